import { isoWeekday } from "@shared/domain/reminder-repeat";
import { TZDate } from "@date-fns/tz";
import * as t from "@shared/schema";
import { addDays, format, startOfWeek } from "date-fns";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "./client";
import type { DemoSeedResult } from "./seed";
import type { Db } from "./types";
import { elderlyOf, freshSeed, HOUR, rows, SEED_SCENARIOS, TZ } from "../test/seed-test-kit";

// The demo seed: reminders, completions, activity history, conversations and messages.

describe.each(SEED_SCENARIOS)("seedDemo, $label", ({ now }) => {
  let handle: DbHandle;
  let db: Db;
  let ids: DemoSeedResult;
  const local = new TZDate(now.getTime(), TZ);
  const today = format(local, "yyyy-MM-dd");
  const nowHhmm = format(local, "HH:mm");
  const monday = startOfWeek(local, { weekStartsOn: 1 });
  const weekStart = format(monday, "yyyy-MM-dd");
  const weekEnd = format(addDays(monday, 6), "yyyy-MM-dd");

  beforeAll(async () => {
    ({ handle, ids } = await freshSeed(now));
    db = handle.db;
  }, 60_000);
  afterAll(async () => handle?.close());

  const vvElderly = () => elderlyOf(db, ids.municipalities.valleVerde);

  it("gives every Valle Verde person 2-5 own reminders plus one per programme activity", async () => {
    const people = await vvElderly();
    const all = await db
      .select()
      .from(t.reminders)
      .where(eq(t.reminders.municipalityId, ids.municipalities.valleVerde));
    const programme = await db.select().from(t.programActivities);
    expect(programme.map((p) => p.title).sort()).toEqual([
      "Café tertulia",
      "Paseo saludable",
      "Taller de memoria",
    ]);
    for (const p of programme) {
      expect(p).toMatchObject({
        municipalityId: ids.municipalities.valleVerde,
        professionalId: ids.users.profesional,
      });
      expect(t.programActivityTypes).toContain(p.activityType);
      expect(["once", "daily", "weekly"]).toContain(p.recurrence);
    }
    const assignments = await db.select().from(t.programActivityAssignments);
    expect(assignments).toHaveLength(programme.length * people.length);
    for (const person of people) {
      const mine = all.filter((r) => r.userId === person.id);
      const own = mine.filter((r) => r.programActivityId === null);
      expect(own.length, person.firstName).toBeGreaterThanOrEqual(2);
      expect(own.length, person.firstName).toBeLessThanOrEqual(5);
      for (const activity of programme) {
        const r = mine.filter((x) => x.programActivityId === activity.id);
        expect(r).toHaveLength(1);
        expect(r[0]).toMatchObject({ type: "activity", reminderTime: activity.scheduledTime });
        // Only the one-off keeps a date; the weekly one repeats on the weekday of its first day.
        expect(r[0].reminderDate).toBe(activity.recurrence === "once" ? activity.scheduledDate : null);
        if (activity.recurrence === "weekly" && activity.scheduledDate)
          expect(r[0].weekdays).toEqual([isoWeekday(activity.scheduledDate)]);
      }
    }
    for (const r of all) {
      expect(r.reminderTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(r.recurrence).toBe(r.reminderDate === null ? "daily" : "once");
      expect([ids.users.profesional, ids.users.familia, ids.users.familia2]).toContain(r.createdBy);
    }
    expect(new Set(all.map((r) => r.type))).toEqual(new Set(t.reminderTypes));
    expect(all.some((r) => r.userId === ids.users.antonio && r.createdBy === ids.users.familia2)).toBe(true);
    const weekAppointments = all.filter(
      (r) =>
        r.type === "appointment" &&
        r.reminderDate &&
        r.reminderDate >= weekStart &&
        r.reminderDate <= weekEnd,
    );
    const consenting = new Set(people.filter((p) => p.personalConsent).map((p) => p.id));
    expect(
      new Set(weekAppointments.filter((r) => consenting.has(r.userId)).map((r) => r.userId)).size,
    ).toBeGreaterThanOrEqual(4);
  });

  it("gives Carmen a realistic day: morning pill taken, evening pill pending, an appointment and a call", async () => {
    const mine = await db.select().from(t.reminders).where(eq(t.reminders.userId, ids.users.carmen));
    const own = mine.filter((r) => r.programActivityId === null);
    expect(own.length).toBeGreaterThanOrEqual(4);
    expect(new Set(own.map((r) => r.createdBy))).toEqual(new Set([ids.users.profesional, ids.users.familia]));
    const done = await db
      .select()
      .from(t.reminderCompletions)
      .where(eq(t.reminderCompletions.userId, ids.users.carmen));
    const doneToday = new Set(done.filter((c) => c.occurrenceDate === today).map((c) => c.reminderId));
    const meds = own.filter((r) => r.type === "medicine" && r.reminderDate === null);
    expect(meds.some((r) => r.reminderTime < nowHhmm && doneToday.has(r.id))).toBe(true);
    expect(meds.some((r) => r.reminderTime > nowHhmm && !doneToday.has(r.id))).toBe(true);
    expect(
      own.some(
        (r) =>
          r.type === "appointment" &&
          r.reminderDate! <= weekEnd &&
          `${r.reminderDate} ${r.reminderTime}` > `${today} ${nowHhmm}`,
      ),
    ).toBe(true);
    expect(own.some((r) => r.type === "call" && r.reminderDate === null)).toBe(true);
  });

  it("has completions today, overdue reminders and ~75% adherence over the past week", async () => {
    const people = await vvElderly();
    const reminders = await db
      .select()
      .from(t.reminders)
      .where(eq(t.reminders.municipalityId, ids.municipalities.valleVerde));
    const completions = await db
      .select()
      .from(t.reminderCompletions)
      .where(eq(t.reminderCompletions.municipalityId, ids.municipalities.valleVerde));
    const doneKey = new Set(completions.map((c) => `${c.reminderId}|${c.occurrenceDate}`));
    const todays = completions.filter((c) => c.occurrenceDate === today);
    expect(todays.length).toBeGreaterThanOrEqual(2);
    const daily = reminders.filter(
      (r) => r.reminderDate === null && r.createdAt.getTime() < now.getTime() - 8 * 24 * HOUR,
    );
    const overdue = daily.filter((r) => r.reminderTime < nowHhmm && !doneKey.has(`${r.id}|${today}`));
    expect(overdue.length).toBeGreaterThanOrEqual(1);
    const recent = new Set(
      people
        .filter((p) => p.lastActivity && now.getTime() - p.lastActivity.getTime() < 24 * HOUR)
        .map((p) => p.id),
    );
    const pastDays = [1, 2, 3, 4, 5, 6, 7].map((d) => format(addDays(local, -d), "yyyy-MM-dd"));
    let due = 0;
    let doneCount = 0;
    for (const r of daily.filter((x) => recent.has(x.userId))) {
      for (const day of pastDays) {
        due++;
        if (doneKey.has(`${r.id}|${day}`)) doneCount++;
      }
    }
    expect(doneCount / due).toBeGreaterThan(0.6);
    expect(doneCount / due).toBeLessThan(0.92);
    for (const c of completions) {
      expect(c.completedBy).toBe(c.userId);
      expect(c.minutesLate).toBeGreaterThanOrEqual(0);
      expect(c.completedAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it("logs up to 90 days of activity, 1-8 records a day, ending exactly at lastActivity", async () => {
    const stats = await rows<{
      id: string;
      last: Date | null;
      newest: Date | null;
      oldest: Date | null;
      n: number;
    }>(
      db,
      sql`select u.id, u.last_activity as last, max(a.created_at) as newest, min(a.created_at) as oldest, count(a.id)::int as n
          from users u left join activities a on a.user_id = u.id where u.role = 'elderly' group by u.id, u.last_activity`,
    );
    for (const s of stats) {
      if (!s.last) {
        expect(s.n).toBe(0);
        continue;
      }
      expect(s.n).toBeGreaterThan(0);
      expect(new Date(s.newest!).getTime()).toBe(new Date(s.last).getTime());
      expect(new Date(s.oldest!).getTime()).toBeGreaterThan(now.getTime() - 91 * 24 * HOUR);
    }
    const perDay = await rows<{ min: number; max: number }>(
      db,
      sql`select min(n)::int as min, max(n)::int as max from (
            select count(*) as n from activities group by user_id, (created_at at time zone ${TZ})::date) d`,
    );
    expect(perDay[0].min).toBeGreaterThanOrEqual(1);
    expect(perDay[0].max).toBeLessThanOrEqual(8);
    const types = await rows<{ activity_type: string }>(
      db,
      sql`select distinct activity_type from activities`,
    );
    expect(new Set(types.map((x) => x.activity_type))).toEqual(new Set(t.activityTypes));
    const [exercise] = await db
      .select()
      .from(t.activities)
      .where(eq(t.activities.activityType, "cognitive_exercise"))
      .limit(1);
    expect(Object.keys(exercise.metadata).sort()).toEqual(
      ["correct", "correctAnswer", "difficulty", "exerciseType", "points", "streak", "userAnswer"].sort(),
    );
    const [login] = await db
      .select()
      .from(t.activities)
      .where(eq(t.activities.activityType, "login"))
      .limit(1);
    expect(login.description).toBe("Inicio de sesión");
    const carmenSpan = stats.find((s) => s.id === ids.users.carmen)!;
    expect(new Date(carmenSpan.oldest!).getTime()).toBeLessThan(now.getTime() - 80 * 24 * HOUR);
  });

  it("saves assistant conversations with their turns", async () => {
    const sessions = await db.select().from(t.chatSessions);
    const users = new Set(sessions.map((s) => s.userId));
    expect(users.has(ids.users.carmen)).toBe(true);
    expect(users.size).toBeGreaterThanOrEqual(4);
    expect(users.size).toBeLessThanOrEqual(6);
    const carmens = sessions.filter((s) => s.userId === ids.users.carmen);
    expect(carmens.length).toBeGreaterThanOrEqual(2);
    expect(carmens.length).toBeLessThanOrEqual(6);
    const newest = Math.max(...carmens.map((s) => s.createdAt.getTime()));
    expect(now.getTime() - newest).toBeLessThan(48 * HOUR);
    let replies = 0;
    for (const s of sessions) {
      const list = JSON.parse(s.messages) as Array<{ role: string; content: string }>;
      expect(list.length).toBe(s.messageCount);
      expect(list.every((m) => ["user", "assistant"].includes(m.role) && m.content.length > 0)).toBe(true);
      replies += list.slice(1).filter((m) => m.role === "assistant").length;
      expect(["needs emotional support", "positive", "health concern", "neutral"]).toContain(
        s.emotionalState,
      );
      for (const topic of s.topicsDiscussed) {
        expect([
          "medicación",
          "salud",
          "ejercicio cognitivo",
          "estado emocional",
          "familia",
          "comida",
        ]).toContain(topic);
      }
      expect(s.duration).toBeGreaterThan(0);
      expect(s.sessionSummary.length).toBeGreaterThan(0);
    }
    const turns = await db.select().from(t.assistantTurns);
    expect(turns).toHaveLength(replies);
    expect(turns.every((x) => x.provider === "rules" && x.latencyMs >= 200 && x.latencyMs <= 1500)).toBe(
      true,
    );
  });

  it("has family messages both ways, some unread for Carmen", async () => {
    const all = await db.select().from(t.messages);
    const between = (a: string, b: string) => all.filter((m) => m.fromUserId === a && m.toUserId === b);
    const toCarmen = between(ids.users.familia, ids.users.carmen);
    expect(toCarmen.filter((m) => !m.isRead).length).toBeGreaterThanOrEqual(2);
    expect(toCarmen.filter((m) => m.isRead && m.readAt).length).toBeGreaterThanOrEqual(1);
    expect(between(ids.users.carmen, ids.users.familia).length).toBeGreaterThan(0);
    expect(between(ids.users.antonio, ids.users.familia2).length).toBeGreaterThan(0);
    expect(between(ids.users.familia2, ids.users.antonio).length).toBeGreaterThan(0);
    expect(
      all.every((m) => m.createdAt.getTime() <= now.getTime() && (!m.readAt || m.readAt >= m.createdAt)),
    ).toBe(true);
    // Elderly people write and read only while they are active.
    const last = new Map((await vvElderly()).map((p) => [p.id, p.lastActivity?.getTime() ?? -1]));
    for (const m of all) {
      if (last.has(m.fromUserId)) expect(m.createdAt.getTime()).toBeLessThanOrEqual(last.get(m.fromUserId)!);
      if (last.has(m.toUserId) && m.readAt)
        expect(m.readAt.getTime()).toBeLessThanOrEqual(last.get(m.toUserId)!);
    }
  });

});
