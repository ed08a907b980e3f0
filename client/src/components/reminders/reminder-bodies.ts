import { createReminderRequest } from "@shared/api/reminders";
import { EMPTY_REMINDER_FORM, type ReminderBody, type ReminderField, type ReminderFormValues } from "./reminder-form-values";

// The requests built from the reminder dialog, checked with the shared schema (docs/behaviour/05-validation.md):
// only the form imports this, so the schema loads with the dialog's form, not with the screens that list reminders.

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
