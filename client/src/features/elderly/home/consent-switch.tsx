import * as SwitchPrimitive from "@radix-ui/react-switch";
import { useId } from "react";

type Props = {
  label: string;
  description: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  isDisabled?: boolean;
};

/**
 * A large Radix switch in a row that is itself clickable (>= 64 px target). The state is also written
 * ('Sí' / 'No'), not shown by colour alone.
 */
export function ConsentSwitch({ label, description, isChecked, onChange, isDisabled = false }: Props) {
  const id = useId();
  return (
    <label
      htmlFor={`${id}-switch`}
      className="flex min-h-target cursor-pointer flex-wrap items-center justify-between gap-4 rounded-2xl border-2 border-slate-400 bg-white p-4"
    >
      <span className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
        <span id={`${id}-label`} className="text-xl font-semibold text-slate-900">
          {label}
        </span>
        <span id={`${id}-description`} className="text-lg text-slate-800">
          {description}
        </span>
      </span>
      <span className="flex shrink-0 items-center gap-3">
        <span aria-hidden="true" className="w-8 text-xl font-bold text-slate-900">
          {isChecked ? "Sí" : "No"}
        </span>
        <SwitchPrimitive.Root
          id={`${id}-switch`}
          checked={isChecked}
          onCheckedChange={onChange}
          disabled={isDisabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-description`}
          className="relative inline-flex h-12 w-22 shrink-0 items-center rounded-full border-2 border-slate-700 bg-slate-300 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 data-[state=checked]:border-brand-800 data-[state=checked]:bg-brand-700"
        >
          <SwitchPrimitive.Thumb className="block h-9 w-9 translate-x-1 rounded-full border border-slate-500 bg-white shadow transition-transform data-[state=checked]:translate-x-10" />
        </SwitchPrimitive.Root>
      </span>
    </label>
  );
}
