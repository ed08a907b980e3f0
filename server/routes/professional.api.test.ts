import { PROGRAM_ACTIVITY_REQUIRED } from "@shared/api/professional";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { expectRefusal } from "../test/refusals";
import { sqlReaders } from "../test/sql-rows";

const t = useTestContext();

const { query, n } = sqlReaders(t);
const HOUR = 3_600_000;
const base = () => `/api/professional/${t.ids.users.profesional}`;
const VV = () => t.ids.municipalities.valleVerde;

describe("dashboard summary", () => {
  it("counts match the database (consented users only for activity)", async () => {
    const c = await t.loginAs("profesional");
    const res = await c.get(`${base()}/summary`);
    expect(res.status).toBe(200);
    const now = t.clock.now().toISOString();
    expect(res.body).toMatchObject({
      totalUsers: await n(
        `select count(*)::int as n from users where municipality_id = '${VV()}' and role = 'elderly'`,
      ),
      consentedUsers: await n(
        `select count(*)::int as n from users where municipality_id = '${VV()}' and role = 'elderly' and personal_consent`,
      ),
      activeToday: await n(
        `select count(*)::int as n from users where municipality_id = '${VV()}' and role = 'elderly' and personal_consent
           and last_activity >= timestamptz '${now}' - interval '24 hours'`,
      ),
      pendingAlerts: await n(
        `select count(*)::int as n from alerts where municipality_id = '${VV()}' and dismissed_at is null`,
      ),
      programActivities: 3,
    });
    expect(res.body.appointmentsThisWeek).toBeGreaterThanOrEqual(4);
    expect(res.body.appointmentsThisWeek).toBe((await c.get(`${base()}/appointments`)).body.length);
    expect(res.body.pendingApprovals).toBe(
      (await n(
        `select count(*)::int as n from users where municipality_id = '${VV()}' and role = 'professional' and status = 'pending'`,
      )) + (await n(`select count(*)::int as n from family_links where municipality_id = '${VV()}' and status = 'pending'`)),
    );
  });

  it.each([
    ["profesionalMc", 403],
    ["carmen", 403],
    ["familia", 403],
  ] as const)("%s cannot read Lucía's dashboard (%i)", async (who, status) => {
    const c = await t.loginAs(who);
    expect((await c.get(`${base()}/summary`)).status).toBe(status);
    expect((await c.get(`${base()}/users?page=1`)).status).toBe(status);
    expect((await c.get(`${base()}/alerts`)).status).toBe(status);
  });
});

