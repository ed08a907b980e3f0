import { createReminderRequest, type Reminder } from "@shared/api/reminders";
import type { ReminderRecurrence, ReminderType } from "@shared/domain/enums";

// What the reminder dialog holds while the family member or professional types, and the request built
// from it (docs/behaviour/05-validation.md and 07-api.md). Shared by the family and professional reminder screens.

export type ReminderFormValues = {
  title: string;
  description: string;
  type: ReminderType;
  reminderTime: string;
  recurrence: ReminderRecurrence;
  /** Only used (and shown) when the recurrence is "once". */
  reminderDate: string;
};

export type ReminderField = keyof ReminderFormValues;

/** docs/behaviour/05-validation.md and 09-constants.md: type medicine, recurrence daily. */
export const EMPTY_REMINDER_FORM: ReminderFormValues = {
  title: "",
  description: "",
  type: "medicine",
  reminderTime: "",
  recurrence: "daily",
  reminderDate: "",
};

export function valuesFromReminder(reminder: Reminder): ReminderFormValues {
  return {
    title: reminder.title,
    description: reminder.description,
    type: reminder.type,
    reminderTime: reminder.reminderTime.slice(0, 5),
    recurrence: reminder.recurrence,
    reminderDate: reminder.reminderDate ?? "",
  };
}

/** The body of POST /api/reminders and PATCH /api/reminders/{id} (docs/behaviour/07-api.md). */
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

type BuildResult =
  | { ok: true; body: ReminderBody }
  | { ok: false; messages: string[]; fields: ReminderField[] };

/** Checks the values with the shared schema; a daily reminder is sent with a null date. */
export function buildReminderBody(
  values: ReminderFormValues,
  ids: { userId: string; createdBy: string | null },
): BuildResult {
  const parsed = createReminderRequest.safeParse({
    ...values,
    reminderDate: values.recurrence === "once" && values.reminderDate ? values.reminderDate : null,
    userId: ids.userId,
    createdBy: ids.createdBy,
    isActive: true,
  });
  if (!parsed.success) {
    // One message per field (an empty time is "obligatoria", not "mal escrita"), each sentence once.
    const byField = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (!byField.has(field)) byField.set(field, issue.message);
    }
    const fields = [...byField.keys()].filter((f): f is ReminderField => f in EMPTY_REMINDER_FORM);
    return { ok: false, messages: [...new Set(byField.values())], fields };
  }
  const data = parsed.data;
  return {
    ok: true,
    body: {
      title: data.title,
      description: data.description,
      reminderTime: data.reminderTime,
      reminderDate: data.recurrence === "daily" ? null : data.reminderDate,
      type: data.type,
      recurrence: data.recurrence,
      userId: ids.userId,
      createdBy: ids.createdBy,
      isActive: true,
    },
  };
}
