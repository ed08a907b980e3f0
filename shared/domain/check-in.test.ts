import { describe, expect, it } from "vitest";
import {
  CHECK_IN_MESSAGES,
  type CheckInPlanRule,
  checkInDueAt,
  checkInEveningDeadline,
  checkInPlanProblems,
  checkInStatus,
  checkInTodayLabel,
  isCheckInAlertDue,
} from "./check-in";

const TZ = "Europe/Madrid";
const at = (iso: string) => new Date(iso);
const plan = (extra: Partial<CheckInPlanRule> = {}): CheckInPlanRule => ({
  isEnabled: true,
  time: "10:00",
  graceMinutes: 120,
  ...extra,
});
const status = (now: string, extra: { plan?: CheckInPlanRule; answeredAt?: string; lastUseAt?: string } = {}) =>
  checkInStatus({
    plan: extra.plan ?? plan(),
    answeredAt: extra.answeredAt ? at(extra.answeredAt) : null,
    lastUseAt: extra.lastUseAt ? at(extra.lastUseAt) : null,
    now: at(now),
    timeZone: TZ,
  });

describe("when the greeting is due", () => {
  it("is the plan's local time: UTC+1 in winter, UTC+2 in summer", () => {
    expect(checkInDueAt(plan(), "2026-11-18", TZ).toISOString()).toBe("2026-11-18T09:00:00.000Z");
    expect(checkInDueAt(plan(), "2026-07-10", TZ).toISOString()).toBe("2026-07-10T08:00:00.000Z");
  });

  it("follows the spring change: the day itself is already summer time, a skipped time moves forward", () => {
    expect(checkInDueAt(plan(), "2026-03-28", TZ).toISOString()).toBe("2026-03-28T09:00:00.000Z");
    expect(checkInDueAt(plan(), "2026-03-29", TZ).toISOString()).toBe("2026-03-29T08:00:00.000Z");
    // 02:30 does not exist on 29 March: it happens at 03:30 summer time.
    expect(checkInDueAt(plan({ time: "02:30" }), "2026-03-29", TZ).toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });

  it("follows the autumn change", () => {
    expect(checkInDueAt(plan(), "2026-10-24", TZ).toISOString()).toBe("2026-10-24T08:00:00.000Z");
    expect(checkInDueAt(plan(), "2026-10-25", TZ).toISOString()).toBe("2026-10-25T09:00:00.000Z");
  });

  it("puts the evening deadline at 20:00 local", () => {
    expect(checkInEveningDeadline("2026-11-18", TZ).toISOString()).toBe("2026-11-18T19:00:00.000Z");
    expect(checkInEveningDeadline("2026-03-29", TZ).toISOString()).toBe("2026-03-29T18:00:00.000Z");
    expect(checkInEveningDeadline("2026-10-25", TZ).toISOString()).toBe("2026-10-25T19:00:00.000Z");
  });
});

describe("the day's status", () => {
  it("is not due before the time, pending until the grace ends, missed from that instant", () => {
    expect(status("2026-11-18T08:59:59.999Z")).toBe("not-due");
    expect(status("2026-11-18T09:00:00Z")).toBe("pending");
    expect(status("2026-11-18T10:59:59.999Z")).toBe("pending");
    expect(status("2026-11-18T11:00:00Z")).toBe("missed");
  });

  it("is answered once there is today's answer, whatever the clock says", () => {
    expect(status("2026-11-18T09:30:00Z", { answeredAt: "2026-11-18T09:10:00Z" })).toBe("answered");
    expect(status("2026-11-18T20:00:00Z", { answeredAt: "2026-11-18T09:10:00Z" })).toBe("answered");
  });

  it("is not missed when the tablet was used since the due time (a use before it does not count)", () => {
    expect(status("2026-11-18T12:00:00Z", { lastUseAt: "2026-11-18T08:59:59Z" })).toBe("missed");
    expect(status("2026-11-18T12:00:00Z", { lastUseAt: "2026-11-18T09:00:00Z" })).toBe("pending");
    expect(status("2026-11-18T12:00:00Z", { lastUseAt: "2026-11-18T11:30:00Z" })).toBe("pending");
  });

  it("is never due when the plan is off, even with an answer", () => {
    expect(status("2026-11-18T12:00:00Z", { plan: plan({ isEnabled: false }) })).toBe("not-due");
    const off = { plan: plan({ isEnabled: false }), answeredAt: "2026-11-18T09:10:00Z" };
    expect(status("2026-11-18T12:00:00Z", off)).toBe("not-due");
  });

  it("starts again at local midnight (not UTC midnight)", () => {
    const midnight = plan({ time: "00:00", graceMinutes: 60 });
    // 23:59:59 local on the 18th is 22:59:59Z: the 18th's check-in, long missed.
    expect(status("2026-11-18T22:59:59Z", { plan: midnight })).toBe("missed");
    // 00:00 local on the 19th = 23:00Z on the 18th: a new day, just due.
    expect(status("2026-11-18T23:00:00Z", { plan: midnight })).toBe("pending");
    // The 18th's answer does not answer the 19th: the caller passes only today's answer.
    expect(status("2026-11-18T23:59:59Z", { plan: midnight })).toBe("pending");
    expect(status("2026-11-19T00:00:00Z", { plan: midnight })).toBe("missed");
  });

  it("counts grace in real minutes across the spring change (a 02:00–03:00 that never happens)", () => {
    const early = plan({ time: "01:30", graceMinutes: 60 });
    // 01:30 CET = 00:30Z; 60 real minutes later is 01:30Z = 03:30 CEST.
    expect(status("2026-03-29T01:29:59Z", { plan: early })).toBe("pending");
    expect(status("2026-03-29T01:30:00Z", { plan: early })).toBe("missed");
  });

  it("counts grace in real minutes across the autumn change (02:00–03:00 happens twice)", () => {
    const early = plan({ time: "01:30", graceMinutes: 120 });
    // 01:30 CEST = 23:30Z on the 24th; 120 real minutes later is 01:30Z = 02:30 CET.
    expect(status("2026-10-25T01:29:59Z", { plan: early })).toBe("pending");
    expect(status("2026-10-25T01:30:00Z", { plan: early })).toBe("missed");
    // The day's usual 10:00 check-in is due at 09:00Z, after the change.
    expect(status("2026-10-25T08:59:59Z")).toBe("not-due");
    expect(status("2026-10-25T11:00:00Z")).toBe("missed");
  });
});

describe("the evening alert", () => {
  it("is due only for a missed check-in, from 20:00 local", () => {
    expect(isCheckInAlertDue("missed", at("2026-11-18T18:59:59Z"), TZ)).toBe(false);
    expect(isCheckInAlertDue("missed", at("2026-11-18T19:00:00Z"), TZ)).toBe(true);
    expect(isCheckInAlertDue("pending", at("2026-11-18T21:00:00Z"), TZ)).toBe(false);
    expect(isCheckInAlertDue("answered", at("2026-11-18T21:00:00Z"), TZ)).toBe(false);
    expect(isCheckInAlertDue("missed", at("2026-07-10T18:00:00Z"), TZ)).toBe(true);
  });
});

describe("what staff may set", () => {
  const problems = (time: string, graceMinutes = 120) => checkInPlanProblems({ time, graceMinutes });

  it("accepts 00:00 to 23:59 and refuses 24:00 and other shapes", () => {
    expect(problems("00:00")).toEqual([]);
    expect(problems("21:59")).toEqual([]);
    for (const bad of ["24:00", "23:60", "9:00", "09:00:00", "", "10h"]) {
      expect(problems(bad)).toEqual([{ field: "time", message: CHECK_IN_MESSAGES.time }]);
    }
  });

  it("keeps the grace within 15 minutes and 8 hours, whole minutes", () => {
    expect(problems("08:00", 15)).toEqual([]);
    expect(problems("08:00", 480)).toEqual([]);
    for (const bad of [14, 481, 30.5, -1, Number.NaN]) {
      expect(problems("08:00", bad)).toEqual([{ field: "graceMinutes", message: CHECK_IN_MESSAGES.grace }]);
    }
  });

  it("refuses a grace that would end at or after midnight", () => {
    expect(problems("22:59", 60)).toEqual([]);
    expect(problems("23:00", 60)).toEqual([{ field: "graceMinutes", message: CHECK_IN_MESSAGES.pastMidnight }]);
  });
});

describe("the line the family and staff read", () => {
  it("says the answer with its local time, the missed greeting, or nothing", () => {
    expect(checkInTodayLabel({ status: "answered", answer: "bien", answeredAt: "2026-11-18T08:42:00Z" }, TZ)).toBe(
      "Hoy: Bien, 09:42",
    );
    expect(checkInTodayLabel({ status: "answered", answer: "mal", answeredAt: "2026-07-10T07:05:00Z" }, TZ)).toBe(
      "Hoy: Mal, 09:05",
    );
    expect(checkInTodayLabel({ status: "missed" }, TZ)).toBe("Saludo sin respuesta");
    expect(checkInTodayLabel({ status: "pending" }, TZ)).toBeNull();
    expect(checkInTodayLabel({ status: "not-due" }, TZ)).toBeNull();
  });
});
