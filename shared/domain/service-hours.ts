import { TZDate } from "@date-fns/tz";
import { localTime } from "./time";

// When the programme's staff are at their desks, and the response targets each municipality sets for itself.

/** Days are ISO weekdays (1 = Monday … 7 = Sunday); times "HH:mm" local to the municipality, `to` exclusive. */
export type StaffedHours = { days: number[]; from: string; to: string };

export const DEFAULT_STAFFED_HOURS: StaffedHours = { days: [1, 2, 3, 4, 5], from: "08:00", to: "15:00" };
/** Telecare practice: an alarm acknowledged within a minute, attended within a quarter of an hour. */
export const DEFAULT_ACK_TARGET_SECONDS = 60;
export const DEFAULT_ATTEND_TARGET_SECONDS = 15 * 60;

/** Whether `now` falls inside the staffed hours, in the municipality's time zone. */
export function isWithinStaffedHours(hours: StaffedHours, now: Date, timezone: string): boolean {
  const isoWeekday = ((new TZDate(now, timezone).getDay() + 6) % 7) + 1;
  if (!hours.days.includes(isoWeekday)) return false;
  const time = localTime(now, timezone);
  return time >= hours.from && time < hours.to;
}
