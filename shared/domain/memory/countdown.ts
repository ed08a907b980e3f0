// WCAG 2.2.1: the memorize and recall countdowns can be paused and extended. Time is kept
// as timestamps, not as a counter decremented by ticks, so a late or throttled timer never loses or
// gains time: what is left is always computed from `now`.

/** A countdown of `totalMs`; `runningSince` is null while paused. */
export type Countdown = {
  totalMs: number;
  /** Time used up before the current run (all earlier runs, ended by a pause). */
  usedMs: number;
  runningSince: number | null;
};

export function startCountdown(seconds: number, now: number): Countdown {
  return { totalMs: Math.max(0, seconds) * 1000, usedMs: 0, runningSince: now };
}

export function isCountdownPaused(countdown: Countdown): boolean {
  return countdown.runningSince === null;
}

function usedMs(countdown: Countdown, now: number): number {
  const running = countdown.runningSince === null ? 0 : Math.max(0, now - countdown.runningSince);
  return countdown.usedMs + running;
}

export function remainingMs(countdown: Countdown, now: number): number {
  return Math.max(0, countdown.totalMs - usedMs(countdown, now));
}

/** Whole seconds shown to the person: rounded up, so '1 s' is shown until the very end. */
export function remainingSeconds(countdown: Countdown, now: number): number {
  return Math.ceil(remainingMs(countdown, now) / 1000);
}

export function isCountdownOver(countdown: Countdown, now: number): boolean {
  return remainingMs(countdown, now) === 0;
}

/** Freezes the time left; pausing a paused or finished countdown changes nothing. */
export function pauseCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.runningSince === null) return countdown;
  return { ...countdown, usedMs: Math.min(countdown.totalMs, usedMs(countdown, now)), runningSince: null };
}

export function resumeCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.runningSince !== null) return countdown;
  return { ...countdown, runningSince: now };
}

/**
 * Adds `seconds` to the time left (paused or running). A countdown that already reached 0 stays over:
 * the phase has ended and its answer was checked, so time cannot be added afterwards.
 */
export function extendCountdown(countdown: Countdown, seconds: number, now: number): Countdown {
  if (isCountdownOver(countdown, now) || seconds <= 0) return countdown;
  return { ...countdown, totalMs: countdown.totalMs + seconds * 1000 };
}

/**
 * WCAG 2.2.1 asks that an extension give at least 20 s. 'Más tiempo' gives the phase's own length
 * again, and never less than 30 s: the documented lengths were chosen for each phase, so someone who needs
 * more needs about as much again (a 120 s card game gains 120 s, not a token 30 s), while the short
 * memorize phases (5-15 s) would gain too little from their own length to be worth the press. The
 * button works any number of times.
 */
const MIN_EXTRA_SECONDS = 30;

export function extraSecondsFor(phaseSeconds: number): number {
  return Math.max(MIN_EXTRA_SECONDS, phaseSeconds);
}

/**
 * Seconds left at which a screen reader is told the time (a polite message). Announcing every second
 * would drown out everything else; these give a warning in time to press 'Más tiempo' or 'Pausar'.
 */
const ANNOUNCE_AT_SECONDS = [60, 30, 10] as const;

/**
 * The threshold crossed going from `before` to `after` seconds left (the lowest if several were
 * crossed at once, e.g. after the tab slept), or null. Growing time (an extension) crosses nothing.
 */
export function crossedAnnouncement(before: number, after: number): number | null {
  if (after >= before) return null;
  const crossed = ANNOUNCE_AT_SECONDS.filter((mark) => before > mark && after <= mark && after > 0);
  return crossed.length === 0 ? null : Math.min(...crossed);
}

/** Spanish words for a time left: '1 minuto y 5 segundos', '30 segundos', '1 segundo'. */
export function spokenSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const unit = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (minutes === 0) return unit(rest, "segundo", "segundos");
  const m = unit(minutes, "minuto", "minutos");
  return rest === 0 ? m : `${m} y ${unit(rest, "segundo", "segundos")}`;
}
