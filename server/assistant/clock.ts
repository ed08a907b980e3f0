// Local date and time sentences in the municipality's time zone.
import { TZDate } from "@date-fns/tz";
import { addDays, format } from "date-fns";
import { es } from "date-fns/locale";

export function localNow(now: Date, timezone: string): TZDate {
  return new TZDate(now.getTime(), timezone);
}

/** "miércoles, 18 de noviembre de 2026" */
export function longSpanishDate(date: Date, dayOffset = 0): string {
  return format(addDays(date, dayOffset), "EEEE, d 'de' MMMM 'de' yyyy", { locale: es });
}

/** "Son las 11:30", "Es la 1:05", "Son las 0:05" (24-hour clock, as on the home screen). */
export function spokenTime(date: Date): string {
  const hhmm = format(date, "H:mm");
  return date.getHours() === 1 ? `Es la ${hhmm}` : `Son las ${hhmm}`;
}

/** "a las 9:00" / "a la 1:30" from a reminder's "HH:MM". */
export function atTime(reminderTime: string): string {
  const [h = "0", m = "00"] = reminderTime.split(":");
  const hour = Number.parseInt(h, 10);
  if (Number.isNaN(hour)) return `a las ${reminderTime}`;
  return `${hour === 1 ? "a la" : "a las"} ${hour}:${m.padStart(2, "0").slice(0, 2)}`;
}

/** Minutes since local midnight, for comparing with "HH:MM". */
export function minutesOfDay(date: Date): number {
  return date.getHours() * 60 + date.getMinutes();
}

export function reminderMinutes(reminderTime: string): number {
  const [h = "0", m = "0"] = reminderTime.split(":");
  return Number.parseInt(h, 10) * 60 + Number.parseInt(m, 10);
}

/** "Buenos días" until 14:00, "Buenas tardes" until 21:00, then "Buenas noches" (Spanish custom). */
export function dayGreeting(date: Date): string {
  const h = date.getHours();
  if (h >= 6 && h < 14) return "Buenos días";
  if (h >= 14 && h < 21) return "Buenas tardes";
  return "Buenas noches";
}
