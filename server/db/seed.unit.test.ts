import { TZDate } from "@date-fns/tz";
import { normalizeName } from "@shared/domain/names";
import * as t from "@shared/schema";
import { addDays, format, startOfWeek } from "date-fns";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPinHasher, hashPassword, verifyPassword } from "../auth/hashing";
import { type DbHandle, openPglite } from "./client";
import { DEMO_LOGINS, type DemoSeedResult, isDatabaseEmpty, seedDemo } from "./seed";
import { crossTenantReferences } from "./seed-audit";
import type { Db } from "./types";

const pins = createPinHasher("test-pepper");
const TZ = "Europe/Madrid";
const HOUR = 3_600_000;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function freshSeed(now: Date) {
  const handle = await openPglite(undefined);
  await handle.migrate();
  const emptyBefore = await isDatabaseEmpty(handle.db);
  const started = performance.now();
  const ids = await seedDemo(handle.db, { now, hashPassword, hashPin: pins.hashPin });
  const ms = performance.now() - started;
  console.log(`seedDemo(${now.toISOString()}) on in-memory PGlite: ${Math.round(ms)} ms`);
  return { handle, ids, emptyBefore, ms };
}

/** A fingerprint of the data that must not change between two runs with the same clock. */
async function fingerprint(db: Db) {
  const people = await db
    .select({
      first: t.users.firstName,
      last: t.users.lastName,
      username: t.users.username,
      last_: t.users.lastActivity,
    })
    .from(t.users)
    .orderBy(asc(t.users.username), asc(t.users.lastName));
  const reminderRows = await rows<{ title: string; time: string; date: string | null; username: string }>(
    db,
    sql`select r.title, r.reminder_time as time, r.reminder_date::text as date, u.username
        from reminders r join users u on u.id = r.user_id
        order by u.username, u.last_name, r.title, r.reminder_time, r.reminder_date`,
  );
  const counts = await rows<Record<string, number>>(
    db,
    sql`select (select count(*)::int from activities) as activities,
               (select count(*)::int from reminder_completions) as completions,
               (select count(*)::int from chat_sessions) as chats,
               (select count(*)::int from messages) as messages`,
  );
  return { people, reminderRows, counts };
}

