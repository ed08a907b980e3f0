// Local dates and times in a municipality's time zone. Every "today" in the product goes through here.
// The zone's rules come from the runtime's Intl (the browser's or Node's time zone data): no date library, so the
// tablet does not download one (docs/performance.md).

export const DEFAULT_TIMEZONE = "Europe/Madrid";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock reading of an instant in the zone, as the UTC time with the same fields (seconds precision). */
function wallClock(instant: number, timezone: string): number {
  let format = wallClockFormats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: timezone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    wallClockFormats.set(timezone, format);
  }
  const field: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of format.formatToParts(instant)) field[part.type] = Number(part.value);
  return Date.UTC(field.year ?? 0, (field.month ?? 1) - 1, field.day, field.hour, field.minute, field.second);
}

/** The zone's offset from UTC at the instant, in ms (Madrid in winter: +3,600,000). */
function offsetAt(instant: number, timezone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClock(whole, timezone) - whole;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** "yyyy-MM-dd" of a UTC time's fields. */
const isoDate = (utc: number) => new Date(utc).toISOString().slice(0, 10);

/** A "yyyy-MM-dd" date as the UTC midnight of that calendar day. */
function utcDay(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return Date.UTC(y, m - 1, d);
}

/** "yyyy-MM-dd" of `now` in the zone. */
export function localDate(now: Date, timezone: string): string {
  return isoDate(wallClock(now.getTime(), timezone));
}

/** "HH:mm" of `now` in the zone. */
export function localTime(now: Date, timezone: string): string {
  const wall = new Date(wallClock(now.getTime(), timezone));
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** ISO weekday (1 Monday … 7 Sunday) of `now` in the zone. */
export function localIsoWeekday(now: Date, timezone: string): number {
  return ((new Date(wallClock(now.getTime(), timezone)).getUTCDay() + 6) % 7) + 1;
}

/** A local calendar date moved by whole days ("2026-03-28" + 1 -> "2026-03-29", DST-proof). */
export function addLocalDays(date: string, days: number): string {
  return isoDate(utcDay(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (both local dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/**
 * The instant a local date + "HH:mm" happens in the zone, read as PostgreSQL reads a local time (the metrics'
 * SQL does the same): a time skipped by DST moves forward (02:30 on the spring day is 03:30 summer time), and a time
 * that happens twice is the later one (02:30 on the autumn day is 02:30 winter time).
 */
export function localInstant(date: string, time: string, timezone: string): Date {
  const [hh, mm] = time.split(":").map(Number);
  const wall = utcDay(date) + (hh * 60 + mm) * MINUTE_MS;
  // The offsets a day either side: a change of offset happens at most once in between.
  const candidates = [offsetAt(wall - DAY_MS, timezone), offsetAt(wall + DAY_MS, timezone)].map((offset) => wall - offset);
  const existing = candidates.filter((instant) => wallClock(instant, timezone) === wall);
  return new Date(Math.max(...(existing.length > 0 ? existing : candidates)));
}

/** Start of the local day as an instant. */
export function startOfLocalDay(date: string, timezone: string): Date {
  return localInstant(date, "00:00", timezone);
}

const WEEKDAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];
const MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];

/** "miércoles, 18 de noviembre" (with the year when asked). */
export function longSpanishDate(date: string, withYear = false): string {
  const day = new Date(utcDay(date));
  const text = `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} de ${MONTHS[day.getUTCMonth()]}`;
  return withYear ? `${text} de ${day.getUTCFullYear()}` : text;
}

/** "lunes 5": the weekday and the day of the month of a local date. */
export function weekdayAndDay(date: string): string {
  const day = new Date(utcDay(date));
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()}`;
}

/** Monday..Sunday local dates of the week that contains `date`. */
export function weekBounds(date: string): { monday: string; sunday: string } {
  const weekday = (new Date(utcDay(date)).getUTCDay() + 6) % 7; // Monday = 0
  const monday = addLocalDays(date, -weekday);
  return { monday, sunday: addLocalDays(monday, 6) };
}
