import type { Reminder } from "@shared/api/reminders";
import { isRepeating, nextRepeatDate, type RepeatSchedule } from "@shared/domain/reminder-repeat";
import { addLocalDays, localDate, localInstant } from "@shared/domain/time";

// The numbers of the family dashboard, computed from the API answers. Pure: "now" and the zone are passed in.

type Occurrence = Pick<Reminder, "reminderTime" | "reminderDate" | "completedToday" | "isCompleted" | "type"> &
  RepeatSchedule;

/** Today's medicine reminders: how many are completed out of all. */
export function medicinesToday(today: readonly Occurrence[]): { taken: number; total: number } {
  const medicines = today.filter((r) => r.type === "medicine");
  return { taken: medicines.filter((r) => r.completedToday).length, total: medicines.length };
}

/** Whether today's occurrence is done (a once reminder dated today counts any completion). */
export function isDoneToday(reminder: Occurrence): boolean {
  return reminder.completedToday || (reminder.recurrence === "once" && reminder.isCompleted);
}

/**
 * The next time the reminder will ring from `now` on: a repeating one today if it repeats today, is still
 * ahead and not done, otherwise on the next day it repeats; a once one at its date and time if still ahead and
 * not done; else null.
 */
export function nextOccurrence(reminder: Occurrence, now: Date, timezone: string): Date | null {
  const today = localDate(now, timezone);
  if (isRepeating(reminder)) {
    const first = nextRepeatDate(reminder, today);
    if (first === today) {
      const todayAt = localInstant(today, reminder.reminderTime, timezone);
      if (todayAt.getTime() > now.getTime() && !reminder.completedToday) return todayAt;
    }
    const next = nextRepeatDate(reminder, addLocalDays(today, 1));
    return next ? localInstant(next, reminder.reminderTime, timezone) : null;
  }
  if (!reminder.reminderDate) return null;
  if (reminder.isCompleted) return null;
  const at = localInstant(reminder.reminderDate, reminder.reminderTime, timezone);
  return at.getTime() > now.getTime() ? at : null;
}

type Scheduled<T> = { reminder: T; at: Date };

/** Reminders by their next occurrence, soonest first (ties by title), at most `limit`. */
export function soonest<T extends Occurrence & { title: string }>(
  reminders: readonly T[],
  now: Date,
  timezone: string,
  limit = Number.POSITIVE_INFINITY,
): Scheduled<T>[] {
  const scheduled: Scheduled<T>[] = [];
  for (const reminder of reminders) {
    const at = nextOccurrence(reminder, now, timezone);
    if (at) scheduled.push({ reminder, at });
  }
  scheduled.sort(
    (a, b) => a.at.getTime() - b.at.getTime() || a.reminder.title.localeCompare(b.reminder.title),
  );
  return scheduled.slice(0, limit);
}

/** The next appointment among the active reminders, or null ('Sin citas próximas'). */
export function nextAppointment<T extends Occurrence & { title: string }>(
  reminders: readonly T[],
  now: Date,
  timezone: string,
): Scheduled<T> | null {
  return (
    soonest(
      reminders.filter((r) => r.type === "appointment"),
      now,
      timezone,
      1,
    )[0] ?? null
  );
}
