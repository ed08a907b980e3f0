import type { FamilyLinks } from "@shared/api/elderly";
import { PenLine } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

type Relative = FamilyLinks["approved"][number];

type Props = {
  relatives: readonly Relative[];
  openFor: string | null;
  onToggle: (userId: string) => void;
  renderBox: (relative: Relative) => ReactNode;
};

/** 'Escribir a ...' for each approved relative (the only people the person can write to). */
export function WriteToFamily({ relatives, openFor, onToggle, renderBox }: Props) {
  if (relatives.length === 0) {
    return (
      <p className="rounded-3xl border-2 border-slate-300 bg-white p-5 text-xl text-slate-900">
        Cuando un familiar se una al programa y usted lo acepte, podrá escribirle desde aquí.
      </p>
    );
  }
  return (
    <section aria-labelledby="write-title" className="flex flex-col gap-3">
      <h2 id="write-title" className="text-3xl font-bold text-slate-900">
        Escribir a su familia
      </h2>
      <ul className="flex flex-col gap-3">
        {relatives.map((relative) => {
          const isOpen = openFor === relative.userId;
          return (
            <li key={relative.userId} className="flex flex-col gap-3">
              <Button
                size="xl"
                variant="secondary"
                className="self-start"
                aria-expanded={isOpen}
                onClick={() => onToggle(relative.userId)}
              >
                <PenLine aria-hidden="true" className="h-7 w-7" />
                Escribir a {[relative.firstName, relative.lastName].filter(Boolean).join(" ")}
              </Button>
              {isOpen ? renderBox(relative) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
