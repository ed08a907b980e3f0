// 'Ánimo bajo': the days on which the assistant read low mood in a person's saved conversations, and when those
// days make a week of low mood (docs/behaviour/13-later-additions.md#low-mood). Pure: `now` comes in.
import type { EmotionalState } from "./chat-topics";
import { addLocalDays, daysBetween, localDate, longSpanishDate } from "./time";

/** The assistant's readings that count as low mood: sadness, loneliness, grief, worry, distress. */
export const LOW_MOOD_STATES: readonly EmotionalState[] = ["needs emotional support"];
/** The sign and the list look at today and the six local days before it. */
export const LOW_MOOD_WINDOW_DAYS = 7;
/** Days of low mood within the window that put a person on the 'Ánimo bajo esta semana' list. */
export const LOW_MOOD_WEEK_MIN_DAYS = 3;
/** Days kept before the clean-up deletes them: the window with a margin, nothing older is ever shown. */
export const LOW_MOOD_RETENTION_DAYS = 14;

export function isLowMoodState(state: string): state is EmotionalState {
  return (LOW_MOOD_STATES as readonly string[]).includes(state);
}

/** First and last local day of the window (both included), in the municipality's zone. */
export function lowMoodWindow(now: Date, timezone: string): { from: string; to: string } {
  const to = localDate(now, timezone);
  return { from: addLocalDays(to, 1 - LOW_MOOD_WINDOW_DAYS), to };
}

/** The distinct days inside the window, newest first (a day after today, from a clock ahead, is left out). */
export function lowMoodDaysInWindow(days: readonly string[], now: Date, timezone: string): string[] {
  const { from, to } = lowMoodWindow(now, timezone);
  return [...new Set(days)].filter((day) => day >= from && day <= to).sort((a, b) => b.localeCompare(a));
}

/** The newest day of low mood in the window, for the sign; null when there is none. */
export function latestLowMoodDay(days: readonly string[], now: Date, timezone: string): string | null {
  return lowMoodDaysInWindow(days, now, timezone)[0] ?? null;
}

/** Low mood on LOW_MOOD_WEEK_MIN_DAYS or more distinct days of the window. */
export function isLowMoodWeek(days: readonly string[], now: Date, timezone: string): boolean {
  return lowMoodDaysInWindow(days, now, timezone).length >= LOW_MOOD_WEEK_MIN_DAYS;
}

/** 'hoy', 'ayer' or 'el lunes, 16 de noviembre', to follow 'Ánimo bajo' on the sign. */
export function lowMoodDayLabel(day: string, now: Date, timezone: string): string {
  const ago = daysBetween(day, localDate(now, timezone));
  if (ago === 0) return "hoy";
  if (ago === 1) return "ayer";
  return `el ${longSpanishDate(day)}`;
}
