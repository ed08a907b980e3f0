import { aiQualityResponse, engagementResponse, healthResponse } from "@shared/api/metrics";
import { beforeAll, describe, expect, it } from "vitest";
import { testPasswords } from "../../test/hashers";
import { useTestContext } from "../../test/harness";
import { getMetrics, type MetricsSubject, toMetricsAnswer } from "./index";
import { FIXTURE_NOW, FIXTURE_TZ, type FixtureIds, insertMetricsFixture } from "../../test/metrics-fixture";

// Every formula against the hand-built 'Fixturia' data set (answers worked out in server/test/metrics-fixture.ts).

const t = useTestContext();
let ids: FixtureIds;
beforeAll(async () => {
  ids = await insertMetricsFixture(t.db, await testPasswords.hashPassword("Fixturia-2026"));
});

const aggregated = (): MetricsSubject => ({ kind: "aggregated", municipalityId: ids.municipality });
const person = (userId: string): MetricsSubject => ({ kind: "user", municipalityId: ids.municipality, userId });
const run = <K extends "engagement" | "health" | "ai-quality">(
  kind: K,
  subject: MetricsSubject,
  now = FIXTURE_NOW,
  days: 7 | 30 | 90 = 7,
) => getMetrics(t.db, kind, subject, { days, now, timezone: FIXTURE_TZ });

describe("period and people", () => {
  it("the last 7 local days including today, the 7 before, and person-days from the day each person joined", async () => {
    const r = await run("engagement", aggregated());
    expect(engagementResponse.parse(toMetricsAnswer(r))).toEqual(toMetricsAnswer(r));
    expect(r).toMatchObject({
      scope: "aggregated",
      userId: null,
      days: 7,
      inactiveUsers: 1, // Dora (never active); Bea's last activity is exactly 48 h old
      // Ana 7 + Bea 3 (joined 10-26) + Dora 7; Ciro has no consent.
      period: { from: "2026-10-22", to: "2026-10-28", users: 3, userDays: 17 },
      // Bea did not exist yet.
      previousPeriod: { from: "2026-10-15", to: "2026-10-21", users: 2, userDays: 14 },
    });
  });

  it("a person who joined mid-period counts only from that day", async () => {
    const r = await run("engagement", person(ids.bea));
    expect(r.inactiveUsers).toBe(0);
    expect((await run("health", person(ids.bea), new Date("2026-10-28T12:00:01Z"))).inactiveUsers).toBe(1);
    expect(r.period).toMatchObject({ users: 1, userDays: 3 });
    expect(r.previousPeriod).toMatchObject({ users: 0, userDays: 0 });
    expect(r.current).toEqual({
      uniqueActiveDays: 2,
      totalSessions: 1,
      dailyActiveRate: 0.6667, // 2 active days of 3
      totalInteractions: 2,
      cognitiveExercises: 0,
      averageSessionDuration: 3,
      loginFrequency: 0.3333,
    });
    // Zero denominators give 0, never NaN or null.
    expect(r.previous).toEqual({
      uniqueActiveDays: 0,
      totalSessions: 0,
      dailyActiveRate: 0,
      totalInteractions: 0,
      cognitiveExercises: 0,
      averageSessionDuration: 0,
      loginFrequency: 0,
    });
  });
});

