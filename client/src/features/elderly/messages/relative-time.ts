import { timeAgo } from "@/lib/time-ago";
import { FALLBACK_TIMEZONE } from "../common/use-elderly-user";

/** "Hace 2 horas" (capitalised), from an ISO instant; under a minute "Ahora mismo" (never "Dentro de"). */
export function relativeTime(iso: string, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (now.getTime() - date.getTime() < 60_000) return "Ahora mismo";
  const text = timeAgo(date, now);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "17 de noviembre de 2026, 10:05" in the person's zone (shown as the exact date). */
export function absoluteTime(iso: string, timezone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const options: Intl.DateTimeFormatOptions = { dateStyle: "long", timeStyle: "short" };
  try {
    return new Intl.DateTimeFormat("es-ES", { ...options, timeZone: timezone }).format(date);
  } catch {
    return new Intl.DateTimeFormat("es-ES", { ...options, timeZone: FALLBACK_TIMEZONE }).format(date);
  }
}
