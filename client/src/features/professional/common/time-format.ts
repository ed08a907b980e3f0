import { timeAgo } from "@/lib/time-ago";

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const parse = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** 'Hace 3 horas', 'Hace un momento', or 'Nunca' without a date. A clock slightly ahead never says "dentro de". */
export function relativeTime(iso: string | null | undefined, now: Date): string {
  const date = parse(iso);
  if (!date) return "Nunca";
  if (now.getTime() - date.getTime() < 60_000) return "Hace un momento";
  return capitalise(timeAgo(date, now, Math.floor));
}

/** Whole minutes since the instant (0 if it is in the future). */
export function minutesSince(iso: string, now: Date): number {
  const date = parse(iso);
  if (!date) return 0;
  return Math.max(0, Math.floor((now.getTime() - date.getTime()) / 60_000));
}

/** "17 de noviembre de 2026, 10:05" in the municipality's zone. */
export function dateTimeLabel(iso: string | null | undefined, timezone: string): string {
  const date = parse(iso);
  if (!date) return "Nunca";
  const format = (timeZone?: string) =>
    new Intl.DateTimeFormat("es-ES", { dateStyle: "long", timeStyle: "short", timeZone }).format(date);
  try {
    return format(timezone);
  } catch {
    return format();
  }
}

const LONG_DATE = new Intl.DateTimeFormat("es-ES", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "Miércoles, 18 de noviembre de 2026" for a local "yyyy-MM-dd" date (a calendar date: no zone shift). */
export function longDateLabel(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match.map(Number);
  return capitalise(LONG_DATE.format(new Date(Date.UTC(year, month - 1, day))));
}
