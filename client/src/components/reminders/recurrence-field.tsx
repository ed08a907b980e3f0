import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { FieldsProps } from "./reminder-fields";
import type { ReminderFormValues } from "./reminder-form-values";
import { WeekdayCheckboxes } from "./weekday-checkboxes";

type RepeatChoice = "daily" | "weekdays" | "once";

const OPTIONS: { value: RepeatChoice; label: string; hint: string }[] = [
  { value: "daily", label: "Todos los días", hint: "Se repite cada día a la misma hora" },
  { value: "weekdays", label: "Algunos días de la semana", hint: "Solo los días que marque" },
  { value: "once", label: "Una sola vez", hint: "Solo el día que elija" },
];

const choiceOf = (values: ReminderFormValues): RepeatChoice =>
  values.recurrence === "once" ? "once" : values.isSomeWeekdays ? "weekdays" : "daily";

/** What each choice sets; the weekdays and date already chosen stay for switching back. */
const PATCHES: Record<RepeatChoice, Partial<ReminderFormValues>> = {
  daily: { recurrence: "daily", isSomeWeekdays: false },
  weekdays: { recurrence: "daily", isSomeWeekdays: true },
  once: { recurrence: "once" },
};

/**
 * Every day, some weekdays or once (docs/behaviour/05-validation.md): the weekday toggles appear for 'Algunos
 * días de la semana', the date input only for a once reminder.
 */
export function RecurrenceField(props: FieldsProps) {
  const { values, onChange, invalid, errorId } = props;
  const id = useId();
  const isDateInvalid = invalid.includes("reminderDate");
  const choice = choiceOf(values);
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Repetición</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {OPTIONS.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name={`${id}-recurrence`}
                value={option.value}
                checked={choice === option.value}
                aria-labelledby={`${id}-${option.value}-label`}
                aria-describedby={`${id}-${option.value}-hint`}
                onChange={() => onChange(PATCHES[option.value])}
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
      {choice === "weekdays" ? <WeekdayCheckboxes {...props} /> : null}
      {choice === "once" ? (
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