describe("engagement", () => {
  it("aggregate over consented people: local days across the DST change, boundaries, no Ciro", async () => {
    const r = await run("engagement", aggregated());
    // Ana: active on 10-22, 10-25 (01:30 CEST and 23:59 CET are the same 25-hour local day), 10-28 = 3 days,
    // 6 records (2 logins, 2 exercises, one at exactly local midnight 10-22); Bea: 2 days, 2 records, 1 login.
    expect(r.current).toEqual({
      uniqueActiveDays: 1.67, // (3 + 2 + 0) / 3 people
      totalSessions: 3,
      dailyActiveRate: 0.2941, // 5 / 17
      totalInteractions: 8,
      cognitiveExercises: 2,
      averageSessionDuration: 11, // (10 + 20 + 3) / 3
      loginFrequency: 0.1765, // 3 / 17
    });
    expect(r.previous).toEqual({
      uniqueActiveDays: 1, // 2 / 2 people
      totalSessions: 1,
      dailyActiveRate: 0.1429, // 2 / 14
      totalInteractions: 2, // 10-20 and 10-21 23:59 local; 10-14 is outside both periods
      cognitiveExercises: 0,
      averageSessionDuration: 6,
      loginFrequency: 0.0714,
    });
  });

  it("one person", async () => {
    const r = await run("engagement", person(ids.ana));
    expect(r).toMatchObject({ scope: "user", userId: ids.ana, period: { users: 1, userDays: 7 } });
    expect(r.current).toEqual({
      uniqueActiveDays: 3,
      totalSessions: 2,
      dailyActiveRate: 0.4286,
      totalInteractions: 6,
      cognitiveExercises: 2,
      averageSessionDuration: 15,
      loginFrequency: 0.2857,
    });
  });

  it("a person without any data: zeros everywhere", async () => {
    const r = await run("engagement", person(ids.dora));
    expect(r.period).toMatchObject({ users: 1, userDays: 7 });
    expect(Object.values(r.current).every((v) => v === 0)).toBe(true);
  });
});

describe("health", () => {
  it("aggregate: due occurrences from each reminder's start, across the DST change, only once due", async () => {
    const r = await run("health", aggregated());
    expect(healthResponse.parse(toMetricsAnswer(r))).toEqual(toMetricsAnswer(r));
    // Medicine due: R1 7 (10-22..10-28, DST day included) + R2 4 (10-24..10-27) + R9 3 (10-26..10-28) = 14;
    // done 5 + 2 + 1 = 8. Appointments due: R4 10-27 and R6 10-23 (R5 is at 15:00 today) = 2, done 1.
    // Completions dated in the period: R1 5, R2 3, R3 1 (inactive), R4 1, R8 1, R9 1 = 12;
    // at most 30 min late: 9; minutes late 191 / 12.
    expect(r.current).toEqual({
      medicationAdherence: 0.5714,
      appointmentAttendance: 0.5,
      onTimeCompletionRate: 0.75,
      totalRemindersCompleted: 12,
      averageDelayMinutes: 15.92,
    });
    // Previous: R1 due 7, done 2; R7 due and done; completions 0, 10, 5 minutes late.
    expect(r.previous).toEqual({
      medicationAdherence: 0.2857,
      appointmentAttendance: 1,
      onTimeCompletionRate: 1,
      totalRemindersCompleted: 3,
      averageDelayMinutes: 5,
    });
  });

  it("one person; a person without reminders gets 0, not NaN", async () => {
    expect((await run("health", person(ids.ana))).current).toEqual({
      medicationAdherence: 0.6364, // 7 / 11
      appointmentAttendance: 0.5,
      onTimeCompletionRate: 0.7273, // 8 / 11
      totalRemindersCompleted: 11,
      averageDelayMinutes: 17.36, // 191 / 11
    });
    expect((await run("health", person(ids.bea))).current).toEqual({
      medicationAdherence: 0.3333,
      appointmentAttendance: 0,
      onTimeCompletionRate: 1,
      totalRemindersCompleted: 1,
      averageDelayMinutes: 0,
    });
    expect((await run("health", person(ids.dora))).current).toEqual({
      medicationAdherence: 0,
      appointmentAttendance: 0,
      onTimeCompletionRate: 0,
      totalRemindersCompleted: 0,
      averageDelayMinutes: 0,
    });
  });

  it("an occurrence becomes due exactly at its local time", async () => {
    // 20:00 CET on 10-28 = 19:00Z: R2's today occurrence (completed early) and R5 (15:00) are now due.
    const before = await run("health", person(ids.ana), new Date("2026-10-28T18:59:59Z"));
    const at = await run("health", person(ids.ana), new Date("2026-10-28T19:00:00Z"));
    expect(before.current.medicationAdherence).toBe(0.6364); // 7 / 11
    expect(at.current.medicationAdherence).toBe(0.6667); // 8 / 12
    expect(before.current.appointmentAttendance).toBe(0.3333); // R5 due since 14:00Z: 1 / 3
    expect(at.current.appointmentAttendance).toBe(0.3333);
    const morning = await run("health", person(ids.ana), new Date("2026-10-28T07:59:59Z"));
    // R1 at 09:00 CET (08:00Z) not yet due today: due 6, and today's completion (30 min late) is not counted.
    expect(morning.current.medicationAdherence).toBe(0.6); // (4 + 2) / (6 + 4)
  });
});

