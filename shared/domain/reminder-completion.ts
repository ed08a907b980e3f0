import { occurrenceOn, type ReminderLike } from "./reminders";
import { localDate, longSpanishDate } from "./time";

// Which occurrence a "Hecho" refers to, and when it may not be given (issue 13 §1).

/** How long the person can take back a "Hecho" on the screen. */
export const UNDO_SECONDS = 10;

export type CompletionTarget =
  | { kind: "ok"; occurrenceDate: string }
  | { kind: "early"; occurrenceDate: string; message: string }
  | { kind: "none" };

/** Spanish refusal for a dated reminder ticked before its day. */
export function earlyCompletionMessage(date: string): string {
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
  if (reminder.recurrence === "daily" || !reminder.reminderDate) return { kind: "none" };
  if (reminder.reminderDate > today)
    return {
      kind: "early",
      occurrenceDate: reminder.reminderDate,
      message: earlyCompletionMessage(reminder.reminderDate),
    };
  return { kind: "ok", occurrenceDate: reminder.reminderDate };
}

/** True when the screen may offer 'Marcar como Completado' for this reminder now. */
export const canCompleteNow = (reminder: ReminderLike, now: Date, timezone: string): boolean =>
  completionTarget(reminder, now, timezone).kind === "ok";
