import type { Page } from "@playwright/test";

// Moving a page's clock forward for the full-screen reminder and its snooze.
// `clock.fastForward` fires each due timer at most once and, while the clock also follows real time, it was
// seen to skip the reminder's 15-second tick: the reminder then showed up to 15 s late and the test timed out
// (three failed CI runs). Pausing, running every timer in order, then resuming has no such race.

/**
 * docs/behaviour/09-constants.md: the staff alert list, the family's view of a person's alerts and the person's own
 * help request state are read again every 30 s (React Query's refetchInterval, a timer of the page). Advancing a
 * page's clock by this much brings the next read at once instead of waiting for it.
 */
export const POLL_MS = 30_000;

/** A moment ahead of the page's clock to pause at: pausing in its past throws, and a busy machine is slow. */
const PAUSE_AHEAD_MS = 3_000;

/** Moves the page's clock to `at` (at least PAUSE_AHEAD_MS ahead), firing every timer on the way in order. */
export async function advanceClockTo(page: Page, at: Date | number): Promise<void> {
  const target = typeof at === "number" ? at : at.getTime();
  const pauseAt = (await page.evaluate(() => Date.now())) + PAUSE_AHEAD_MS;
  if (target < pauseAt) throw new Error(`advanceClockTo: ${new Date(target).toISOString()} is too close`);
  await page.clock.pauseAt(pauseAt);
  await page.clock.runFor(target - pauseAt);
  await page.clock.resume();
}

/** Moves the page's clock forward by `ms`, firing every timer on the way in order. */
export async function advanceClock(page: Page, ms: number): Promise<void> {
  await advanceClockTo(page, (await page.evaluate(() => Date.now())) + ms);
}
