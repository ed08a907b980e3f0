import { REMINDER_MESSAGES, type Reminder } from "@shared/api/reminders";
import type { ReminderRecurrence, ReminderType } from "@shared/domain/enums";

// The reminder dialog's values and the body of POST / PATCH /api/reminders (SPEC sections 5 and 7).

export type ReminderValues = {
  title: string;
  description: string;
  type: ReminderType;
  reminderTime: string;
  recurrence: ReminderRecurrence;
  /** Only used (and shown) for a once reminder. */
  reminderDate: string;
};
export type ReminderField = keyof ReminderValues;

/** SPEC section 9: type medicine, recurrence daily. */
export const EMPTY_REMINDER: ReminderValues = {
  title: "",
  description: "",
  type: "medicine",
  reminderTime: "",
  recurrence: "daily",
  reminderDate: "",
};

export function reminderValuesOf(reminder: Reminder): ReminderValues {
  return {
    title: reminder.title,
    description: reminder.description,
    type: reminder.type,
    reminderTime: reminder.reminderTime.slice(0, 5),
    recurrence: reminder.recurrence,
    reminderDate: reminder.reminderDate ?? "",
  };
}

export type ReminderProblems = { messages: string[]; fields: ReminderField[] };

/** 'El título y la hora son obligatorios'; 'Para recordatorios únicos es necesario especificar la fecha'. */
export function checkReminder(values: ReminderValues): ReminderProblems {
  const messages: string[] = [];
  const fields: ReminderField[] = [];
  const missingTitle = !values.title.trim();
  const missingTime = !values.reminderTime.trim();
  if (missingTitle || missingTime) {
    messages.push(REMINDER_MESSAGES.titleAndTime);
    if (missingTitle) fields.push("title");
    if (missingTime) fields.push("reminderTime");
  }
  if (values.recurrence === "once" && !values.reminderDate) {
    messages.push(REMINDER_MESSAGES.dateForOnce);
    fields.push("reminderDate");
  }
  return { messages, fields };
}

export type ReminderBody = {
  title: string;
  description: string;
  reminderTime: string;
  reminderDate: string | null;
  type: ReminderType;
  recurrence: ReminderRecurrence;
  userId: string;
  createdBy: string | null;
  isActive: boolean;
};

/** A daily reminder is sent with a null date. */
export function reminderBody(
  values: ReminderValues,
  ids: { userId: string; createdBy: string | null },
): ReminderBody {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    reminderTime: values.reminderTime,
    reminderDate: values.recurrence === "once" ? values.reminderDate : null,
    type: values.type,
    recurrence: values.recurrence,
    userId: ids.userId,
    createdBy: ids.createdBy,
    isActive: true,
  };
}
