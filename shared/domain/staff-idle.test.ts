import { describe, expect, it } from "vitest";
import { STAFF_IDLE_MS, STAFF_IDLE_WARNING_MS, staffIdleState } from "./staff-idle";

const lastUse = new Date("2026-11-28T09:00:00Z");
const after = (ms: number) => new Date(lastUse.getTime() + ms);

describe("staffIdleState", () => {
  it("is active right after use and until just before the warning", () => {
    expect(staffIdleState(lastUse, lastUse)).toEqual({ phase: "active", msLeft: STAFF_IDLE_MS });
    expect(staffIdleState(lastUse, after(STAFF_IDLE_MS - STAFF_IDLE_WARNING_MS - 1)).phase).toBe("active");
  });

  it("warns from exactly two minutes before the end, with the time left", () => {
    expect(STAFF_IDLE_MS - STAFF_IDLE_WARNING_MS).toBe(28 * 60_000);
    expect(staffIdleState(lastUse, after(28 * 60_000))).toEqual({ phase: "warning", msLeft: 2 * 60_000 });
    expect(staffIdleState(lastUse, after(STAFF_IDLE_MS - 1))).toEqual({ phase: "warning", msLeft: 1 });
  });

  it("ends at exactly thirty minutes and stays ended", () => {
    expect(staffIdleState(lastUse, after(30 * 60_000))).toEqual({ phase: "ended", msLeft: 0 });
    expect(staffIdleState(lastUse, after(5 * 60 * 60_000)).phase).toBe("ended");
  });

  it("treats a last use in the future (a clock step back) as just now", () => {
    expect(staffIdleState(after(60_000), lastUse)).toEqual({ phase: "active", msLeft: STAFF_IDLE_MS });
  });
});
