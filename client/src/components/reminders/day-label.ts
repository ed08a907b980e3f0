import { addLocalDays, longSpanishDate } from "@shared/domain/time";

/** 'Hoy', 'Mañana', 'Ayer' or a long date with a capital letter ("Miércoles, 18 de noviembre"). */
export function dayLabel(date: string, today: string): string {
  if (date === today) return "Hoy";
  if (date === addLocalDays(today, 1)) return "Mañana";
  if (date === addLocalDays(today, -1)) return "Ayer";
  const text = longSpanishDate(date);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
