import type { Reminder } from "@shared/api/reminders";
import type { ReminderRecurrence, ReminderType } from "@shared/domain/enums";

// What the reminder dialog holds while the family member or professional types (docs/behaviour/05-validation.md and
// 07-api.md). Shared by the family and professional reminder screens; the requests are built in reminder-bodies.ts,
// which brings the shared schema and loads with the form.

export type ReminderFormValues = {
  title: string;
  description: string;
  type: ReminderType;
  reminderTime: string;
  /** Creating only: more times of the day; each time becomes its own reminder. */
  moreTimes: string[];
  recurrence: ReminderRecurrence;
  /** 'Algunos días de la semana' (a daily reminder limited to `weekdays`). */
  isSomeWeekdays: boolean;
  /** ISO weekdays marked (1 lunes … 7 domingo); kept while another choice is shown. */
  weekdays: number[];
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
  moreTimes: [],
  recurrence: "daily",
  isSomeWeekdays: false,
  weekdays: [],
  reminderDate: "",
};

export function valuesFromReminder(reminder: Reminder): ReminderFormValues {
  return {
    title: reminder.title,
    description: reminder.description,
    type: reminder.type,
    reminderTime: reminder.reminderTime.slice(0, 5),
    moreTimes: [],
    recurrence: reminder.recurrence,
    isSomeWeekdays: reminder.weekdays !== null,
    weekdays: reminder.weekdays ?? [],
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
  /** Null: every day (or once). */
  weekdays: number[] | null;
  userId: string;
  createdBy: string | null;
  isActive: boolean;
};
