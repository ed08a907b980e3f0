import { createReminderRequest, type Reminder } from "@shared/api/reminders";
import type { ReminderRecurrence, ReminderType } from "@shared/domain/enums";

// What the reminder dialog holds while the family member or professional types, and the requests built
// from it (docs/behaviour/05-validation.md and 07-api.md). Shared by the family and professional reminder screens.

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

type BuildResult =
  | { ok: true; bodies: ReminderBody[] }
  | { ok: false; messages: string[]; fields: ReminderField[] };

export const REPEATED_TIME = "Cada hora solo puede aparecer una vez";

/**
 * Checks the values with the shared schema and makes one body per time (the first time, then `moreTimes`):
 * a daily reminder is sent with a null date, weekdays only for 'Algunos días de la semana'.
 */
export function buildReminderBodies(
  values: ReminderFormValues,
  ids: { userId: string; createdBy: string | null },
): BuildResult {
  const times = [values.reminderTime, ...values.moreTimes];
  const byField = new Map<string, string>();
  const bodies: ReminderBody[] = [];
  times.forEach((time, index) => {
    const parsed = createReminderRequest.safeParse({
      ...values,
      reminderTime: time,
      reminderDate: values.recurrence === "once" && values.reminderDate ? values.reminderDate : null,
      weekdays: values.recurrence === "daily" && values.isSomeWeekdays ? values.weekdays : null,
      userId: ids.userId,
      createdBy: ids.createdBy,
      isActive: true,
    });
    if (!parsed.success) {
      // One message per field (an empty time is "obligatoria", not "mal escrita"), each sentence once.
      for (const issue of parsed.error.issues) {
        const path = String(issue.path[0] ?? "");
        const field = path === "reminderTime" && index > 0 ? "moreTimes" : path;
        if (!byField.has(field)) byField.set(field, issue.message);
      }
      return;
    }
    const data = parsed.data;
    bodies.push({ ...data, userId: ids.userId, createdBy: ids.createdBy, isActive: true });
  });
  if (byField.size === 0 && new Set(times).size < times.length) byField.set("moreTimes", REPEATED_TIME);
  if (byField.size > 0) {
    const fields = [...byField.keys()].filter((f): f is ReminderField => f in EMPTY_REMINDER_FORM);
    return { ok: false, messages: [...new Set(byField.values())], fields };
  }
  return { ok: true, bodies };
}
