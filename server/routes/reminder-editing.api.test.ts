import { REMINDER_MESSAGES } from "@shared/api/reminders";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

const t = useTestContext();

const { query } = sqlReaders(t);
const valid = (userId: string) => ({
  title: "Llamar a Javier",
  description: "Llamada de la tarde",
  reminderTime: "18:30",
  reminderDate: "2026-11-20",
  type: "call",
  recurrence: "daily",
  userId,
  createdBy: "00000000-0000-4000-8000-000000000000",
  isActive: true,
});

describe("family and staff manage reminders", () => {
  it("family with consent creates a daily reminder: null date, creator from the session", async () => {
    const c = await t.loginAs("familia");
    const res = await c.post("/api/reminders", valid(t.ids.users.carmen));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "Llamar a Javier",
      reminderDate: null,
      recurrence: "daily",
      createdBy: t.ids.users.familia,
      creatorRole: "family",
    });
    const carmen = await t.loginAs("carmen");
    const upcoming = (await carmen.get(`/api/reminders/${t.ids.users.carmen}/upcoming?days=7`)).body;
    expect(upcoming.map((r: { id: string }) => r.id)).toContain(res.body.id);
  });

  it("edits and deletes (deactivates) it", async () => {
    const c = await t.loginAs("familia");
    const created = (await c.post("/api/reminders", { ...valid(t.ids.users.carmen), title: "Temporal" }))
      .body;
    const edited = await c.patch(`/api/reminders/${created.id}`, {
      recurrence: "once",
      reminderDate: "2026-11-21",
      reminderTime: "10:15",
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      recurrence: "once",
      reminderDate: "2026-11-21",
      reminderTime: "10:15",
      title: "Temporal",
    });
    expect(
      (await c.patch(`/api/reminders/${created.id}`, { recurrence: "daily" })).body.reminderDate,
    ).toBeNull();
    expect((await c.delete(`/api/reminders/${created.id}`)).status).toBe(204);
    expect(await query(`select is_active from reminders where id = '${created.id}'`)).toEqual([
      { is_active: false },
    ]);
    expect((await c.patch(`/api/reminders/${created.id}`, { title: "Otra" })).status).toBe(404);
  });

  it.each([
    [{ title: "" }, REMINDER_MESSAGES.titleAndTime],
    [{ reminderTime: "" }, REMINDER_MESSAGES.titleAndTime],
    [{ reminderTime: "25:00" }, REMINDER_MESSAGES.badTime],
    [{ recurrence: "once", reminderDate: null }, REMINDER_MESSAGES.dateForOnce],
    [{ recurrence: "once", reminderDate: "2026-02-30" }, REMINDER_MESSAGES.badDate],
    [{ type: "party" }, "Elija un tipo de recordatorio"],
  ])("refuses %j with its Spanish message and writes nothing", async (change, message) => {
    const c = await t.loginAs("familia");
    const before = await t.count("reminders");
    const res = await c.post("/api/reminders", { ...valid(t.ids.users.carmen), ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await t.count("reminders")).toBe(before);
  });

  it.each([
    ["familia2", "antonio", 403, "Información privada"],
    ["familia", "antonio", 404, "No encontrado"],
    ["familia", "carmenRuiz", 404, "No encontrado"],
    ["carmen", "carmen", 403, null],
    ["profesionalMc", "carmen", 404, "No encontrado"],
  ] as const)("%s creating for %s -> %i, nothing written", async (who, whose, status, message) => {
    const c = await t.loginAs(who);
    const before = await t.count("reminders");
    const res = await c.post("/api/reminders", valid(t.ids.users[whose]));
    expect(res.status).toBe(status);
    if (message) expect(res.body.message).toBe(message);
    expect(await t.count("reminders")).toBe(before);
  });

  it("refuses edits of another family's reminder and of programme activities", async () => {
    const [own] = await query(
      `select id, title from reminders where user_id = '${t.ids.users.antonio}' and program_activity_id is null and is_active limit 1`,
    );
    const javier = await t.loginAs("familia");
    expect((await javier.patch(`/api/reminders/${own.id}`, { title: "Cambiado" })).status).toBe(404);
    expect((await javier.delete(`/api/reminders/${own.id}`)).status).toBe(404);
    expect(await query(`select title, is_active from reminders where id = '${own.id}'`)).toEqual([
      { title: own.title, is_active: true },
    ]);
    const [program] = await query(
      `select id from reminders where user_id = '${t.ids.users.carmen}' and program_activity_id is not null limit 1`,
    );
    const res = await javier.delete(`/api/reminders/${program.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(REMINDER_MESSAGES.programActivity);
  });

  it("staff create reminders for their own people, including those without family consent", async () => {
    const c = await t.loginAs("profesional");
    const res = await c.post("/api/reminders", {
      ...valid(t.ids.users.antonio),
      recurrence: "once",
      reminderDate: "2026-11-19",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      createdBy: t.ids.users.profesional,
      creatorRole: "professional",
      reminderDate: "2026-11-19",
    });
  });
});

describe("GET /api/family/relatives", () => {
  it("shows the link and hides activity without consent", async () => {
    const javier = (await (await t.loginAs("familia")).get("/api/family/relatives")).body;
    expect(javier).toHaveLength(1);
    expect(javier[0]).toMatchObject({
      status: "approved",
      canSeeActivity: true,
      elderly: { id: t.ids.users.carmen },
    });
    expect(javier[0].lastActivity).not.toBeNull();
    const elena = (await (await t.loginAs("familia2")).get("/api/family/relatives")).body;
    expect(elena[0]).toMatchObject({ status: "approved", canSeeActivity: false, lastActivity: null });
    const pro = await t.loginAs("profesional");
    expect((await pro.get("/api/family/relatives")).status).toBe(403);
  });
});
