import { isRepeating } from "./reminder-repeat";
import { occurrenceOn, type ReminderLike } from "./reminders";
import { addLocalDays, localDate, longSpanishDate, startOfLocalDay } from "./time";

// Which occurrence a "Hecho" refers to, and when it may not be given.

/** How long the person can take back a "Hecho" on the screen. */
export const UNDO_SECONDS = 10;

/**
 * How long the server accepts that 'Deshacer', counted from when it recorded the completion: the
 * UNDO_SECONDS the screen offers plus 50 s for the answer to reach a slow tablet and the undo to come back
 * (docs/behaviour/10-domain-rules.md#undoing-a-completion). Not the tablet's clock: a queued or online 'Hecho'
 * carries the tablet's pressedAt, which may be minutes off.
 */
export const UNDO_SERVER_SECONDS = UNDO_SECONDS + 50;

export const UNDO_MESSAGES = {
  notOwn: "Este recordatorio lo marcó como hecho otra persona: no se puede deshacer desde aquí.",
  tooLate: "Ya no se puede deshacer: el recordatorio se marcó como hecho hace más de un minuto.",
} as const;

/**
 * Whether a completion may be taken back now by this caller: only by whoever completed it (the person
 * cannot undo what staff marked, nor staff what the person marked) and only within UNDO_SERVER_SECONDS of
 * the server recording it. `recordedAt` null (no record of when: an old or imported completion) is too late.
 */
export function undoRefusal(
  completion: { completedBy: string | null; recordedAt: Date | null },
  callerId: string,
  now: Date,
): { status: 403 | 409; message: string } | null {
  if (completion.completedBy !== callerId) return { status: 403, message: UNDO_MESSAGES.notOwn };
  if (!completion.recordedAt || now.getTime() - completion.recordedAt.getTime() > UNDO_SERVER_SECONDS * 1000)
    return { status: 409, message: UNDO_MESSAGES.tooLate };
  return null;
}

type CompletionTarget =
  | { kind: "ok"; occurrenceDate: string }
  | { kind: "early"; occurrenceDate: string; message: string }
  | { kind: "none" };

/** Spanish refusal for a dated reminder ticked before its day. */
function earlyCompletionMessage(date: string): string {
  return `Este recordatorio es para el ${longSpanishDate(date)}. Podrá marcarlo como hecho ese día.`;
}

/**
 * Today's occurrence of a daily reminder, or a dated reminder's own date — which may be ticked on that
 * local day or later (a late confirmation still counts) but never before it: an appointment on Thursday
 * cannot be "done" on Tuesday.
 */
export function completionTarget(reminder: ReminderLike, now: Date, timezone: string): CompletionTarget {
  if (!reminder.isActive) return { kind: "none" };
  const today = localDate(now, timezone);
  const occurrence = occurrenceOn(reminder, today);
  if (occurrence) return { kind: "ok", occurrenceDate: occurrence };
  const date = isRepeating(reminder) ? null : reminder.reminderDate;
  if (!date) return { kind: "none" };
  if (date > today) return { kind: "early", occurrenceDate: date, message: earlyCompletionMessage(date) };
  return { kind: "ok", occurrenceDate: date };
}

/** True when the screen may offer 'Marcar como Completado' for this reminder now. */
export const canCompleteNow = (reminder: ReminderLike, now: Date, timezone: string): boolean =>
  completionTarget(reminder, now, timezone).kind === "ok";

/**
 * A 'Hecho' pressed while the tablet was offline is sent later, perhaps after midnight: it names its
 * occurrence, accepted up to this many local days back (the person cannot reach further back by hand).
 */
export const QUEUED_COMPLETION_MAX_DAYS = 2;

export const NAMED_OCCURRENCE_MESSAGES = {
  notOccurrence: "Este recordatorio no tenía aviso ese día.",
  tooOld: "Ese día ya pasó y no se puede marcar ahora.",
} as const;

/**
 * The occurrence a queued 'Hecho' names: it must be an occurrence of the reminder, not after today (a
 * dated one keeps its early refusal) and not more than QUEUED_COMPLETION_MAX_DAYS back.
 */
export function namedCompletionTarget(
  reminder: ReminderLike,
  occurrenceDate: string,
  now: Date,
  timezone: string,
): CompletionTarget | { kind: "invalid"; message: string } {
  if (!reminder.isActive) return { kind: "none" };
  const today = localDate(now, timezone);
  if (occurrenceDate > today) {
    const early = completionTarget(reminder, now, timezone);
    return early.kind === "early" && early.occurrenceDate === occurrenceDate
      ? early
      : { kind: "invalid", message: NAMED_OCCURRENCE_MESSAGES.notOccurrence };
  }
  if (!occurrenceOn(reminder, occurrenceDate))
    return { kind: "invalid", message: NAMED_OCCURRENCE_MESSAGES.notOccurrence };
  // A dated reminder may be confirmed late any day (completionTarget); a daily one only for recent days.
  const isDaily = isRepeating(reminder);
  if (isDaily && occurrenceDate < addLocalDays(today, -QUEUED_COMPLETION_MAX_DAYS))
    return { kind: "invalid", message: NAMED_OCCURRENCE_MESSAGES.tooOld };
  return { kind: "ok", occurrenceDate };
}

/**
 * When a completion happened: the instant the person pressed 'Hecho' (sent with a queued one), kept within
 * its occurrence's local day start and `now` so a wrong tablet clock cannot claim the future or another day.
 */
export function completedAtFor(pressedAt: Date | undefined, occurrenceDate: string, now: Date, timezone: string): Date {
  if (!pressedAt) return now;
  const earliest = startOfLocalDay(occurrenceDate, timezone).getTime();
  return new Date(Math.min(now.getTime(), Math.max(earliest, pressedAt.getTime())));
}