describe.each([
  { label: "autumn weekday (CET)", now: new Date("2026-11-18T10:30:00Z"), checkDeterminism: true },
  { label: "summer Sunday evening (CEST)", now: new Date("2026-07-12T19:45:00Z"), checkDeterminism: false },
])("seedDemo, $label", ({ now, checkDeterminism }) => {
  let handle: DbHandle;
  let db: Db;
  let ids: DemoSeedResult;
  let emptyBefore: boolean;
  const local = new TZDate(now.getTime(), TZ);
  const today = format(local, "yyyy-MM-dd");
  const nowHhmm = format(local, "HH:mm");
  const monday = startOfWeek(local, { weekStartsOn: 1 });
  const weekStart = format(monday, "yyyy-MM-dd");
  const weekEnd = format(addDays(monday, 6), "yyyy-MM-dd");

  beforeAll(async () => {
    ({ handle, ids, emptyBefore } = await freshSeed(now));
    db = handle.db;
  }, 60_000);
  afterAll(async () => handle?.close());

  const vvElderly = () =>
    db
      .select()
      .from(t.users)
      .where(
        sql`${t.users.municipalityId} = ${ids.municipalities.valleVerde} and ${t.users.role} = 'elderly'`,
      );

  it("reports an empty database before and a seeded one after", async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(db)).toBe(false);
    const munis = await db.select().from(t.municipalities).orderBy(asc(t.municipalities.name));
    expect(munis.map((m) => [m.name, m.province, m.timezone])).toEqual([
      ["Monte Claro", "Segovia", TZ],
      ["Valle Verde", "Madrid", TZ],
    ]);
    expect(ids.municipalities).toEqual({
      valleVerde: munis[1].id,
      monteClaro: munis[0].id,
    });
  });

  it("creates the staff and family accounts with real password hashes", async () => {
    const [pro] = await db.select().from(t.users).where(eq(t.users.id, ids.users.profesional));
    expect(pro).toMatchObject({
      firstName: "Lucía",
      lastName: "Romero",
      role: "professional",
      status: "active",
    });
    expect(pro.email).toBe("profesional@acompana.demo");
    expect(pro.username).toBe("profesional@acompana.demo");
    expect(pro.municipalityId).toBe(ids.municipalities.valleVerde);
    expect(await verifyPassword("Demo-1234", pro.passwordHash)).toBe(true);
    expect(await verifyPassword("demo-1234", pro.passwordHash)).toBe(false);
    const [mc] = await db.select().from(t.users).where(eq(t.users.id, ids.users.profesionalMc));
    expect(mc).toMatchObject({
      email: "profesional.mc@acompana.demo",
      role: "professional",
      municipalityId: ids.municipalities.monteClaro,
    });
    const family = await db.select().from(t.users).where(eq(t.users.role, "family"));
    expect(family.map((f) => f.email).sort()).toEqual([
      "familia2@acompana.demo",
      "familia3@acompana.demo",
      "familia@acompana.demo",
    ]);
    const byEmail = new Map(family.map((f) => [f.email, f]));
    expect(byEmail.get("familia@acompana.demo")).toMatchObject({
      firstName: "Javier",
      lastName: "López",
      preferences: { elderlyUserId: ids.users.carmen },
    });
    expect(byEmail.get("familia2@acompana.demo")).toMatchObject({
      firstName: "Elena",
      lastName: "García",
      preferences: { elderlyUserId: ids.users.antonio },
    });
    expect(ids.users.familia).toBe(byEmail.get("familia@acompana.demo")?.id);
    expect(ids.users.familia2).toBe(byEmail.get("familia2@acompana.demo")?.id);
    for (const f of family) expect(f.pinHash).toBeNull();
  });

  it("links families: two approved by the professional, one pending", async () => {
    const links = await db.select().from(t.familyLinks);
    const approved = links.filter((l) => l.status === "approved");
    expect(approved.map((l) => [l.familyUserId, l.elderlyUserId]).sort()).toEqual(
      [
        [ids.users.familia, ids.users.carmen],
        [ids.users.familia2, ids.users.antonio],
      ].sort(),
    );
    for (const l of approved) expect(l.approvedBy).toBe(ids.users.profesional);
    const pending = links.filter((l) => l.status === "pending");
    expect(pending).toHaveLength(1);
    expect(pending[0].approvedBy).toBeNull();
    const [relative] = await db.select().from(t.users).where(eq(t.users.id, pending[0].elderlyUserId));
    expect(relative.municipalityId).toBe(ids.municipalities.valleVerde);
    expect(relative.role).toBe("elderly");
  });

  it("creates the elderly people of Valle Verde with their consents and PINs", async () => {
    const people = await vvElderly();
    expect(people.length).toBeGreaterThanOrEqual(19);
    const firstNames = people.map((p) => normalizeName(p.firstName));
    expect(new Set(firstNames).size).toBe(people.length);
    expect(people.filter((p) => p.firstName === "Carmen")).toHaveLength(1);
    for (const p of people) {
      expect(p.username).toBe(normalizeName(p.firstName));
      expect(p.age).toBeGreaterThanOrEqual(68);
      expect(p.age).toBeLessThanOrEqual(95);
      expect(p.pinHash).toMatch(/^scrypt\$/);
      expect(p.passwordHash).toBeNull();
    }
    const noConsent = people.filter((p) => !p.personalConsent).length;
    expect(noConsent).toBeGreaterThanOrEqual(2);
    expect(noConsent).toBeLessThanOrEqual(3);
    expect(people.some((p) => p.familyConsent) && people.some((p) => !p.familyConsent)).toBe(true);

    const byId = new Map(people.map((p) => [p.id, p]));
    const carmen = byId.get(ids.users.carmen)!;
    expect(carmen).toMatchObject({ firstName: "Carmen", lastName: "López", username: "carmen", age: 82 });
    expect(carmen).toMatchObject({
      familyConsent: true,
      personalConsent: true,
      emergencyContactName: "Javier López",
    });
    expect(carmen.medicalConditions).toEqual(expect.arrayContaining(["Hipertensión", "Diabetes tipo 2"]));
    expect(carmen.medications.length).toBeGreaterThan(0);
    expect(carmen.preferences.hobbies?.length).toBeGreaterThan(0);
    expect(carmen.preferences.likes?.length).toBeGreaterThan(0);
    expect(carmen.personalityTraits.length).toBeGreaterThan(20);
    expect(byId.get(ids.users.antonio)).toMatchObject({
      username: "antonio",
      familyConsent: false,
      personalConsent: true,
    });
    expect(byId.get(ids.users.dolores)).toMatchObject({
      username: "dolores",
      familyConsent: false,
      personalConsent: false,
    });
    expect(await pins.verifyPin("1234", carmen.pinHash)).toBe(true);
    expect(await pins.verifyPin("5678", byId.get(ids.users.antonio)!.pinHash)).toBe(true);
    expect(await pins.verifyPin("2468", byId.get(ids.users.dolores)!.pinHash)).toBe(true);
    expect(await pins.verifyPin("1111", carmen.pinHash)).toBe(false);
  });

  it("records one initial consent event per elderly person, made by that person", async () => {
    const events = await rows<{ ok: boolean; n: number }>(
      db,
      sql`select (c.user_id = c.changed_by and c.family_consent = u.family_consent
                  and c.personal_consent = u.personal_consent and c.municipality_id = u.municipality_id) as ok,
                 count(*)::int as n
          from consent_events c join users u on u.id = c.user_id group by 1`,
    );
    const elderly = await db.select().from(t.users).where(eq(t.users.role, "elderly"));
    expect(events).toEqual([{ ok: true, n: elderly.length }]);
  });

  it("spreads last activity over the status buckets", async () => {
    const ages = (await vvElderly()).map((p) =>
      p.lastActivity ? now.getTime() - p.lastActivity.getTime() : null,
    );
    expect(ages.filter((a) => a !== null && a < 24 * HOUR).length).toBeGreaterThanOrEqual(3);
    expect(ages.filter((a) => a !== null && a > 24 * HOUR && a < 48 * HOUR).length).toBeGreaterThanOrEqual(3);
    expect(ages.filter((a) => a !== null && a > 48 * HOUR).length).toBeGreaterThanOrEqual(3);
    expect(ages.filter((a) => a === null).length).toBeGreaterThanOrEqual(2);
    expect(ages.every((a) => a === null || a >= 0)).toBe(true);
  });

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
        expect(r[0].reminderDate).toBe(activity.recurrence === "daily" ? null : activity.scheduledDate);
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

  it("has exactly two pending help alerts in Valle Verde and a few attended ones", async () => {
    const list = await db
      .select()
      .from(t.alerts)
      .where(eq(t.alerts.municipalityId, ids.municipalities.valleVerde));
    const pending = list.filter((a) => a.dismissedAt === null);
    expect(pending).toHaveLength(2);
    const people = new Map((await vvElderly()).map((p) => [p.id, p]));
    for (const a of pending) {
      expect(a).toMatchObject({
        type: "help",
        severity: "high",
        content: "Solicitud de ayuda desde la aplicación",
      });
      expect(people.get(a.userId!)?.personalConsent).toBe(true);
      expect(now.getTime() - a.createdAt.getTime()).toBeGreaterThan(0);
      expect(now.getTime() - a.createdAt.getTime()).toBeLessThan(12 * HOUR);
    }
    const attended = list.filter((a) => a.dismissedAt !== null);
    expect(attended.length).toBeGreaterThanOrEqual(2);
    expect(attended.length).toBeLessThanOrEqual(3);
    expect(attended.every((a) => a.dismissedBy === ids.users.profesional && a.dismissedAt! <= now)).toBe(
      true,
    );
  });

  it("keeps the two municipalities apart and scopes names per municipality", async () => {
    expect(await crossTenantReferences(db)).toEqual([]);
    const mc = await db
      .select()
      .from(t.users)
      .where(eq(t.users.municipalityId, ids.municipalities.monteClaro));
    const mcElderly = mc.filter((u) => u.role === "elderly");
    expect(mcElderly.map((u) => u.id).sort()).toEqual([ids.users.carmenRuiz, ids.users.otherMc].sort());
    const carmenRuiz = mcElderly.find((u) => u.id === ids.users.carmenRuiz)!;
    expect(carmenRuiz).toMatchObject({
      firstName: "Carmen",
      lastName: "Ruiz",
      username: "carmen",
      familyConsent: true,
      personalConsent: true,
    });
    expect(await pins.verifyPin("1111", carmenRuiz.pinHash)).toBe(true);
    for (const person of mcElderly) {
      const own = await db.select().from(t.reminders).where(eq(t.reminders.userId, person.id));
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.every((r) => r.createdBy === ids.users.profesionalMc && r.programActivityId === null)).toBe(
        true,
      );
      const log = await db.select().from(t.activities).where(eq(t.activities.userId, person.id));
      expect(log.length).toBeGreaterThan(0);
    }
    const mcScoped = await rows<{ n: number }>(
      db,
      sql`select (select count(*) from alerts where municipality_id = ${ids.municipalities.monteClaro})
               + (select count(*) from program_activities where municipality_id = ${ids.municipalities.monteClaro})
               + (select count(*) from messages where municipality_id = ${ids.municipalities.monteClaro}) as n`,
    );
    expect(Number(mcScoped[0].n)).toBe(0);
  });

  it("lists the demo logins", () => {
    const find = (login: string, secret: string) =>
      DEMO_LOGINS.find((l) => l.login === login && l.secret === secret);
    expect(find("profesional@acompana.demo", "Demo-1234")?.role).toBe("professional");
    expect(find("profesional.mc@acompana.demo", "Demo-1234")?.role).toBe("professional");
    expect(find("familia@acompana.demo", "Demo-1234")?.role).toBe("family");
    expect(find("familia2@acompana.demo", "Demo-1234")?.role).toBe("family");
    for (const [login, pin] of [
      ["Carmen", "1234"],
      ["Antonio", "5678"],
      ["Dolores", "2468"],
      ["Carmen", "1111"],
    ]) {
      expect(find(login, pin)?.role).toBe("elderly");
    }
    expect(find("Carmen", "1111")?.note).toContain("Monte Claro");
  });

  if (checkDeterminism) {
    it("is deterministic: a second fresh database seeded at the same now holds the same data", async () => {
      const second = await freshSeed(now);
      try {
        const [a, b] = [await fingerprint(db), await fingerprint(second.handle.db)];
        expect(b.people).toEqual(a.people);
        expect(b.reminderRows).toEqual(a.reminderRows);
        expect(b.counts).toEqual(a.counts);
      } finally {
        await second.handle.close();
      }
    }, 60_000);
  }
});
