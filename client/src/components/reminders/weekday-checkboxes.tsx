import { ISO_WEEKDAYS, normalizeWeekdays, WEEKDAY_LETTERS, WEEKDAY_NAMES } from "@shared/domain/reminder-repeat";
import type { FieldsProps } from "./reminder-fields";

/**
 * 'Algunos días de la semana': seven big toggles showing L M X J V S D, each named by its full day ('lunes')
 * for screen readers and voice control.
 */
export function WeekdayCheckboxes({ values, onChange, invalid, errorId }: FieldsProps) {
  const chosen = values.weekdays;
  const isInvalid = invalid.includes("weekdays");
  const toggle = (day: number) =>
    onChange({ weekdays: normalizeWeekdays(chosen.includes(day) ? chosen.filter((d) => d !== day) : [...chosen, day]) });
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-base font-semibold text-slate-900">Días de la semana</legend>
      <div className="flex flex-wrap gap-2">
        {ISO_WEEKDAYS.map((day) => (
          // The checkbox covers its tile, so a tap anywhere on it counts; no <label>: the name is the full day.
          <div
            key={day}
            className="relative flex h-14 w-14 cursor-pointer items-center justify-center rounded-xl border-2 border-slate-500 text-xl font-bold text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="checkbox"
              className="absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none opacity-0"
              checked={chosen.includes(day)}
              onChange={() => toggle(day)}
              aria-label={WEEKDAY_NAMES[day - 1]}
              {...(isInvalid ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
            />
            <span aria-hidden="true">{WEEKDAY_LETTERS[day - 1]}</span>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
