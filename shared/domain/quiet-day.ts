import { addLocalDays, localDate, localInstant, localTime } from "./time";

// A quiet day (docs/behaviour/14-daily-routine.md#quiet-day): the tablet not used within the person's usual
// active hours. The hours are learned from the last 14 local days (today excluded): the median time of the
// first use and of the last use of each active day, widened by an hour on each side. Pure: uses, clock and
// municipality time zone come in as arguments.

/** How far back the usual hours are learned from. */
export const QUIET_DAY_HISTORY_DAYS = 14;
/**
 * Active days needed before a day may be called quiet: half the window. Fewer, and the hours are a guess (a new
 * person, or one who uses the tablet now and then), so nothing is flagged.
 */
export const QUIET_DAY_MIN_ACTIVE_DAYS = 7;
/** A day that starts a little late or ends a little early is not quiet. */
export const QUIET_DAY_MARGIN_MINUTES = 60;

export type UsualHours = { from: string; to: string; activeDays: number };

export type QuietDay =
  | { kind: "not-enough-history"; activeDays: number }
  /** The usual hours have not ended yet today (or the tablet was used within them). */
  | { kind: "not-quiet"; hours: UsualHours }
  | { kind: "quiet"; hours: UsualHours; since: Date };

const minutesOf = (time: string) => {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
};
const timeOf = (minutes: number) => {
  const clamped = Math.min(Math.max(minutes, 0), 23 * 60 + 59);
  return `${String(Math.floor(clamped / 60)).padStart(2, "0")}:${String(clamped % 60).padStart(2, "0")}`;
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
};

/** The person's usual hours from their uses of the last 14 local days before today, or null with too few days. */
export function usualActiveHours(uses: readonly Date[], now: Date, timezone: string): UsualHours | { activeDays: number } {
  const today = localDate(now, timezone);
  const first = addLocalDays(today, -QUIET_DAY_HISTORY_DAYS);
  const byDay = new Map<string, number[]>();
  for (const use of uses) {
    const day = localDate(use, timezone);
    if (day < first || day >= today) continue;
    const list = byDay.get(day) ?? [];
    list.push(minutesOf(localTime(use, timezone)));
    byDay.set(day, list);
  }
  const activeDays = byDay.size;
  if (activeDays < QUIET_DAY_MIN_ACTIVE_DAYS) return { activeDays };
  const days = [...byDay.values()];
  return {
    from: timeOf(median(days.map((d) => Math.min(...d))) - QUIET_DAY_MARGIN_MINUTES),
    to: timeOf(median(days.map((d) => Math.max(...d))) + QUIET_DAY_MARGIN_MINUTES),
    activeDays,
  };
}

/**
 * Whether today is a quiet day: once the usual hours have ended, no use within them. `since` is when the usual
 * hours ended (the agenda item's time: a call logged after it answers it).
 */
export function quietDay(uses: readonly Date[], now: Date, timezone: string): QuietDay {
  const hours = usualActiveHours(uses, now, timezone);
  if (!("from" in hours)) return { kind: "not-enough-history", activeDays: hours.activeDays };
  const today = localDate(now, timezone);
  const start = localInstant(today, hours.from, timezone);
  const end = localInstant(today, hours.to, timezone);
  if (now.getTime() < end.getTime()) return { kind: "not-quiet", hours };
  const isUsed = uses.some((use) => use.getTime() >= start.getTime() && use.getTime() <= end.getTime());
  return isUsed ? { kind: "not-quiet", hours } : { kind: "quiet", hours, since: end };
}
