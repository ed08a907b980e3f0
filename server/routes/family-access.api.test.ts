import { MESSAGES } from "@shared/api/auth";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// docs/behaviour/06-roles-and-access.md#access-policy, the family column of the access table, route by route: own link
// with consent, own link without consent, pending link, someone else's relative, another municipality, an unknown id;
// each refusal with its status and message, and nothing written. Forged creator and owner fields are ignored.

const t = useTestContext();
const { query } = sqlReaders(t);
/** Rows with text values (ids, titles). */
const rows = (sql: string) => query<Record<string, string>>(sql);
let joseId: string;
let ruizReminderId: string;
beforeAll(async () => {
  const valleVerde = t.ids.municipalities.valleVerde;
  [{ id: joseId }] = await rows(
    `select id from users where first_name = 'José' and role = 'elderly' and municipality_id = '${valleVerde}'`,
  );
  [{ id: ruizReminderId }] = await rows(
    `select id from reminders where user_id = '${t.ids.users.carmenRuiz}' and is_active limit 1`,
  );
});

const PRIVATE = "Información privada";
const PENDING = "La vinculación con esta persona está pendiente de confirmación";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000009";

// familia3 is Rosa Fernández, whose link to José waits for confirmation.
type Who = "familia" | "familia2" | "familia3";

const subjects = () => ({
  carmen: t.ids.users.carmen,
  antonio: t.ids.users.antonio,
  jose: joseId,
  carmenRuiz: t.ids.users.carmenRuiz,
  unknown: UNKNOWN_ID,
});
type SubjectKey = keyof ReturnType<typeof subjects>;

// [family member, person, status of activity data, its message, status of the message thread]
const TABLE: [Who, SubjectKey, number, string | null, number][] = [
  ["familia", "carmen", 200, null, 200],
  ["familia2", "antonio", 403, PRIVATE, 200],
  ["familia3", "jose", 403, PENDING, 403],
  ["familia", "antonio", 404, MESSAGES.notFound, 404],
  ["familia", "carmenRuiz", 404, MESSAGES.notFound, 404],
  ["familia", "unknown", 404, MESSAGES.notFound, 404],
];
const CARE_READS = [
  "/api/reminders/:id",
  "/api/reminders/:id/today",
  "/api/reminders/:id/upcoming?days=7",
  "/api/reminders/:id/stats?days=7",
  "/api/reminders/:id/completions",
  "/api/activities/:id",
  "/api/activities/:id/today",
];

describe("family access table: reads", () => {
  it.each(TABLE)("%s reading %s's activity data -> %i", async (who, whose, status, message) => {
    const c = await t.loginAs(who);
    for (const path of CARE_READS) {
      const res = await c.get(path.replace(":id", subjects()[whose]));
      expect({ path, status: res.status }).toEqual({ path, status });
      if (message) expect(res.body.message).toBe(message);
    }
  });

  // Messages need only the approved link, not the consent.
  it.each(TABLE.map(([who, whose, , , thread]) => [who, whose, thread] as const))(
    "%s reading the message thread with %s -> %i",
    async (who, whose, status) => {
      const c = await t.loginAs(who);
      const res = await c.get(`/api/messages/${subjects()[whose]}`);
      expect(res.status).toBe(status);
      if (status === 403) expect(res.body.message).toBe(PENDING);
      if (status === 200) expect(Array.isArray(res.body)).toBe(true);
    },
  );
});

const reminderBody = (userId: string, createdBy = t.ids.users.profesional) => ({
  title: "Beber agua",
  description: "",
  reminderTime: "11:00",
  reminderDate: null,
  type: "activity",
  recurrence: "daily",
  userId,
  createdBy,
  isActive: true,
});
const activeReminderOf = async (userId: string) =>
  (
    await rows(
      `select id, title from reminders where user_id = '${userId}' and is_active
         and program_activity_id is null order by id limit 1`,
    )
  )[0];

