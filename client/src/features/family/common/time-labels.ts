import { localDate, localTime } from "@shared/domain/time";
import { dayLabel } from "@/components/reminders/day-label";

/** "Hoy, 10:32" for an instant, in the user's time zone. */
export function instantLabel(at: Date, now: Date, timezone: string): string {
  return `${dayLabel(localDate(at, timezone), localDate(now, timezone))}, ${localTime(at, timezone)}`;
}
