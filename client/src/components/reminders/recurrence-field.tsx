import type { ReminderRecurrence } from "@shared/domain/enums";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { FieldsProps } from "./reminder-fields";

const OPTIONS: { value: ReminderRecurrence; label: string; hint: string }[] = [
  { value: "daily", label: "Cada día", hint: "Se repite todos los días a la misma hora" },
  { value: "once", label: "Una sola vez", hint: "Solo el día que elija" },
];

/** Daily or once; the date input appears only for a once reminder (docs/behaviour/05-validation.md). */
export function RecurrenceField({ values, onChange, invalid, errorId }: FieldsProps) {
  const id = useId();
  const isDateInvalid = invalid.includes("reminderDate");
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Repetición</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {OPTIONS.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name={`${id}-recurrence`}
                value={option.value}
                checked={values.recurrence === option.value}
                aria-labelledby={`${id}-${option.value}-label`}
                aria-describedby={`${id}-${option.value}-hint`}
                onChange={() => onChange({ recurrence: option.value })}
                className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
              />
              <span className="flex flex-col">
                <span id={`${id}-${option.value}-label`} className="text-lg font-semibold text-slate-900">
                  {option.label}
                </span>
                <span id={`${id}-${option.value}-hint`} className="text-sm text-slate-700">
                  {option.hint}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {values.recurrence === "once" ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-date`}>Fecha</Label>
          <Input
            id={`${id}-date`}
            type="date"
            value={values.reminderDate}
            aria-required="true"
            onChange={(event) => onChange({ reminderDate: event.target.value })}
            {...(isDateInvalid ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
          />
        </div>
      ) : null}
    </>
  );
}