describe("family access table: writes", () => {
  it.each([
    ["familia2", "antonio", 403, PRIVATE],
    ["familia3", "jose", 403, PENDING],
    ["familia", "antonio", 404, MESSAGES.notFound],
    ["familia", "carmenRuiz", 404, MESSAGES.notFound],
  ] as const)("%s cannot create, edit or delete %s's reminders (%i), nothing changes", async (...row) => {
    const [who, whose, status, message] = row;
    const c = await t.loginAs(who);
    const id = subjects()[whose];
    const target = whose === "carmenRuiz" ? { id: ruizReminderId } : await activeReminderOf(id);
    const before = await rows(`select * from reminders where id = '${target.id}'`);
    const count = await t.count("reminders");
    const attempts = [
      await c.post("/api/reminders", reminderBody(id)),
      await c.patch(`/api/reminders/${target.id}`, { title: "Cambiado" }),
      await c.delete(`/api/reminders/${target.id}`),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect(await t.count("reminders")).toBe(count);
    expect(await rows(`select * from reminders where id = '${target.id}'`)).toEqual(before);
  });

  it("a family member never completes a reminder, even with a forged completedBy", async () => {
    const c = await t.loginAs("familia");
    const target = await activeReminderOf(t.ids.users.carmen);
    const count = await t.count("reminder_completions");
    const res = await c.post(`/api/reminders/${target.id}/complete`, {
      userId: t.ids.users.carmen,
      completedBy: t.ids.users.carmen,
    });
    expect(res.status).toBe(403);
    expect(await t.count("reminder_completions")).toBe(count);
  });

  it("forged createdBy and userId are ignored: the creator is the session user, the owner stays", async () => {
    const c = await t.loginAs("familia");
    const created = await c.post("/api/reminders", reminderBody(t.ids.users.carmen, t.ids.users.carmen));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ createdBy: t.ids.users.familia, creatorRole: "family" });

    const edited = await c.patch(`/api/reminders/${created.body.id}`, {
      title: "Beber agua fresca",
      userId: t.ids.users.antonio,
      createdBy: t.ids.users.profesional,
    });
    expect(edited.status).toBe(200);
    const stored = await rows(`select title, user_id, created_by from reminders where id = '${created.body.id}'`);
    expect(stored).toEqual([
      { title: "Beber agua fresca", user_id: t.ids.users.carmen, created_by: t.ids.users.familia },
    ]);
    expect((await c.delete(`/api/reminders/${created.body.id}`)).status).toBe(204);
  });

  it("a forged sender is ignored: a message is always from the session user", async () => {
    const c = await t.loginAs("familia");
    const res = await c.post("/api/messages", {
      toUserId: t.ids.users.carmen,
      fromUserId: t.ids.users.profesional,
      content: "Hola mamá",
    });
    expect(res.status).toBe(201);
    expect(await rows(`select from_user_id, to_user_id from messages where id = '${res.body.id}'`)).toEqual([
      { from_user_id: t.ids.users.familia, to_user_id: t.ids.users.carmen },
    ]);
  });

  it("a pending link cannot send messages yet, and is told why; nothing is written", async () => {
    const c = await t.loginAs("familia3");
    const count = await t.count("messages");
    const res = await c.post("/api/messages", { toUserId: joseId, content: "Hola, José" });
    expect([res.status, res.body.message]).toEqual([403, "La vinculación con esta persona está pendiente de confirmación"]);
    expect(await t.count("messages")).toBe(count);
  });
});

describe("consent revoked mid-session", () => {
  it("the next request is refused (reads and writes); messages still work; granting restores", async () => {
    const carmen = await t.loginAs("carmen");
    const javier = await t.loginAs("familia");
    const id = t.ids.users.carmen;
    const target = await activeReminderOf(id);
    expect((await javier.get(`/api/reminders/${id}/stats?days=7`)).status).toBe(200);
    const setFamilyConsent = (familyConsent: boolean) =>
      carmen.put("/api/users/me/consents", { userId: id, familyConsent, personalConsent: true });
    expect((await setFamilyConsent(false)).status).toBe(200);
    try {
      for (const path of CARE_READS) {
        const res = await javier.get(path.replace(":id", id));
        expect({ path, status: res.status, message: res.body.message }).toEqual({
          path,
          status: 403,
          message: PRIVATE,
        });
      }
      const count = await t.count("reminders");
      expect((await javier.post("/api/reminders", reminderBody(id))).status).toBe(403);
      expect((await javier.patch(`/api/reminders/${target.id}`, { title: "Cambiado" })).status).toBe(403);
      expect((await javier.delete(`/api/reminders/${target.id}`)).status).toBe(403);
      expect(await t.count("reminders")).toBe(count);
      expect(await rows(`select title, is_active from reminders where id = '${target.id}'`)).toEqual([
        { title: target.title, is_active: true },
      ]);
      const relatives = (await javier.get("/api/family/relatives")).body;
      expect(relatives[0]).toMatchObject({ canSeeActivity: false, lastActivity: null });
      expect((await javier.post("/api/messages", { toUserId: id, content: "¿Todo bien?" })).status).toBe(201);
      expect((await javier.get(`/api/messages/${id}`)).status).toBe(200);
    } finally {
      expect((await setFamilyConsent(true)).status).toBe(200);
    }
    expect((await javier.get(`/api/reminders/${id}/today`)).status).toBe(200);
  });
});

describe("GET /api/activities/{id}/today", () => {
  it("counts today's records in the municipality's day, past the listing's limit of 50", async () => {
    const javier = await t.loginAs("familia");
    const id = t.ids.users.carmen;
    const before = (await javier.get(`/api/activities/${id}/today`)).body;
    // SEED_NOW is 11:30 in Madrid on 18 November: the local day began at 23:00 UTC on the 17th.
    expect(before.date).toBe("2026-11-18");
    const [{ n }] = await rows(
      `select count(*)::int as n from activities where user_id = '${id}'
         and created_at >= '2026-11-17T23:00:00Z' and created_at < '2026-11-18T23:00:00Z'`,
    );
    expect(before.count).toBe(Number(n));
    await t.db.execute(
      `insert into activities (municipality_id, user_id, activity_type, created_at)
         select '${t.ids.municipalities.valleVerde}', '${id}', 'cognitive_exercise', '2026-11-18T09:00:00Z'
         from generate_series(1, 55)`,
    );
    await t.db.execute(
      `insert into activities (municipality_id, user_id, activity_type, created_at) values
         ('${t.ids.municipalities.valleVerde}', '${id}', 'login', '2026-11-17T22:59:59Z'),
         ('${t.ids.municipalities.valleVerde}', '${id}', 'login', '2026-11-17T23:00:00Z')`,
    );
    const after = (await javier.get(`/api/activities/${id}/today`)).body;
    expect(after).toEqual({ date: "2026-11-18", count: before.count + 56 });
    expect((await javier.get(`/api/activities/${id}`)).body).toHaveLength(50);
  });
});
