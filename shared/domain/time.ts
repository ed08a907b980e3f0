import { TZDate } from "@date-fns/tz";
import { addDays, format, parseISO } from "date-fns";
import { es } from "date-fns/locale/es";

// Local dates and times in a municipality's time zone. Every "today" in the product goes through here.

export const DEFAULT_TIMEZONE = "Europe/Madrid";

/** "yyyy-MM-dd" of `now` in the zone. */
export function localDate(now: Date, timezone: string): string {
  return format(new TZDate(now, timezone), "yyyy-MM-dd");
}

/** "HH:mm" of `now` in the zone. */
export function localTime(now: Date, timezone: string): string {
  return format(new TZDate(now, timezone), "HH:mm");
}

/** A local calendar date moved by whole days ("2026-03-28" + 1 -> "2026-03-29", DST-proof). */
export function addLocalDays(date: string, days: number): string {
  return format(addDays(parseISO(date), days), "yyyy-MM-dd");
}

/** Whole days from `from` to `to` (both local dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseISO(to).getTime() - parseISO(from).getTime()) / 86_400_000);
}

/** The instant a local date + "HH:mm" happens in the zone (a time skipped by DST moves forward). */
export function localInstant(date: string, time: string, timezone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, timezone).getTime());
}

/** Start of the local day as an instant. */
export function startOfLocalDay(date: string, timezone: string): Date {
  return localInstant(date, "00:00", timezone);
}

/** "miércoles, 18 de noviembre" (with the year when asked). */
export function longSpanishDate(date: string, withYear = false): string {
  return format(parseISO(date), withYear ? "EEEE, d 'de' MMMM 'de' yyyy" : "EEEE, d 'de' MMMM", {
    locale: es,
  });
}

/** Monday..Sunday local dates of the week that contains `date`. */
export function weekBounds(date: string): { monday: string; sunday: string } {
  const weekday = (parseISO(date).getDay() + 6) % 7; // Monday = 0
  const monday = addLocalDays(date, -weekday);
  return { monday, sunday: addLocalDays(monday, 6) };
}
