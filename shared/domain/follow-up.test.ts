import { describe, expect, it } from "vitest";
import * as schema from "../schema/daily-care";
import { addFrequency, callOutcomes, followUpChannels, followUpFrequencies, personStates, followUpDue, isDoneOutcome, isNoAnswerAlertDue, noAnswerStreak } from "./follow-up";

const MADRID = "Europe/Madrid";
const at = (iso: string) => new Date(iso);

describe("follow-up: the next contact from the frequency", () => {
  it.each([
    ["daily", "2026-11-18", "2026-11-19"],
    ["twice_weekly", "2026-11-16", "2026-11-19"],
    ["weekly", "2026-11-18", "2026-11-25"],
    ["fortnightly", "2026-11-18", "2026-12-02"],
    ["monthly", "2026-11-18", "2026-12-18"],
    ["monthly", "2026-12-15", "2027-01-15"],
    ["monthly", "2027-01-31", "2027-02-28"],
    ["monthly", "2028-01-31", "2028-02-29"],
    // Across both clock changes the interval stays in calendar days.
    ["daily", "2026-03-28", "2026-03-29"],
    ["weekly", "2026-03-25", "2026-04-01"],
    ["weekly", "2026-10-22", "2026-10-29"],
  ] as const)("%s after %s -> %s", (frequency, from, next) => {
    expect(addFrequency(from, frequency)).toBe(next);
  });

  it("a new plan is due on the day it was set", () => {
    const plan = { frequency: "weekly" as const, startedAt: at("2026-11-18T09:00:00Z") };
    expect(followUpDue(plan, null, at("2026-11-18T12:00:00Z"), MADRID)).toEqual({
      nextDueDate: "2026-11-18",
      isDueToday: true,
      isOverdue: false,
      daysOverdue: 0,
    });
    expect(followUpDue(plan, null, at("2026-11-20T12:00:00Z"), MADRID)).toMatchObject({ isOverdue: true, daysOverdue: 2 });
  });

  it("counts local days: a call at 00:30 Madrid (23:30 UTC) belongs to the next day", () => {
    const plan = { frequency: "daily" as const, startedAt: at("2026-11-01T09:00:00Z") };
    const lateCall = at("2026-11-17T23:30:00Z"); // 18 Nov, 00:30 local
    expect(followUpDue(plan, lateCall, at("2026-11-18T22:59:59Z"), MADRID)).toMatchObject({
      nextDueDate: "2026-11-19",
      isDueToday: false,
    });
    // At local midnight the next day begins and the call is due.
    expect(followUpDue(plan, lateCall, at("2026-11-18T23:00:00Z"), MADRID)).toMatchObject({
      nextDueDate: "2026-11-19",
      isDueToday: true,
      isOverdue: false,
    });
  });

  it.each([
    // Spring forward (29 March 2026): local midnight is 23:00 UTC before, 22:00 UTC after.
    ["2026-03-28T10:00:00Z", "2026-03-29T21:59:59Z", false],
    ["2026-03-28T10:00:00Z", "2026-03-29T22:00:00Z", true],
    // Fall back (25 October 2026): 22:00 UTC before, 23:00 UTC after.
    ["2026-10-24T10:00:00Z", "2026-10-25T22:59:59Z", false],
    ["2026-10-24T10:00:00Z", "2026-10-25T23:00:00Z", true],
  ])("daily plan called at %s: at %s overdue is %s", (called, now, overdue) => {
    const plan = { frequency: "daily" as const, startedAt: at("2026-03-01T09:00:00Z") };
    expect(followUpDue(plan, at(called), at(now), MADRID).isOverdue).toBe(overdue);
  });
});

describe("follow-up: outcomes", () => {
  it.each([
    ["hablamos", true],
    ["visita_hecha", true],
    ["derivado", true],
    ["no_contesta", false],
    ["deja_recado", false],
  ] as const)("%s counts as done: %s", (outcome, done) => {
    expect(isDoneOutcome(outcome)).toBe(done);
  });

  it("'no contesta' twice in a row raises one alert per streak", () => {
    expect(isNoAnswerAlertDue(["no_contesta"])).toBe(false);
    expect(isNoAnswerAlertDue(["no_contesta", "no_contesta"])).toBe(true);
    expect(isNoAnswerAlertDue(["no_contesta", "no_contesta", "hablamos"])).toBe(true);
    expect(isNoAnswerAlertDue(["no_contesta", "no_contesta", "no_contesta"])).toBe(false);
    expect(isNoAnswerAlertDue(["no_contesta", "deja_recado", "no_contesta"])).toBe(false);
    expect(isNoAnswerAlertDue(["hablamos", "no_contesta", "no_contesta"])).toBe(false);
    expect(noAnswerStreak([])).toBe(0);
  });
});

describe("follow-up: the values match the tables'", () => {
  it("has the schema's frequencies, channels, outcomes and states", () => {
    expect(followUpFrequencies).toEqual(schema.followUpFrequencies);
    expect(followUpChannels).toEqual(schema.followUpChannels);
    expect(callOutcomes).toEqual(schema.callOutcomes);
    expect(personStates).toEqual(schema.personStates);
  });
});