describe("user list", () => {
  it("pages by 4 with a total, and an empty page past the end", async () => {
    const c = await t.loginAs("profesional");
    const first = await c.get(`${base()}/users?page=1&pageSize=4`);
    expect(first.body.items).toHaveLength(4);
    expect(first.body.total).toBe(
      await n(`select count(*)::int as n from users where municipality_id = '${VV()}' and role = 'elderly'`),
    );
    const last = await c.get(`${base()}/users?page=999`);
    expect(last.body).toMatchObject({ items: [], total: first.body.total });
    const plain = await c.get(`${base()}/users`);
    expect(Array.isArray(plain.body)).toBe(true);
    expect(plain.body).toHaveLength(first.body.total);
    expect(JSON.stringify(plain.body)).not.toMatch(/hash/i);
  });

  it("searches names, usernames and ids ignoring case and accents, inside the municipality only", async () => {
    const c = await t.loginAs("profesional");
    const names = async (search: string) =>
      (await c.get(`${base()}/users?search=${encodeURIComponent(search)}`)).body.items.map(
        (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`,
      );
    expect(await names("CARMEN")).toEqual(["Carmen López"]);
    expect(await names("carmen lopez")).toEqual(["Carmen López"]);
    expect(await names("garcía")).toContain("Antonio García");
    expect(await names(t.ids.users.dolores.slice(0, 8))).toEqual(["Dolores Martín"]);
    expect(await names("%")).toEqual([]);
    // Cards know about family links and pending alerts of that very person.
    const carmen = (await c.get(`${base()}/users?search=carmen`)).body.items[0];
    expect(carmen).toMatchObject({ hasFamilyLink: true, pendingAlerts: await n(`select count(*)::int as n from alerts where user_id = '${t.ids.users.carmen}' and dismissed_at is null`) });
    const dolores = (await c.get(`${base()}/users?search=dolores`)).body.items[0];
    expect(dolores.hasFamilyLink).toBe(false);
    expect((await c.get(`${base()}/users?status=perdidos`)).status).toBe(400);
  });

  it("consentOnly=true keeps people with personal consent: the 'Usuarios Activos Hoy' list", async () => {
    const c = await t.loginAs("profesional");
    // Dolores (no personal consent) was active a moment ago: she is active, but not counted.
    await query(`update users set last_activity = timestamptz '${t.clock.now().toISOString()}' where id = '${t.ids.users.dolores}'`);
    const all = (await c.get(`${base()}/users?status=active&pageSize=100`)).body;
    const consented = (await c.get(`${base()}/users?status=active&consentOnly=true&pageSize=100`)).body;
    expect(all.items.map((u: { id: string }) => u.id)).toContain(t.ids.users.dolores);
    expect(consented.items.map((u: { id: string }) => u.id)).not.toContain(t.ids.users.dolores);
    expect(consented.items.every((u: { personalConsent: boolean }) => u.personalConsent)).toBe(true);
    expect(consented.total).toBe((await c.get(`${base()}/summary`)).body.activeToday);
    const paged = (await c.get(`${base()}/users?status=active&consentOnly=true&page=2&pageSize=1`)).body;
    expect(paged).toMatchObject({ total: consented.total, items: [consented.items[1]] });
    const bad = await c.get(`${base()}/users?consentOnly=si`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("El filtro de consentimiento no es válido");
  });

  it("applies the 24 h / 48 h rules exactly at the boundaries", async () => {
    const c = await t.loginAs("profesional");
    const now = t.clock.now().getTime();
    const set = (id: string, at: number) =>
      query(`update users set last_activity = to_timestamp(${at / 1000}) where id = '${id}'`);
    const inFilter = async (status: string, id: string) =>
      (await c.get(`${base()}/users?status=${status}&pageSize=100`)).body.items.some(
        (u: { id: string }) => u.id === id,
      );
    const id = t.ids.users.antonio;
    await set(id, now - 24 * HOUR);
    expect([
      await inFilter("active", id),
      await inFilter("inactive", id),
      await inFilter("alerts", id),
    ]).toEqual([true, false, false]);
    await set(id, now - 24 * HOUR - 1000);
    expect([
      await inFilter("active", id),
      await inFilter("inactive", id),
      await inFilter("alerts", id),
    ]).toEqual([false, true, false]);
    await set(id, now - 48 * HOUR);
    expect([await inFilter("inactive", id), await inFilter("alerts", id)]).toEqual([true, false]);
    await set(id, now - 48 * HOUR - 1000);
    expect([await inFilter("inactive", id), await inFilter("alerts", id)]).toEqual([true, true]);
  });
});

describe("alerts", () => {
  it("lists pending alerts with the person, and 'Atendida' records who and when", async () => {
    const c = await t.loginAs("profesional");
    const list = (await c.get(`${base()}/alerts`)).body;
    const help = list.filter((a: { type: string }) => a.type === "help");
    expect(help).toHaveLength(2);
    expect(help[0].userName).toBeTruthy();
    const mc = await t.loginAs("profesionalMc");
    expect((await mc.patch(`/api/alerts/${help[0].id}/dismiss`)).status).toBe(404);
    expect(await query(`select dismissed_at from alerts where id = '${help[0].id}'`)).toEqual([
      { dismissed_at: null },
    ]);
    expect((await c.patch(`/api/alerts/${help[0].id}/dismiss`)).status).toBe(204);
    const [row] = await query(`select dismissed_by, dismissed_at from alerts where id = '${help[0].id}'`);
    expect(row.dismissed_by).toBe(t.ids.users.profesional);
    expect(new Date(row.dismissed_at as string).toISOString()).toBe(t.clock.now().toISOString());
    const after = (await c.get(`${base()}/alerts`)).body.map((a: { id: string }) => a.id);
    expect(after).not.toContain(help[0].id);
    expect((await (await t.loginAs("carmen")).patch(`/api/alerts/${help[1].id}/dismiss`)).status).toBe(403);
  });
});

describe("appointments this week", () => {
  it("lists appointment reminders Monday-Sunday for consenting people", async () => {
    const c = await t.loginAs("profesional");
    const res = await c.get(`${base()}/appointments`);
    const expected = await n(`select count(*)::int as n from reminders r join users u on u.id = r.user_id
      where r.municipality_id = '${VV()}' and r.type = 'appointment' and r.is_active and u.personal_consent
        and r.reminder_date between '2026-11-16' and '2026-11-22'`);
    expect(res.body).toHaveLength(expected);
    expect(res.body[0]).toEqual(
      expect.objectContaining({
        title: expect.any(String),
        userName: expect.any(String),
        date: expect.any(String),
        time: expect.any(String),
      }),
    );
  });
});

describe("programme activities", () => {
  it("refuses a missing title or description and writes nothing", async () => {
    const c = await t.loginAs("profesional");
    await expectRefusal(() => c.post("/api/professional/program-activities", { title: "Taller", description: "  " }), {
      status: 400,
      message: PROGRAM_ACTIVITY_REQUIRED,
      unchanged: () => t.counts("program_activities", "reminders"),
    });
  });

  it("creating assigns it to everyone and adds it to their reminders; deleting removes it everywhere", async () => {
    const c = await t.loginAs("profesional");
    const people = await n(
      `select count(*)::int as n from users where municipality_id = '${VV()}' and role = 'elderly'`,
    );
    const res = await c.post("/api/professional/program-activities", {
      title: "Musicoterapia",
      description: "Canciones de siempre",
      activityType: "social_activity",
      instructions: "",
      difficulty: "easy",
      scheduledDate: "2026-11-20",
      scheduledTime: "17:30",
      recurrence: "once",
      professionalId: t.ids.users.profesional,
      userIds: [],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: "Musicoterapia", assignedUsers: people });
    expect(
      await n(`select count(*)::int as n from reminders where program_activity_id = '${res.body.id}'`),
    ).toBe(people);
    const carmen = await t.loginAs("carmen");
    const upcoming = (await carmen.get(`/api/reminders/${t.ids.users.carmen}/upcoming?days=7`)).body;
    expect(upcoming.find((r: { title: string }) => r.title === "Musicoterapia")).toMatchObject({
      type: "activity",
      reminderDate: "2026-11-20",
      reminderTime: "17:30",
    });
    const mc = await t.loginAs("profesionalMc");
    expect((await mc.delete(`/api/professional/program-activities/${res.body.id}`)).status).toBe(404);
    expect((await c.delete(`/api/professional/program-activities/${res.body.id}`)).status).toBe(204);
    expect(
      await n(`select count(*)::int as n from reminders where program_activity_id = '${res.body.id}'`),
    ).toBe(0);
    expect(
      await n(
        `select count(*)::int as n from program_activity_assignments where activity_id = '${res.body.id}'`,
      ),
    ).toBe(0);
    const list = (await c.get(`${base()}/program-activities`)).body;
    expect(list.map((a: { title: string }) => a.title)).not.toContain("Musicoterapia");
  });
});

describe("programme activities: who actually has them", () => {
  const activity = (title: string, recurrence: string, scheduledDate = "") => ({
    title,
    description: "Para todos",
    activityType: "social_activity",
    instructions: "",
    difficulty: "easy",
    scheduledDate,
    scheduledTime: "11:15",
    recurrence,
    professionalId: t.ids.users.profesional,
    userIds: [],
  });
  const assigned = async (c: Awaited<ReturnType<typeof t.loginAs>>, id: string) =>
    ((await c.get(`${base()}/program-activities`)).body as { id: string; assignedUsers: number }[]).find(
      (a) => a.id === id,
    )?.assignedUsers;

  it("counts the people holding the activity, and a person created later gets the repeating ones", async () => {
    const c = await t.loginAs("profesional");
    const people = await n(
      `select count(*)::int as n from users where municipality_id = '${VV()}' and role = 'elderly' and status = 'active'`,
    );
    const inTenDays = new Date(t.clock.now().getTime() + 10 * 24 * HOUR).toISOString().slice(0, 10);
    const daily = (await c.post("/api/professional/program-activities", activity("Paseo diario", "daily"))).body;
    const once = (await c.post("/api/professional/program-activities", activity("Charla", "once", inTenDays))).body;
    const past = (await c.post("/api/professional/program-activities", activity("Bingo", "weekly", "2020-01-06")))
      .body;
    const soon = (await c.post("/api/professional/program-activities", activity("Coro", "monthly", inTenDays))).body;
    expect(await assigned(c, daily.id)).toBe(people);

    // Carmen no longer has it: the badge must not keep counting her.
    await query(`delete from reminders where program_activity_id = '${daily.id}' and user_id = '${t.ids.users.carmen}'`);
    expect(await assigned(c, daily.id)).toBe(people - 1);

    const created = await c.post("/api/professional/users", {
      kind: "elderly",
      firstName: "Rosa",
      lastName: "Benítez Mora",
      age: 77,
      medicalConditions: [],
      medications: [],
      emergencyContactName: "Pablo Benítez",
      emergencyContactPhone: "611 222 333",
      hobbies: [],
      likes: [],
      personalityTraits: "",
      familyConsent: true,
      personalConsent: true,
      generatePin: true,
    });
    expect(created.status).toBe(201);
    const rosa = created.body.user.id as string;
    const rows = await query(`select title, recurrence, reminder_date::text as date, reminder_time as time, weekdays,
      month_day from reminders where user_id = '${rosa}' and title in ('Paseo diario', 'Charla', 'Bingo', 'Coro') order by title`);
    // Repeating ones, the weekly one begun long ago included (6 January 2020 was a Monday); not the one-off.
    expect(rows).toEqual([
      { title: "Bingo", recurrence: "daily", date: null, time: "11:15", weekdays: [1], month_day: null },
      { title: "Coro", recurrence: "daily", date: null, time: "11:15", weekdays: null, month_day: Number(inTenDays.slice(8)) },
      { title: "Paseo diario", recurrence: "daily", date: null, time: "11:15", weekdays: null, month_day: null },
    ]);
    expect(await assigned(c, daily.id)).toBe(people);
    expect(await assigned(c, soon.id)).toBe(people + 1);
    expect(await assigned(c, once.id)).toBe(people);
    expect(await assigned(c, past.id)).toBe(people + 1);
  });
});
