// Pure lockout arithmetic (docs/behaviour/06-roles-and-access.md#credentials-and-lockouts). The server stores the state
// per (kind, key) and calls these with the current time, so every boundary is testable without sleeping.

export const MINUTE_MS = 60_000;

export type LockoutPolicy = {
  /** Consecutive failures (or failures inside the window) that trigger a lock. */
  maxFailures: number;
  /** First lock duration. */
  lockMs: number;
  /** Double the lock on each repeat lock (until a success resets it). */
  doubling: boolean;
  /** When set, failures only count inside a rolling window of this length (per-IP limit). */
  windowMs?: number;
};

export const PIN_NAME_POLICY: LockoutPolicy = { maxFailures: 5, lockMs: 15 * MINUTE_MS, doubling: true };
export const PIN_IP_POLICY: LockoutPolicy = {
  maxFailures: 30,
  lockMs: 15 * MINUTE_MS,
  doubling: false,
  windowMs: 15 * MINUTE_MS,
};
export const PASSWORD_POLICY: LockoutPolicy = { maxFailures: 10, lockMs: 15 * MINUTE_MS, doubling: false };
/** Password failures from one address across accounts: the same limit as PIN guessing per address. */
export const PASSWORD_IP_POLICY: LockoutPolicy = { ...PIN_IP_POLICY };
/**
 * Self-registrations from one address (both portals together): every attempt counts, not only
 * failures, since each may create an account or probe an older person's name. Beyond `perHour`
 * attempts in the hour, the address waits out the rest of an hour.
 */
const REGISTRATIONS_PER_HOUR = 5;
export const registerIpPolicy = (perHour = REGISTRATIONS_PER_HOUR): LockoutPolicy => ({
  maxFailures: perHour,
  lockMs: 60 * MINUTE_MS,
  doubling: false,
  windowMs: 60 * MINUTE_MS,
});
/** The doubling stops growing here so a lock never outlives a day. */
export const MAX_LOCK_MS = 24 * 60 * MINUTE_MS;

export type LockoutState = {
  failures: number;
  lockCount: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
};

const emptyLockoutState = (now: Date): LockoutState => ({
  failures: 0,
  lockCount: 0,
  windowStartedAt: now,
  lockedUntil: null,
});

export function isLocked(state: LockoutState | null, now: Date): boolean {
  return !!state?.lockedUntil && state.lockedUntil.getTime() > now.getTime();
}

/** Minutes left on a lock, rounded up (for messages); 0 when not locked. */
export function minutesLeft(state: LockoutState | null, now: Date): number {
  if (!state?.lockedUntil) return 0;
  return Math.max(0, Math.ceil((state.lockedUntil.getTime() - now.getTime()) / MINUTE_MS));
}

export function lockDurationMs(policy: LockoutPolicy, lockCount: number): number {
  if (!policy.doubling) return policy.lockMs;
  return Math.min(MAX_LOCK_MS, policy.lockMs * 2 ** Math.max(0, lockCount - 1));
}

/** State after one more failure. `justLocked` is true only on the failure that starts a lock. */
export function registerFailure(
  policy: LockoutPolicy,
  previous: LockoutState | null,
  now: Date,
): { state: LockoutState; justLocked: boolean } {
  let state = previous ?? emptyLockoutState(now);
  // An expired lock starts a fresh count but remembers how many locks came before (for doubling).
  if (state.lockedUntil && state.lockedUntil.getTime() <= now.getTime()) {
    state = { ...state, failures: 0, lockedUntil: null, windowStartedAt: now };
  }
  if (policy.windowMs && now.getTime() - state.windowStartedAt.getTime() >= policy.windowMs) {
    state = { ...state, failures: 0, windowStartedAt: now };
  }
  const failures = state.failures + 1;
  if (failures >= policy.maxFailures) {
    const lockCount = state.lockCount + 1;
    return {
      state: {
        failures,
        lockCount,
        windowStartedAt: state.windowStartedAt,
        lockedUntil: new Date(now.getTime() + lockDurationMs(policy, lockCount)),
      },
      justLocked: true,
    };
  }
  return { state: { ...state, failures }, justLocked: false };
}

/**
 * One attempt counted before its secret is checked (so parallel guesses cannot all pass the check before any is
 * counted): refused, state unchanged, while locked; otherwise counted as a failure, which may start a lock.
 * A right secret then gives the attempt back with `refundAttempt`.
 */
export function reserveAttempt(
  policy: LockoutPolicy,
  previous: LockoutState | null,
  now: Date,
): { isRefused: true } | { isRefused: false; state: LockoutState; justLocked: boolean } {
  if (isLocked(previous, now)) return { isRefused: true };
  return { isRefused: false, ...registerFailure(policy, previous, now) };
}

/** Gives back one reserved attempt whose secret was right: one failure fewer, and the lock it started lifted. */
export function refundAttempt(state: LockoutState, didReservationLock: boolean): LockoutState {
  const failures = Math.max(0, state.failures - 1);
  if (!didReservationLock) return { ...state, failures };
  return { ...state, failures, lockedUntil: null, lockCount: Math.max(0, state.lockCount - 1) };
}
