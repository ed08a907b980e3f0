import { MESSAGES } from "@shared/api/messages";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// The older person's daily content, read and used through the API: reminders (upcoming, stats,
// completion) and family messages (thread, unread count, read, send, pages). Access rules included.

const t = useTestContext();

const { query, n: one } = sqlReaders(t);

describe("reminders of the older person", () => {
  it("lists upcoming reminders with today's completion state", async () => {
    const c = await t.loginAs("carmen");
    const res = await c.get(`/api/reminders/${t.ids.users.carmen}/upcoming?days=7`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(4);
    const dbCount = await one(
      `select count(*)::int as n from reminders where user_id = '${t.ids.users.carmen}' and is_active
         and (reminder_date is null or reminder_date between '2026-11-18' and '2026-11-24')`,
    );
    expect(res.body).toHaveLength(dbCount);
    const doneToday = await one(
      `select count(*)::int as n from reminder_completions where user_id = '${t.ids.users.carmen}' and occurrence_date = '2026-11-18'`,
    );
    expect(res.body.filter((r: { completedToday: boolean }) => r.completedToday)).toHaveLength(doneToday);
    expect(doneToday).toBeGreaterThan(0);
  });

  it("rejects a period outside the allowed values", async () => {
    const c = await t.loginAs("carmen");
    const res = await c.get(`/api/reminders/${t.ids.users.carmen}/stats?days=8`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/periodo/);
  });

  it("computes weekly compliance and completes an occurrence once", async () => {
    const [{ id }] = await query(
      `insert into reminders (municipality_id, user_id, title, type, reminder_time, recurrence, created_at)
       values ('${t.ids.municipalities.valleVerde}', '${t.ids.users.carmen}', 'Pastilla de prueba', 'medicine', '09:00', 'daily',
               '2026-11-16T08:00:00Z') returning id`,
    );
    const c = await t.loginAs("carmen");
    const before = (await c.get(`/api/reminders/${t.ids.users.carmen}/stats?days=7`)).body;
    const activities = await t.count("activities");
    // A forged completedBy is ignored: the session decides who completed it.
    const first = await c.post(`/api/reminders/${id}/complete`, {
      userId: t.ids.users.carmen,
      completedBy: t.ids.users.antonio,
      notes: "",
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      occurrenceDate: "2026-11-18",
      minutesLate: 150,
      completedBy: t.ids.users.carmen,
    });
    const again = await c.post(`/api/reminders/${id}/complete`, {});
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await one(`select count(*)::int as n from reminder_completions where reminder_id = '${id}'`)).toBe(
      1,
    );
    expect(await t.count("activities")).toBe(activities + 1);
    const after = (await c.get(`/api/reminders/${t.ids.users.carmen}/stats?days=7`)).body;
    // Three occurrences were due (Mon, Tue, Wed 09:00 local), one is now done.
    expect(after.due).toBe(before.due);
    expect(after.completed).toBe(before.completed + 1);
    expect(after.percentage).toBe(Math.round((after.completed / after.due) * 100));
    const upcoming = (await c.get(`/api/reminders/${t.ids.users.carmen}/upcoming`)).body;
    expect(upcoming.find((r: { id: string }) => r.id === id)).toMatchObject({
      completedToday: true,
      isCompleted: true,
    });
  });

  it("lets nobody else complete a person's reminder, except staff on their behalf", async () => {
    const [{ id }] = await query(
      `select r.id from reminders r where r.user_id = '${t.ids.users.antonio}' and r.recurrence = 'daily'
         and not exists (select 1 from reminder_completions c where c.reminder_id = r.id and c.occurrence_date = '2026-11-18')
       limit 1`,
    );
    const completions = await t.count("reminder_completions");
    const carmen = await t.loginAs("carmen");
    expect((await carmen.post(`/api/reminders/${id}/complete`, {})).status).toBe(404);
    const elena = await t.loginAs("familia2");
    expect((await elena.post(`/api/reminders/${id}/complete`, {})).status).toBe(403);
    const mc = await t.loginAs("profesionalMc");
    expect((await mc.post(`/api/reminders/${id}/complete`, {})).status).toBe(404);
    expect(await t.count("reminder_completions")).toBe(completions);
    const pro = await t.loginAs("profesional");
    expect((await pro.post(`/api/reminders/${id}/complete`, {})).status).toBe(201);
  });

  it.each([
    ["familia", "carmen", 200],
    ["familia2", "antonio", 403],
    ["familia", "antonio", 404],
    ["profesional", "dolores", 200],
    ["profesionalMc", "carmen", 404],
    ["antonio", "carmen", 404],
  ] as const)("%s reading %s's reminders (list, today, upcoming, stats, completions) -> %i", async (who, whose, status) => {
    const c = await t.loginAs(who);
    for (const path of ["", "/today", "/upcoming?days=7", "/stats?days=7", "/completions"]) {
      const res = await c.get(`/api/reminders/${t.ids.users[whose]}${path}`);
      expect(res.status, path).toBe(status);
      if (status === 403) expect(res.body).toEqual({ message: MESSAGES.privateInfo });
    }
  });

  it("lists every active reminder, today's, and the completions of the last 30 days (newest first)", async () => {
    const carmen = t.ids.users.carmen;
    const c = await t.loginAs("carmen");
    const mine = `from reminders where user_id = '${carmen}' and is_active`;
    const all = await c.get(`/api/reminders/${carmen}`);
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(await one(`select count(*)::int as n ${mine}`));
    const today = await c.get(`/api/reminders/${carmen}/today`);
    expect(today.body).toHaveLength(
      // 2026-11-18 is a Wednesday (ISO 3), the 18th: reminders on other weekdays or days of the month are not today's.
      await one(
        `select count(*)::int as n ${mine} and (reminder_date is null or reminder_date = '2026-11-18')
           and (weekdays is null or 3 = any(weekdays)) and (month_day is null or month_day = 18)`,
      ),
    );
    const completions = await c.get(`/api/reminders/${carmen}/completions`);
    expect(completions.status).toBe(200);
    const recent = await one(
      `select count(*)::int as n from reminder_completions where user_id = '${carmen}' and occurrence_date >= '2026-10-20'`,
    );
    expect(recent).toBeGreaterThan(0);
    expect(completions.body).toHaveLength(recent);
    const times = completions.body.map((x: { completedAt: string }) => x.completedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("answers a malformed reminder id with 400 and writes nothing", async () => {
    const c = await t.loginAs("carmen");
    const completions = await t.count("reminder_completions");
    const res = await c.post("/api/reminders/abc/complete", {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Identificador no válido");
    expect(await t.count("reminder_completions")).toBe(completions);
  });
});

describe("family messages", () => {
  it("the person reads the thread, the unread count matches, reading marks it and records activity", async () => {
    const c = await t.loginAs("carmen");
    const list = await c.get(`/api/messages/${t.ids.users.carmen}`);
    expect(list.status).toBe(200);
    const unread = list.body.filter(
      (m: { isRead: boolean; toUserId: string }) => !m.isRead && m.toUserId === t.ids.users.carmen,
    );
    const count = await c.get(`/api/messages/${t.ids.users.carmen}/unread-count`);
    expect(count.body.count).toBe(unread.length);
    expect(unread.length).toBeGreaterThanOrEqual(2);
    const times = list.body.map((m: { createdAt: string }) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const activities = await t.count("activities");
    expect((await c.patch(`/api/messages/${unread[0].id}/read`)).status).toBe(204);
    expect(await t.count("activities")).toBe(activities + 1);
    expect((await c.get(`/api/messages/${t.ids.users.carmen}/unread-count`)).body.count).toBe(
      unread.length - 1,
    );
    // Reading again changes nothing.
    await c.patch(`/api/messages/${unread[0].id}/read`);
    expect(await t.count("activities")).toBe(activities + 1);
    // Someone who is not the recipient cannot mark it.
    const javier = await t.loginAs("familia");
    expect((await javier.patch(`/api/messages/${unread[1].id}/read`)).status).toBe(404);
  });

  it("sends only to approved relatives, both ways, even without activity consent", async () => {
    const carmen = await t.loginAs("carmen");
    const sent = await carmen.post("/api/messages", {
      toUserId: t.ids.users.familia,
      content: "Estoy bien, hijo",
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      fromUserId: t.ids.users.carmen,
      toUserId: t.ids.users.familia,
      fromName: "Carmen López",
    });
    const before = await t.count("messages");
    expect(
      (await carmen.post("/api/messages", { toUserId: t.ids.users.familia2, content: "Hola" })).status,
    ).toBe(404);
    const blank = await carmen.post("/api/messages", { toUserId: t.ids.users.familia, content: "   " });
    expect([blank.status, blank.body.message]).toEqual([400, "Escriba un mensaje antes de enviarlo"]);
    const long = await carmen.post("/api/messages", { toUserId: t.ids.users.familia, content: "x".repeat(1001) });
    expect([long.status, long.body.message]).toEqual([400, "El texto no puede superar 1000 caracteres"]);
    expect(await t.count("messages")).toBe(before);
    const elena = await t.loginAs("familia2");
    expect(
      (await elena.post("/api/messages", { toUserId: t.ids.users.antonio, content: "¿Cómo estás, papá?" }))
        .status,
    ).toBe(201);
    const thread = await elena.get(`/api/messages/${t.ids.users.antonio}`);
    expect(thread.status).toBe(200);
    expect(thread.body[0].content).toBe("¿Cómo estás, papá?");
    expect((await elena.get(`/api/messages/${t.ids.users.carmen}`)).status).toBe(404);
    expect((await (await t.loginAs("profesional")).get(`/api/messages/${t.ids.users.carmen}`)).status).toBe(
      403,
    );
  });

  it("says why a message cannot go: a stranger is not found, a pending link waits; a person's thread needs a link", async () => {
    const [{ id: jose }] = await query<{ id: string }>(
      "select elderly_user_id as id from family_links where status = 'pending' limit 1",
    );
    const before = await t.count("messages");
    const rosa = await t.loginAs("familia3");
    const pending = await rosa.post("/api/messages", { toUserId: jose, content: "Hola, José" });
    expect([pending.status, pending.body.message]).toEqual([
      403,
      "La vinculación con esta persona está pendiente de confirmación",
    ]);
    const stranger = await rosa.post("/api/messages", { toUserId: t.ids.users.carmen, content: "Hola" });
    expect([stranger.status, stranger.body.message]).toEqual([404, "No puede enviar mensajes a esta persona"]);
    const toSelf = await (await t.loginAs("carmen")).post("/api/messages", { toUserId: t.ids.users.carmen, content: "Hola" });
    expect(toSelf.status).toBe(404);
    expect(await t.count("messages")).toBe(before);
    // Carmen's own thread with a relative she has no link with does not exist for her.
    const carmen = await t.loginAs("carmen");
    const thread = await carmen.get(`/api/messages/${t.ids.users.carmen}?withUserId=${t.ids.users.familia2}`);
    expect(thread.status).toBe(404);
    const linked = await carmen.get(`/api/messages/${t.ids.users.carmen}?withUserId=${t.ids.users.familia}`);
    expect(linked.status).toBe(200);
    expect(linked.body.length).toBeGreaterThan(0);
    for (const m of linked.body) expect([m.fromUserId, m.toUserId].sort()).toEqual([t.ids.users.carmen, t.ids.users.familia].sort());
  });

  it("pages older messages with before=", async () => {
    const c = await t.loginAs("carmen");
    const first = (await c.get(`/api/messages/${t.ids.users.carmen}?limit=2`)).body;
    expect(first).toHaveLength(2);
    const next = (
      await c.get(
        `/api/messages/${t.ids.users.carmen}?limit=2&before=${encodeURIComponent(first[1].createdAt)}`,
      )
    ).body;
    expect(next.length).toBeGreaterThan(0);
    expect(next[0].createdAt < first[1].createdAt).toBe(true);
    expect((await c.get(`/api/messages/${t.ids.users.carmen}?before=ayer`)).status).toBe(400);
  });
});
