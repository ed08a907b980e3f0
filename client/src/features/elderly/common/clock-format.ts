import { FALLBACK_TIMEZONE } from "./use-elderly-user";

// Intl formatting (no date library) so the home screen stays light.

function formatter(options: Intl.DateTimeFormatOptions, timezone: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat("es-ES", { ...options, timeZone: timezone });
  } catch {
    return new Intl.DateTimeFormat("es-ES", { ...options, timeZone: FALLBACK_TIMEZONE });
  }
}

/** "09:05" in the person's time zone. */
export function formatClock(now: Date, timezone: string): string {
  return formatter({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" }, timezone).format(now);
}

/** "martes, 17 de noviembre de 2026" in the person's time zone (lower case, for inside a sentence). */
export function formatLongDate(now: Date, timezone: string): string {
  return formatter({ weekday: "long", day: "numeric", month: "long", year: "numeric" }, timezone).format(now);
}
