// "Due today" cutoff shared by the per-person health query (health.ts) and the rollup one (rollup-queries.ts);
// in a file of its own so neither imports the other.
import { addLocalDays, localInstant, startOfLocalDay } from "@shared/domain/time";
import type { MetricsWindow } from "./window";

const DAY_MS = 24 * 60 * 60 * 1000;
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/**
 * On a day of 24 hours, local times map to instants in order, so today's occurrences already due are exactly
 * those with reminder_time <= the latest "HH:MM" whose instant (shared/domain localInstant) is <= now: found by
 * binary search over the day's minutes. Null: none yet. Undefined: today is a DST-change day, where a skipped
 * time moves forward (02:30 happens after 03:00), so the order breaks and each time is converted instead.
 */
export function dueCutoff(w: MetricsWindow): string | null | undefined {
  const instant = (m: number) => localInstant(w.today, hhmm(m), w.timezone).getTime();
  const dayLength = startOfLocalDay(addLocalDays(w.today, 1), w.timezone).getTime() - instant(0);
  if (dayLength !== DAY_MS) return undefined;
  const now = w.now.getTime();
  if (instant(0) > now) return null;
  let [lo, hi] = [0, 24 * 60 - 1];
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (instant(mid) <= now) lo = mid;
    else hi = mid - 1;
  }
  return hhmm(lo);
}
