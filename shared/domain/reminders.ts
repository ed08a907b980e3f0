import type { ReminderRecurrence, ReminderType } from "./enums";
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
};

export type VisualState = "completed" | "due" | "future";

/** The local date of the occurrence that "today" refers to, or null if it has none today. */
export function occurrenceOn(reminder: ReminderLike, date: string): string | null {
  if (!reminder.isActive) return null;
  if (reminder.recurrence === "daily" || !reminder.reminderDate)
    return reminder.startDate <= date ? date : null;
  return reminder.reminderDate === date ? date : null;
}

/** Once-reminders dated today..today+days-1 and every active daily one. */
export function isUpcoming(reminder: ReminderLike, today: string, days = UPCOMING_DAYS): boolean {
  if (!reminder.isActive) return false;
  if (reminder.recurrence === "daily" || !reminder.reminderDate) return true;
  const offset = daysBetween(today, reminder.reminderDate);
  return offset >= 0 && offset < days;
}

/** Green when done, yellow once its time has come, blue before. */
export function visualState(
  reminder: Pick<ReminderLike, "reminderTime" | "reminderDate" | "recurrence">,
  isDone: boolean,
  now: Date,
  timezone: string,
): VisualState {
  if (isDone) return "completed";
  const date =
    reminder.recurrence === "daily" || !reminder.reminderDate
      ? localDate(now, timezone)
      : reminder.reminderDate;
  return localInstant(date, reminder.reminderTime, timezone).getTime() <= now.getTime() ? "due" : "future";
}

type ReminderGroup<T> = { key: string; heading: string; items: T[] };

/** Groups for the elderly screen: 'Hoy', 'Mañana', a long date, and 'Diario' (recurring) last. */
export function groupUpcoming<T extends Pick<ReminderLike, "reminderTime" | "reminderDate" | "recurrence">>(
  reminders: T[],
  today: string,
): ReminderGroup<T>[] {
  const byKey = new Map<string, T[]>();
  for (const r of reminders) {
    const key = r.recurrence === "daily" || !r.reminderDate ? "daily" : r.reminderDate;
    byKey.set(key, [...(byKey.get(key) ?? []), r]);
  }
  const tomorrow = addLocalDays(today, 1);
  const heading = (key: string) => {
    if (key === "daily") return "Diario";
    if (key === today) return "Hoy";
    if (key === tomorrow) return "Mañana";
    const text = longSpanishDate(key);
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  return [...byKey.entries()]
    .sort(([a], [b]) => (a === "daily" ? 1 : b === "daily" ? -1 : a.localeCompare(b)))
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
