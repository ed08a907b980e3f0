import { addLocalDays, localDate, localTime, longSpanishDate } from "@shared/domain/time";

/** 'Hoy', 'Mañana', 'Ayer' or a long date with a capital letter ("Miércoles, 18 de noviembre"). */
export function dayLabel(date: string, today: string): string {
  if (date === today) return "Hoy";
  if (date === addLocalDays(today, 1)) return "Mañana";
  if (date === addLocalDays(today, -1)) return "Ayer";
  const text = longSpanishDate(date);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Hoy, 10:32" for an instant, in the user's time zone. */
export function instantLabel(at: Date, now: Date, timezone: string): string {
  return `${dayLabel(localDate(at, timezone), localDate(now, timezone))}, ${localTime(at, timezone)}`;
}
