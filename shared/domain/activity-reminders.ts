import type { ProgramRecurrence } from "./enums";
import { isoWeekday } from "./reminder-repeat";
import { localDate, startOfLocalDay } from "./time";

// The reminder a programme activity puts in each of its people's lists
// (docs/behaviour/10-domain-rules.md#programme-activities).

/** An activity without an hour reminds at this local time. */
export const ACTIVITY_DEFAULT_TIME = "10:00";

type Activity = {
  scheduledDate: string | null;
  scheduledTime: string | null;
  recurrence: ProgramRecurrence;
  /** When it was planned: a repeating activity without a date starts that day. */
  createdAt: Date;
};

export type ActivityReminderSchedule = {
  reminderTime: string;
  recurrence: "daily" | "once";
  reminderDate: string | null;
  weekdays: number[] | null;
  monthDay: number | null;
  /** When the reminder starts to exist (its createdAt): a repeating one not before its first day. */
  startsAt: Date;
};

/**
 * once → on its date (today when none); daily → every day; weekly → every week on the weekday of its date;
 * monthly → every month on the day of the month of its date (months without that day have none, as a calendar
 * does). The date of a repeating activity is its first day (the day it was planned when none): no reminder
 * before it. A one-off without a date is today's.
 */
export function activityReminderSchedule(a: Activity, now: Date, timezone: string): ActivityReminderSchedule {
  const today = localDate(now, timezone);
  const first = a.scheduledDate || (a.recurrence === "once" ? today : localDate(a.createdAt, timezone));
  const reminderTime = a.scheduledTime || ACTIVITY_DEFAULT_TIME;
  const none = { weekdays: null, monthDay: null };
  if (a.recurrence === "once") return { reminderTime, recurrence: "once", reminderDate: first, ...none, startsAt: now };
  const startsAt = first > today ? startOfLocalDay(first, timezone) : now;
  const repeating = { reminderTime, recurrence: "daily" as const, reminderDate: null, startsAt };
  if (a.recurrence === "weekly") return { ...repeating, ...none, weekdays: [isoWeekday(first)] };
  if (a.recurrence === "monthly") return { ...repeating, ...none, monthDay: Number(first.slice(8, 10)) };
  return { ...repeating, ...none };
}
