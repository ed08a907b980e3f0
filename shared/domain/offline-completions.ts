import { QUEUED_COMPLETION_MAX_DAYS } from "./reminder-completion";
import { isRepeating } from "./reminder-repeat";
import { occurrenceKey } from "./reminder-takeover";
import { addLocalDays, localDate } from "./time";

// 'Hecho' pressed while the tablet is offline: kept on the device, one entry per person and
// reminder occurrence, and sent when the connection is back. The server completes an occurrence once, so
// sending an entry twice (an answer lost on the way) is harmless.

export type QueuedCompletion = {
  userId: string;
  reminderId: string;
  occurrenceDate: string;
  /** ISO instant the person pressed 'Hecho': the server counts lateness from it. */
  pressedAt: string;
};

const isQueued = (value: unknown): value is QueuedCompletion => {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.userId === "string" &&
    typeof v.reminderId === "string" &&
    typeof v.occurrenceDate === "string" &&
    /^\d{4}-\d{2}-\d{2}$/.test(v.occurrenceDate) &&
    typeof v.pressedAt === "string"
  );
};

/** The stored queue; anything unreadable counts as empty (a damaged entry must not block the others). */
export function parseQueue(raw: string | null): QueuedCompletion[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isQueued) : [];
  } catch {
    return [];
  }
}

const sameOccurrence = (a: QueuedCompletion, b: QueuedCompletion) =>
  a.userId === b.userId && a.reminderId === b.reminderId && a.occurrenceDate === b.occurrenceDate;

/** Adds a 'Hecho'; pressing the same occurrence again keeps the first press. */
export function enqueueCompletion(queue: QueuedCompletion[], item: QueuedCompletion): QueuedCompletion[] {
  return queue.some((q) => sameOccurrence(q, item)) ? queue : [...queue, item];
}

export function removeCompletion(queue: QueuedCompletion[], item: QueuedCompletion): QueuedCompletion[] {
  return queue.filter((q) => !sameOccurrence(q, item));
}

/** Entries the server would still accept: older occurrences are dropped rather than retried for ever. */
export function liveQueue(queue: QueuedCompletion[], now: Date, timezone: string): QueuedCompletion[] {
  const oldest = addLocalDays(localDate(now, timezone), -QUEUED_COMPLETION_MAX_DAYS);
  return queue.filter((q) => q.occurrenceDate >= oldest);
}

/** Occurrence keys (as the takeover names them) this person has marked done but not yet sent. */
export function queuedKeys(queue: QueuedCompletion[], userId: string): ReadonlySet<string> {
  return new Set(queue.filter((q) => q.userId === userId).map((q) => occurrenceKey(q.reminderId, q.occurrenceDate)));
}

type Completable = { id: string; recurrence: "daily" | "once"; reminderDate: string | null; completedToday: boolean; isCompleted: boolean };

/** The lists as the person expects them meanwhile: what they marked offline shows as done. */
export function withQueuedDone<T extends Completable>(reminders: T[], keys: ReadonlySet<string>, today: string): T[] {
  if (keys.size === 0) return reminders;
  return reminders.map((r) => {
    const isDaily = isRepeating(r);
    const date = isDaily ? today : (r.reminderDate as string);
    if (!keys.has(occurrenceKey(r.id, date))) return r;
    return isDaily ? { ...r, completedToday: true, isCompleted: true } : { ...r, completedToday: date === today, isCompleted: true };
  });
}

type SendOutcome = "sent" | "retry" | "drop";

/**
 * What to do with an entry after trying to send it: a network failure or a server/limit error is retried;
 * a refusal (the reminder was deleted, the day is not valid) never succeeds, so it is dropped; a 401 waits
 * for the person to sign in again.
 */
export function sendOutcome(status: number | "network"): SendOutcome {
  if (status === "network") return "retry";
  if (status >= 200 && status < 300) return "sent";
  if (status === 401 || status === 408 || status === 429 || status >= 500) return "retry";
  return "drop";
}