describe("AI quality", () => {
  it("aggregate over consented people", async () => {
    const r = await run("ai-quality", aggregated());
    expect(aiQualityResponse.parse(toMetricsAnswer(r))).toEqual(toMetricsAnswer(r));
    expect(r.current).toEqual({
      totalAISessions: 3,
      averageSessionDuration: 11,
      cognitiveExercisesCompleted: 2,
      alertsGenerated: 1, // Ana's health alert; her help alert and Ciro's are not counted
      emotionalStateDistribution: {
        "needs emotional support": 0,
        positive: 2,
        "health concern": 1,
        neutral: 0,
      },
      engagementRate: 0.6667, // Ana and Bea of 3
      averageMessagesPerSession: 5.67, // (5 + 9 + 3) / 3
      averageResponseTime: 1200, // (1000 + 2000 + 600) / 3
    });
    expect(r.previous).toEqual({
      totalAISessions: 1,
      averageSessionDuration: 6,
      cognitiveExercisesCompleted: 0,
      alertsGenerated: 1,
      emotionalStateDistribution: { "needs emotional support": 0, positive: 0, "health concern": 0, neutral: 1 },
      engagementRate: 0.5,
      averageMessagesPerSession: 3,
      averageResponseTime: 500,
    });
  });

  it("one person, and zeros for a person without conversations", async () => {
    expect((await run("ai-quality", person(ids.ana))).current).toMatchObject({
      totalAISessions: 2,
      averageSessionDuration: 15,
      cognitiveExercisesCompleted: 2,
      alertsGenerated: 1,
      engagementRate: 1,
      averageMessagesPerSession: 7,
      averageResponseTime: 1500,
    });
    const dora = await run("ai-quality", person(ids.dora));
    expect(dora.current).toEqual({
      totalAISessions: 0,
      averageSessionDuration: 0,
      cognitiveExercisesCompleted: 0,
      alertsGenerated: 0,
      emotionalStateDistribution: { "needs emotional support": 0, positive: 0, "health concern": 0, neutral: 0 },
      engagementRate: 0,
      averageMessagesPerSession: 0,
      averageResponseTime: 0,
    });
  });
});

describe("longer periods", () => {
  it("30 and 90 days cover the same fixture data with wider person-days", async () => {
    const r30 = await run("engagement", aggregated(), FIXTURE_NOW, 30);
    expect(r30.period).toMatchObject({ from: "2026-09-29", to: "2026-10-28", users: 3, userDays: 63 });
    expect(r30.current.totalInteractions).toBe(11); // all of Ana's 9 records and Bea's 2 are after 09-29
    const r90 = await run("health", aggregated(), FIXTURE_NOW, 90);
    // Medicine due: R1 from its creation on 10-01 (28 days) + R2 4 + R9 3; done 7 + 2 + 1.
    expect(r90.current.medicationAdherence).toBe(0.2857); // 10 / 35
    expect(r90.current.totalRemindersCompleted).toBe(15); // all completions of Ana and Bea
  });
});
