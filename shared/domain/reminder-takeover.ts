import { isRepeating, repeatsOn, type RepeatSchedule } from "./reminder-repeat";
import { localDate, localInstant } from "./time";

// When a reminder takes over the older person's screen: at its local time, again 10 minutes
// after 'Más tarde', one at a time, oldest first.

const SNOOZE_MINUTES = 10;
/** A reminder that was missed by more than this (tablet off, asleep) waits in 'Para hoy' instead. */
const TAKEOVER_WINDOW_MINUTES = 60;

const MINUTE = 60_000;

export type TakeoverCandidate = RepeatSchedule & {
  id: string;
  reminderTime: string;
  isActive: boolean;
  completedToday: boolean;
  isCompleted: boolean;
};

type DueOccurrence = { id: string; occurrenceDate: string; dueAt: Date; key: string };

export const occurrenceKey = (id: string, date: string) => `${id}|${date}`;

export const snoozeUntil = (now: Date): Date => new Date(now.getTime() + SNOOZE_MINUTES * MINUTE);

/**
 * Today's reminders that should be on screen now, oldest first: not done, and either snoozed until a time
 * that has come, or (never snoozed) due within the last TAKEOVER_WINDOW_MINUTES. `snoozes` maps an
 * occurrence key to the instant (ms) it comes back; `handled` holds occurrences answered 'Hecho' on this
 * device whose completion the list may not show yet.
 */
export function dueForTakeover(
  reminders: TakeoverCandidate[],
  snoozes: Readonly<Record<string, number>>,
  handled: ReadonlySet<string>,
  now: Date,
  timezone: string,
): DueOccurrence[] {
  const today = localDate(now, timezone);
  const t = now.getTime();
  const due: DueOccurrence[] = [];
  for (const r of reminders) {
    if (!r.isActive) continue;
    if (!repeatsOn(r, today)) continue;
    const isDaily = isRepeating(r);
    if (isDaily ? r.completedToday : r.isCompleted) continue;
    const key = occurrenceKey(r.id, today);
    if (handled.has(key)) continue;
    const dueAt = localInstant(today, r.reminderTime, timezone);
    const snoozed = snoozes[key];
    const isShown =
      snoozed !== undefined ? snoozed <= t : dueAt.getTime() <= t && t - dueAt.getTime() < TAKEOVER_WINDOW_MINUTES * MINUTE;
    if (isShown) due.push({ id: r.id, occurrenceDate: today, dueAt, key });
  }
  return due.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.id.localeCompare(b.id));
}
