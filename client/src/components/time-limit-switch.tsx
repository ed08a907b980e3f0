import * as SwitchPrimitive from "@radix-ui/react-switch";
import { useId } from "react";
import { useNoTimeLimit } from "@/lib/time-limit";

/**
 * 'Sin límite de tiempo' for the memory exercises (WCAG 2.2.1), in the gear dialog of an older
 * person. A whole-row target like the privacy switches; the state is also written ('Sí' / 'No').
 */
export function TimeLimitSwitch() {
  const [isOn, setIsOn] = useNoTimeLimit();
  const id = useId();
  return (
    <label
      htmlFor={`${id}-switch`}
      className="flex min-h-target cursor-pointer flex-wrap items-center justify-between gap-4 rounded-2xl border-2 border-slate-400 bg-white p-4"
    >
      <span className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
        <span id={`${id}-label`} className="text-xl font-semibold text-slate-900">
          Sin límite de tiempo
        </span>
        <span id={`${id}-description`} className="text-lg text-slate-800">
          En los ejercicios de memoria no corre el reloj: usted decide cuándo pasar a responder y cuándo
          comprobar.
        </span>
      </span>
      <span className="flex shrink-0 items-center gap-3">
        <span aria-hidden="true" className="w-8 text-xl font-bold text-slate-900">
          {isOn ? "Sí" : "No"}
        </span>
        <SwitchPrimitive.Root
          id={`${id}-switch`}
          checked={isOn}
          onCheckedChange={setIsOn}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-description`}
          className="relative inline-flex h-12 w-22 shrink-0 items-center rounded-full border-2 border-slate-700 bg-slate-300 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=checked]:border-brand-800 data-[state=checked]:bg-brand-700"
        >
          <SwitchPrimitive.Thumb className="block h-9 w-9 translate-x-1 rounded-full border border-slate-500 bg-white shadow transition-transform data-[state=checked]:translate-x-10" />
        </SwitchPrimitive.Root>
      </span>
    </label>
  );
}
