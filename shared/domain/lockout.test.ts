import { describe, expect, it } from "vitest";
import {
  isLocked,
  type LockoutState,
  lockDurationMs,
  MAX_LOCK_MS,
  MINUTE_MS,
  minutesLeft,
  PASSWORD_POLICY,
  PIN_IP_POLICY,
  PIN_NAME_POLICY,
  registerFailure,
} from "./lockout";

const t0 = new Date("2026-11-18T10:00:00Z");
const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE_MS);

function fail(policy: typeof PIN_NAME_POLICY, times: number, start: LockoutState | null, when: Date) {
  let state = start;
  let locks = 0;
  for (let i = 0; i < times; i++) {
    const r = registerFailure(policy, state, when);
    state = r.state;
    if (r.justLocked) locks++;
  }
  return { state: state!, locks };
}

describe("PIN per-name lockout", () => {
  it("does not lock on the 4th failure and locks on the 5th for 15 minutes", () => {
    expect(isLocked(fail(PIN_NAME_POLICY, 4, null, t0).state, t0)).toBe(false);
    const { state, locks } = fail(PIN_NAME_POLICY, 5, null, t0);
    expect(locks).toBe(1);
    expect(isLocked(state, at(14.99))).toBe(true);
    expect(isLocked(state, at(15))).toBe(false);
    expect(minutesLeft(state, at(10))).toBe(5);
  });

  it("doubles the lock each time: 15, 30, 60 minutes", () => {
    let { state } = fail(PIN_NAME_POLICY, 5, null, t0);
    ({ state } = fail(PIN_NAME_POLICY, 5, state, at(15)));
    expect(state.lockedUntil).toEqual(at(45));
    ({ state } = fail(PIN_NAME_POLICY, 5, state, at(45)));
    expect(state.lockedUntil).toEqual(at(105));
  });

  it("caps the doubling at one day", () => {
    expect(lockDurationMs(PIN_NAME_POLICY, 1)).toBe(15 * MINUTE_MS);
    expect(lockDurationMs(PIN_NAME_POLICY, 20)).toBe(MAX_LOCK_MS);
  });

  it("allows at most 35 guesses per name in 24 hours", () => {
    let state: LockoutState | null = null;
    let now = t0;
    let guesses = 0;
    while (now.getTime() < at(24 * 60).getTime()) {
      if (isLocked(state, now)) {
        now = state!.lockedUntil!;
        continue;
      }
      state = registerFailure(PIN_NAME_POLICY, state, now).state;
      guesses++;
    }
    expect(guesses).toBeLessThanOrEqual(35);
  });
});

describe("PIN per-address window", () => {
  it("locks at 30 failures inside 15 minutes, but not when spread over windows", () => {
    expect(isLocked(fail(PIN_IP_POLICY, 29, null, t0).state, t0)).toBe(false);
    expect(isLocked(fail(PIN_IP_POLICY, 30, null, t0).state, t0)).toBe(true);
    const first = fail(PIN_IP_POLICY, 29, null, t0).state;
    const later = fail(PIN_IP_POLICY, 1, first, at(15)).state;
    expect(later.failures).toBe(1);
    expect(isLocked(later, at(15))).toBe(false);
  });

  it("never doubles", () => {
    const { state } = fail(PIN_IP_POLICY, 30, null, t0);
    const again = fail(PIN_IP_POLICY, 30, state, at(15)).state;
    expect(again.lockedUntil).toEqual(at(30));
  });
});

describe("password lockout", () => {
  it("locks on the 10th consecutive failure for 15 minutes", () => {
    expect(isLocked(fail(PASSWORD_POLICY, 9, null, t0).state, t0)).toBe(false);
    const { state } = fail(PASSWORD_POLICY, 10, null, t0);
    expect(state.lockedUntil).toEqual(at(15));
  });
});
