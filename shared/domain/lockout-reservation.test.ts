import { describe, expect, it } from "vitest";
import {
  isLocked,
  type LockoutState,
  MINUTE_MS,
  PASSWORD_POLICY,
  PIN_IP_POLICY,
  PIN_NAME_POLICY,
  refundAttempt,
  reserveAttempt,
} from "./lockout";

const t0 = new Date("2026-11-18T10:00:00Z");
const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE_MS);

/** Reserves `times` attempts in a row, as parallel requests queued on the row lock would. */
function reserveMany(policy: typeof PIN_NAME_POLICY, times: number, start: LockoutState | null, when: Date) {
  let state = start;
  let admitted = 0;
  let locks = 0;
  for (let i = 0; i < times; i++) {
    const r = reserveAttempt(policy, state, when);
    if (r.isRefused) continue;
    admitted++;
    if (r.justLocked) locks++;
    state = r.state;
  }
  return { state: state!, admitted, locks };
}

describe("reserving attempts before the secret is checked", () => {
  it("admits exactly maxFailures of a burst, then refuses without writing", () => {
    for (const policy of [PIN_NAME_POLICY, PASSWORD_POLICY, PIN_IP_POLICY]) {
      const { state, admitted, locks } = reserveMany(policy, 250, null, t0);
      expect(admitted).toBe(policy.maxFailures);
      expect(locks).toBe(1);
      expect(state.failures).toBe(policy.maxFailures);
      expect(isLocked(state, t0)).toBe(true);
    }
  });

  it("locks on the reservation of the last allowed attempt, not before", () => {
    const four = reserveMany(PIN_NAME_POLICY, 4, null, t0).state;
    expect(isLocked(four, t0)).toBe(false);
    const fifth = reserveAttempt(PIN_NAME_POLICY, four, t0);
    expect(fifth.isRefused).toBe(false);
    expect(fifth.isRefused === false && fifth.justLocked).toBe(true);
  });

  it("refuses until the last millisecond of the lock and admits at its end", () => {
    const { state } = reserveMany(PIN_NAME_POLICY, 5, null, t0);
    expect(reserveAttempt(PIN_NAME_POLICY, state, at(14.999)).isRefused).toBe(true);
    const after = reserveAttempt(PIN_NAME_POLICY, state, at(15));
    expect(after.isRefused).toBe(false);
    if (!after.isRefused) expect(after.state.failures).toBe(1);
  });

  it("a refund after a right secret gives back one failure", () => {
    const { state } = reserveMany(PASSWORD_POLICY, 3, null, t0);
    expect(refundAttempt(state, false)).toEqual({ ...state, failures: 2 });
    expect(refundAttempt({ ...state, failures: 0 }, false).failures).toBe(0);
  });

  it("a refund lifts the lock its own reservation started, and forgets that lock for the doubling", () => {
    const four = reserveMany(PIN_NAME_POLICY, 4, null, t0).state;
    const fifth = reserveAttempt(PIN_NAME_POLICY, four, t0);
    if (fifth.isRefused) throw new Error("the fifth attempt must be admitted");
    const refunded = refundAttempt(fifth.state, fifth.justLocked);
    expect(isLocked(refunded, t0)).toBe(false);
    expect(refunded.lockCount).toBe(0);
    expect(refunded.failures).toBe(4);
  });

  it("a refund of an attempt that did not lock keeps a lock started by another", () => {
    const locked = reserveMany(PIN_NAME_POLICY, 5, null, t0).state;
    expect(isLocked(refundAttempt(locked, false), t0)).toBe(true);
  });
});
