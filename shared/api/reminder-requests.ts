import { reminderRecurrences, reminderTypes } from "../domain/enums";
import { normalizeWeekdays } from "../domain/reminder-repeat";
import { storableDate } from "./dates";
import { multiLineString, oneLineString } from "./safe-text";
import { z } from "./zod";
import { REMINDER_MESSAGES } from "./reminder-texts";

// The bodies of creating and editing a reminder (POST /api/reminders, PATCH /api/reminders/{id}) and their
// Spanish messages.
export { REMINDER_MESSAGES } from "./reminder-texts";

const reminderFields = {
  title: oneLineString(REMINDER_MESSAGES.titleAndTime)
    .trim()
    .min(1, { error: REMINDER_MESSAGES.titleAndTime })
    .max(120, { error: "El título no puede superar 120 caracteres" }),
  description: multiLineString()
    .trim()
    .max(500, { error: "La descripción no puede superar 500 caracteres" })
    .default(""),
  reminderTime: z
    .string({ error: REMINDER_MESSAGES.titleAndTime })
    .trim()
    .min(1, { error: REMINDER_MESSAGES.titleAndTime })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: REMINDER_MESSAGES.badTime }),
  reminderDate: storableDate(REMINDER_MESSAGES.badDate).nullable().optional(),
  type: z.enum(reminderTypes, { error: "Elija un tipo de recordatorio" }).default("medicine"),
  recurrence: z
    .enum(reminderRecurrences, { error: "Elija si se repite cada día o es una sola vez" })
    .default("daily"),
  isActive: z.boolean().default(true),
};

/**
 * Optional: a repeating reminder only on these ISO weekdays, stored sorted and without duplicates. Null (or
 * absent) is every day; an empty list is refused (a reminder that never rings).
 */
const weekdaysField = z
  .array(
    z
      .number({ error: REMINDER_MESSAGES.badWeekdays })
      .int({ error: REMINDER_MESSAGES.badWeekdays })
      .min(1, { error: REMINDER_MESSAGES.badWeekdays })
      .max(7, { error: REMINDER_MESSAGES.badWeekdays }),
    { error: REMINDER_MESSAGES.badWeekdays },
  )
  .min(1, { error: REMINDER_MESSAGES.noWeekdays })
  .max(7, { error: REMINDER_MESSAGES.badWeekdays })
  .transform(normalizeWeekdays)
  .nullable()
  .optional();

/** Daily reminders carry no date; once reminders must have one (docs/behaviour/05-validation.md). */
function withRecurrenceRule<T extends { recurrence?: string; reminderDate?: string | null }>(value: T) {
  return value.recurrence === "once" ? !!value.reminderDate : true;
}

/** Weekdays belong to a repeating reminder: never with a date or with 'once'. */
function withWeekdaysRule<T extends { recurrence?: string; reminderDate?: string | null; weekdays?: number[] | null }>(
  value: T,
) {
  return !value.weekdays || (value.recurrence !== "once" && !value.reminderDate);
}

export const createReminderRequest = z
  .object({
    ...reminderFields,
    userId: z.uuid({ error: "Elija la persona del recordatorio" }),
    weekdays: weekdaysField,
    /** Ignored: the server records the session user as creator. */
    createdBy: z.unknown().optional(),
  })
  .refine(withRecurrenceRule, { error: REMINDER_MESSAGES.dateForOnce, path: ["reminderDate"] })
  .refine(withWeekdaysRule, { error: REMINDER_MESSAGES.weekdaysWithDate, path: ["weekdays"] })
  .transform((v) => ({
    ...v,
    reminderDate: v.recurrence === "daily" ? null : (v.reminderDate ?? null),
    weekdays: v.recurrence === "daily" ? (v.weekdays ?? null) : null,
  }));

export const updateReminderRequest = z
  .object({
    title: reminderFields.title.optional(),
    description: multiLineString()
      .trim()
      .max(500, { error: "La descripción no puede superar 500 caracteres" })
      .optional(),
    reminderTime: reminderFields.reminderTime.optional(),
    reminderDate: reminderFields.reminderDate,
    type: z.enum(reminderTypes, { error: "Elija un tipo de recordatorio" }).optional(),
    recurrence: z
      .enum(reminderRecurrences, { error: "Elija si se repite cada día o es una sola vez" })
      .optional(),
    isActive: z.boolean().optional(),
    /** Absent: unchanged; null: every day again; a list: only those weekdays. */
    weekdays: weekdaysField,
    userId: z.unknown().optional(),
    createdBy: z.unknown().optional(),
  })
  .refine(withRecurrenceRule, { error: REMINDER_MESSAGES.dateForOnce, path: ["reminderDate"] })
  .refine(withWeekdaysRule, { error: REMINDER_MESSAGES.weekdaysWithDate, path: ["weekdays"] });
