import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/**
 * '¿No recuerda su PIN?' on the older person's sign-in: what to do, in plain words. Nobody can see a PIN (it is
 * stored scrambled), so the way back is a new one from the programme's staff, or a relative who calls them.
 */
export function ForgotPinHelp() {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <section aria-label="Ayuda para entrar" className="flex flex-col items-start gap-3">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className={cn(buttonClasses("secondary", "xl"), "w-full max-w-sm")}
      >
        ¿No recuerda su PIN?
        <ChevronDown aria-hidden="true" className={cn("h-7 w-7 transition-transform", isOpen && "rotate-180")} />
      </button>
      <div id={panelId} hidden={!isOpen} className="max-w-xl rounded-2xl border-2 border-slate-300 bg-slate-50 p-4 text-xl text-slate-900">
        <p>No se preocupe: le pueden dar un PIN nuevo.</p>
        <ul className="mt-2 list-disc pl-6">
          <li>Llame al personal del programa de su ayuntamiento, o pida a un familiar que les llame.</li>
          <li>Nadie del programa le pedirá nunca su PIN por teléfono.</li>
        </ul>
        <p className="mt-2">Si es una emergencia, llame al 112.</p>
      </div>
    </section>
  );
}
