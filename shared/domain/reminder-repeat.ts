import { addLocalDays, localDate } from "./time";

// How a reminder repeats (docs/behaviour/10-domain-rules.md#reminders): every day, on chosen weekdays, on a day of
// the month (a monthly programme activity), or once on its date. The one owner of "does it happen on this day".

/** ISO weekday numbers: 1 Monday … 7 Sunday. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_NAMES = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"] as const;
/** The usual Spanish one-letter weekday abbreviations (X is miércoles). */
export const WEEKDAY_LETTERS = ["L", "M", "X", "J", "V", "S", "D"] as const;

export type RepeatSchedule = {
  recurrence: "daily" | "once";
  reminderDate: string | null;
  /** Only on these ISO weekdays (a repeating reminder); null or absent: every day. */
  weekdays?: readonly number[] | null;
  /** Only on this day of the month (1-31); months without it have none. Null or absent: every day. */
  monthDay?: number | null;
};

/** ISO weekday (1 Monday … 7 Sunday) of a local calendar date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** A reminder that repeats (daily, weekdays or monthly), as opposed to a once one with its date. */
export const isRepeating = (s: RepeatSchedule): boolean => s.recurrence === "daily" || !s.reminderDate;

/** Whether the schedule has an occurrence on this local date (ignoring when the reminder was created). */
export function repeatsOn(s: RepeatSchedule, date: string): boolean {
  if (!isRepeating(s)) return s.reminderDate === date;
  if (s.weekdays && s.weekdays.length > 0 && !s.weekdays.includes(isoWeekday(date))) return false;
  if (s.monthDay && Number(date.slice(8, 10)) !== s.monthDay) return false;
  return true;
}

/** "Is this reminder due on the local day of `now`" in the municipality's time zone. */
export const isDueOnLocalDay = (s: RepeatSchedule, now: Date, timezone: string): boolean =>
  repeatsOn(s, localDate(now, timezone));

/** The first date on or after `date` the schedule repeats on (within two months), or null. */
export function nextRepeatDate(s: RepeatSchedule, date: string): string | null {
  for (let offset = 0; offset < 62; offset++) {
    const day = addLocalDays(date, offset);
    if (repeatsOn(s, day)) return day;
  }
  return null;
}

/** Sorted, without duplicates: how weekdays are stored and compared. */
export const normalizeWeekdays = (days: readonly number[]): number[] => [...new Set(days)].sort((a, b) => a - b);

function spanishList(items: string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} y ${items[items.length - 1]}`;
}

/**
 * How the repetition reads: 'Cada día', 'Los lunes y jueves', 'Cada mes, el día 5', or null for a once
 * reminder (its date says it). Every weekday chosen reads as 'Cada día'.
 */
export function repeatLabel(s: RepeatSchedule): string | null {
  if (!isRepeating(s)) return null;
  if (s.monthDay) return `Cada mes, el día ${s.monthDay}`;
  const days = normalizeWeekdays(s.weekdays ?? []);
  if (days.length === 0 || days.length === 7) return "Cada día";
  const names = days.map((d) => (d === 6 || d === 7 ? `${WEEKDAY_NAMES[d - 1]}s` : WEEKDAY_NAMES[d - 1]));
  return `Los ${spanishList(names)}`;
}
