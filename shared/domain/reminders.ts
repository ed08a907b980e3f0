import type { ReminderRecurrence, ReminderType } from "./enums";
import { isRepeating, repeatLabel, repeatsOn, type RepeatSchedule } from "./reminder-repeat";
import { addLocalDays, daysBetween, localDate, localInstant, longSpanishDate } from "./time";

// Reminder rules of docs/behaviour/10-domain-rules.md#reminders: occurrences, upcoming window, visual state, grouping,
// compliance.

const UPCOMING_DAYS = 7;
export const STATS_DAYS = 7;
/** A completion within this many minutes after the due time is "on time" (metrics). */
export const ON_TIME_MINUTES = 30;

export type ReminderLike = {
  id: string;
  reminderTime: string;
  reminderDate: string | null;
  recurrence: ReminderRecurrence;
  isActive: boolean;
  /** Local date the reminder started to exist (daily reminders have no occurrences before it). */
  startDate: string;
  /** Repeating only on these ISO weekdays (1 Monday … 7 Sunday); null or absent: every day. */
  weekdays: readonly number[] | null;
  /** Repeating only on this day of the month (monthly programme activities). */
  monthDay: number | null;
};

export type VisualState = "completed" | "due" | "future";

/** The local date of the occurrence that "today" refers to, or null if it has none today. */
export function occurrenceOn(reminder: ReminderLike, date: string): string | null {
  if (!reminder.isActive) return null;
  if (isRepeating(reminder) && reminder.startDate > date) return null;
  return repeatsOn(reminder, date) ? date : null;
}

/**
 * Once-reminders dated today..today+days-1 and every repeating one with an occurrence in those days (a daily
 * one always; a weekday or monthly one when one of its days falls in the window).
 */
export function isUpcoming(reminder: ReminderLike, today: string, days = UPCOMING_DAYS): boolean {
  if (!reminder.isActive) return false;
  if (isRepeating(reminder)) {
    for (let offset = 0; offset < days; offset++) if (repeatsOn(reminder, addLocalDays(today, offset))) return true;
    return false;
  }
  const offset = daysBetween(today, reminder.reminderDate as string);
  return offset >= 0 && offset < days;
}

/** Green when done, yellow once its time has come, blue before (a repeating one not due today: blue). */
export function visualState(
  reminder: Pick<ReminderLike, "reminderTime"> & RepeatSchedule,
  isDone: boolean,
  now: Date,
  timezone: string,
): VisualState {
  if (isDone) return "completed";
  const today = localDate(now, timezone);
  if (isRepeating(reminder) && !repeatsOn(reminder, today)) return "future";
  const date = isRepeating(reminder) ? today : (reminder.reminderDate as string);
  return localInstant(date, reminder.reminderTime, timezone).getTime() <= now.getTime() ? "due" : "future";
}

type ReminderGroup<T> = { key: string; heading: string; items: T[] };

/**
 * Groups for the elderly screen: 'Hoy', 'Mañana', a long date, then the repeating ones last: 'Diario', and one
 * group per other repetition ('Los lunes y jueves').
 */
export function groupUpcoming<T extends Pick<ReminderLike, "reminderTime"> & RepeatSchedule>(
  reminders: T[],
  today: string,
): ReminderGroup<T>[] {
  const byKey = new Map<string, T[]>();
  for (const r of reminders) {
    const label = repeatLabel(r);
    const key = label === null ? (r.reminderDate as string) : label === "Cada día" ? "daily" : `~${label}`;
    byKey.set(key, [...(byKey.get(key) ?? []), r]);
  }
  const tomorrow = addLocalDays(today, 1);
  const heading = (key: string) => {
    if (key === "daily") return "Diario";
    if (key.startsWith("~")) return key.slice(1);
    if (key === today) return "Hoy";
    if (key === tomorrow) return "Mañana";
    const text = longSpanishDate(key);
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  return [...byKey.entries()]
    // Dates first ("2026-…" sorts before "~"), then the other repetitions, 'Diario' last.
    .sort(([a], [b]) => (a === "daily" ? 1 : b === "daily" ? -1 : a < b ? -1 : a > b ? 1 : 0))
    .map(([key, items]) => ({
      key,
      heading: heading(key),
      items: [...items].sort((x, y) => x.reminderTime.localeCompare(y.reminderTime)),
    }));
}

type Compliance = { due: number; completed: number; percentage: number };

/**
 * Completed occurrences / occurrences whose due time has passed in the last `days` local days
 * (today included), as a whole percentage; 0 when nothing was due.
 */
export function computeCompliance(
  reminders: ReminderLike[],
  completions: { reminderId: string; occurrenceDate: string }[],
  now: Date,
  timezone: string,
  days = STATS_DAYS,
): Compliance {
  const today = localDate(now, timezone);
  const done = new Set(completions.map((c) => `${c.reminderId}|${c.occurrenceDate}`));
  let due = 0;
  let completed = 0;
  for (let offset = 0; offset < days; offset++) {
    const date = addLocalDays(today, -offset);
    for (const r of reminders) {
      const occurrence = occurrenceOn(r, date);
      if (!occurrence) continue;
      if (localInstant(occurrence, r.reminderTime, timezone).getTime() > now.getTime()) continue;
      due++;
      if (done.has(`${r.id}|${occurrence}`)) completed++;
    }
  }
  return { due, completed, percentage: due === 0 ? 0 : Math.round((completed / due) * 100) };
}

export const REMINDER_TYPE_LABELS: Record<ReminderType, string> = {
  medicine: "Medicina",
  appointment: "Cita",
  call: "Llamada",
  activity: "Actividad",
};

type CreatedByLabel = "Creado por profesional" | "Creado por familiar";

/**
 * docs/behaviour/06-roles-and-access.md labels a reminder 'Creado por profesional' when its creator is the older
 * person's own id, else 'Creado por familiar'. Deviation (allowed where the behaviour docs are silent on the
 * server): our server records the real creator, so a creator whose role is professional is also 'Creado por
 * profesional' — otherwise staff reminders would read as made by family.
 */
export function createdByLabel(
  reminder: { createdBy: string | null; creatorRole?: string | null },
  elderlyId: string,
): CreatedByLabel {
  return reminder.createdBy === elderlyId || reminder.creatorRole === "professional"
    ? "Creado por profesional"
    : "Creado por familiar";
}
