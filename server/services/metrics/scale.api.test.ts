import { computeCompliance, ON_TIME_MINUTES, type ReminderLike } from "@shared/domain/reminders";
import { addLocalDays, localDate } from "@shared/domain/time";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testPasswords, testPins } from "../../test/hashers";
import { SCALE_MUNICIPALITY, SCALE_TIMEZONE, seedScale } from "../../db/scale-seed";
import { useTestContext } from "../../test/harness";
import { sqlReaders } from "../../test/sql-rows";
import { getMetrics, type MetricsSubject } from "./index";

// The SQL formulas against an independent recount in JavaScript (shared/domain rules) over a small
// generated data set (100 days) whose windows cross the end of summer time (2026-10-25).

const NOW = new Date("2026-11-05T17:45:00Z");
const TZ = SCALE_TIMEZONE;
const t = useTestContext();
let municipalityId: string;

beforeAll(async () => {
  const result = await seedScale(t.db, {
    users: 12,
    days: 100,
    now: NOW,
    hashPassword: testPasswords.hashPassword,
    hashPin: testPins.hashPin,
  });
  municipalityId = result.municipalityId;
}, 120_000);

const { query: rows } = sqlReaders(t);

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

describe("scale generator + metrics", () => {
  it("generated the data set, refuses to do it twice, and replaces it on request", async () => {
    const counts = await rows<{ n: number }>(
      sql`select count(*)::int as n from activities a join users u on u.id = a.user_id
        where u.municipality_id = ${municipalityId}::uuid`,
    );
    expect(Number(counts[0].n)).toBeGreaterThan(12 * 60 * 5);
    await expect(
      seedScale(t.db, { users: 2, days: 2, now: NOW, hashPassword: testPasswords.hashPassword, hashPin: async () => "x" }),
    ).rejects.toThrow(SCALE_MUNICIPALITY);
  });

  it("per-person adherence equals shared/domain computeCompliance on the same rows", async () => {
    const people = await rows<{ id: string }>(
      sql`select id from users where municipality_id = ${municipalityId}::uuid and role = 'elderly'
        and personal_consent order by id`,
    );
    const reminders = await rows<{
      id: string;
      user_id: string;
      type: string;
      reminder_time: string;
      reminder_date: string | null;
      recurrence: "daily" | "once";
      is_active: boolean;
      created_at: string | Date;
    }>(
      sql`select id, user_id, type, reminder_time, reminder_date::text as reminder_date, recurrence, is_active,
        created_at from reminders where municipality_id = ${municipalityId}::uuid`,
    );
    const completions = await rows<{ reminder_id: string; occurrence_date: string; minutes_late: number }>(
      sql`select reminder_id, occurrence_date::text as occurrence_date, minutes_late from reminder_completions
        where municipality_id = ${municipalityId}::uuid`,
    );
    let checked = 0;
    for (const { id } of people) {
      const subject: MetricsSubject = { kind: "user", municipalityId, userId: id };
      const r = await getMetrics(t.db, "health", subject, { days: 30, now: NOW, timezone: TZ });
      for (const [type, field] of [
        ["medicine", "medicationAdherence"],
        ["appointment", "appointmentAttendance"],
      ] as const) {
        const mine: ReminderLike[] = reminders
          .filter((x) => x.user_id === id && x.type === type)
          .map((x) => ({
            id: x.id,
            reminderTime: x.reminder_time,
            reminderDate: x.reminder_date,
            recurrence: x.recurrence,
            isActive: x.is_active,
            startDate: localDate(new Date(x.created_at), TZ),
            weekdays: null,
            monthDay: null,
          }));
        const done = completions.map((c) => ({ reminderId: c.reminder_id, occurrenceDate: c.occurrence_date }));
        const expected = computeCompliance(mine, done, NOW, TZ, 30);
        expect(r.current[field], `${id} ${type}`).toBe(
          expected.due === 0 ? 0 : round(expected.completed / expected.due, 4),
        );
        if (expected.due > 0) checked++;
      }
      const today = localDate(NOW, TZ);
      const from = addLocalDays(today, -29);
      const ownIds = new Set(reminders.filter((x) => x.user_id === id).map((x) => x.id));
      const inPeriod = completions.filter(
        (c) => ownIds.has(c.reminder_id) && c.occurrence_date >= from && c.occurrence_date <= today,
      );
      expect(r.current.totalRemindersCompleted).toBe(inPeriod.length);
      const onTime = inPeriod.filter((c) => c.minutes_late <= ON_TIME_MINUTES).length;
      expect(r.current.onTimeCompletionRate).toBe(inPeriod.length ? round(onTime / inPeriod.length, 4) : 0);
    }
    expect(checked).toBeGreaterThan(10);
  });

  it.each([7, 30, 90] as const)(
    "aggregate engagement over %i days equals a recount of active local days and records, both periods",
    async (days) => {
      const r = await getMetrics(
        t.db,
        "engagement",
        { kind: "aggregated", municipalityId },
        { days, now: NOW, timezone: TZ },
      );
      const records = await rows<{ user_id: string; activity_type: string; created_at: string | Date }>(
        sql`select a.user_id, a.activity_type, a.created_at from activities a
          join users u on u.id = a.user_id
          where u.municipality_id = ${municipalityId}::uuid and u.personal_consent and u.role = 'elderly'`,
      );
      const today = localDate(NOW, TZ);
      const periods = [
        { from: addLocalDays(today, -(days - 1)), to: today, result: r.current, info: r.period },
        {
          from: addLocalDays(today, -(2 * days - 1)),
          to: addLocalDays(today, -days),
          result: r.previous,
          info: r.previousPeriod,
        },
      ];
      for (const { from, to, result, info } of periods) {
        const inside = records.filter((a) => {
          const day = localDate(new Date(a.created_at), TZ);
          return day >= from && day <= to && new Date(a.created_at) <= NOW;
        });
        const activeDays = new Set(inside.map((a) => `${a.user_id}|${localDate(new Date(a.created_at), TZ)}`));
        expect(result.totalInteractions, from).toBe(inside.length);
        expect(result.totalSessions).toBe(inside.filter((a) => a.activity_type === "login").length);
        expect(result.cognitiveExercises).toBe(inside.filter((a) => a.activity_type === "cognitive_exercise").length);
        expect(result.dailyActiveRate).toBe(info.userDays ? round(activeDays.size / info.userDays, 4) : 0);
        expect(result.uniqueActiveDays).toBe(info.users ? round(activeDays.size / info.users, 2) : 0);
      }
      expect(r.current.totalInteractions).toBeGreaterThan(0);
      if (days === 90) expect(r.previous.totalInteractions).toBeGreaterThan(0);
    },
  );
});
