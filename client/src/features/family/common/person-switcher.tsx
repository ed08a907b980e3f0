import type { Relative } from "@shared/api/elderly";
import { useId } from "react";
import { fullName } from "@shared/domain/names";

type PersonSwitcherProps = {
  relatives: readonly Relative[];
  selectedId: string;
  onSelect: (elderlyId: string) => void;
};

/** Shown only when the family member accompanies several people. */
export function PersonSwitcher({ relatives, selectedId, onSelect }: PersonSwitcherProps) {
  const id = useId();
  if (relatives.length < 2) return null;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
      <label htmlFor={id} className="text-base font-semibold text-slate-900">
        Persona a la que acompaña
      </label>
      <select
        id={id}
        value={selectedId}
        onChange={(event) => onSelect(event.target.value)}
        className="min-h-12 w-full rounded-xl border-2 border-slate-500 bg-white px-4 py-2 text-lg text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-auto"
      >
        {relatives.map((r) => (
          <option key={r.elderly.id} value={r.elderly.id}>
            {r.status === "pending" ? `${fullName(r.elderly)} (pendiente)` : fullName(r.elderly)}
          </option>
        ))}
      </select>
    </div>
  );
}
