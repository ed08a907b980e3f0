import { beforeEach, describe, expect, it } from "vitest";
import { SEED_NOW } from "../test/constants";
import { useTestContext } from "../test/harness";
import { expectRefusal } from "../test/refusals";
import { sqlReaders } from "../test/sql-rows";

// A dated reminder cannot be ticked before its day; 'Deshacer' takes one occurrence back.

const t = useTestContext();
const { query, n: one } = sqlReaders(t);

beforeEach(() => t.clock.set(SEED_NOW)); // Wednesday 18 November 2026, 11:30 in Madrid

async function insertReminder(type: string, time: string, date: string | null, who = t.ids.users.carmen) {
  const [{ id }] = await query(
    `insert into reminders (municipality_id, user_id, title, type, reminder_time, reminder_date, recurrence, created_at)
     values ('${t.ids.municipalities.valleVerde}', '${who}', 'Prueba ${type}', '${type}', '${time}',
             ${date ? `'${date}'` : "null"}, '${date ? "once" : "daily"}', '2026-11-10T08:00:00Z') returning id`,
  );
  return id as string;
}

const completionsOf = (id: string) =>
  query(`select occurrence_date::text as d, completed_by from reminder_completions where reminder_id = '${id}'`);
const activitiesOf = (id: string) =>
  one(`select count(*)::int as n from activities where metadata->>'reminderId' = '${id}'`);

describe("completing a dated reminder before its day", () => {
  it("refuses Friday's appointment on Wednesday and Thursday night with a Spanish 400, accepts it at local midnight", async () => {
    const id = await insertReminder("appointment", "10:00", "2026-11-20");
    const carmen = await t.loginAs("carmen");
    const unchanged = async () => [await completionsOf(id), await activitiesOf(id), await t.count("activities")];
    await expectRefusal(() => carmen.post(`/api/reminders/${id}/complete`, {}), {
      status: 400,
      message: "Este recordatorio es para el viernes, 20 de noviembre. Podrá marcarlo como hecho ese día.",
      unchanged,
    });
    // 23:59 on Thursday in Madrid (22:59 UTC): still early. Staff cannot do it either.
    t.clock.set(new Date("2026-11-19T22:59:59Z"));
    const pro = await t.loginAs("profesional");
    await expectRefusal(() => pro.post(`/api/reminders/${id}/complete`, {}), { status: 400, unchanged });
    t.clock.set(new Date("2026-11-19T23:00:00Z"));
    const done = await carmen.post(`/api/reminders/${id}/complete`, {});
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.occurrenceDate).toBe("2026-11-20");
  });

  it("refuses an activity dated tomorrow too, and the upcoming list keeps it pending", async () => {
    const id = await insertReminder("activity", "17:00", "2026-11-19");
    const carmen = await t.loginAs("carmen");
    expect((await carmen.post(`/api/reminders/${id}/complete`, {})).status).toBe(400);
    const upcoming = (await carmen.get(`/api/reminders/${t.ids.users.carmen}/upcoming?days=7`)).body;
    expect(upcoming.find((r: { id: string }) => r.id === id)).toMatchObject({ isCompleted: false });
  });
});

describe("undoing a completion ('Deshacer')", () => {
  it("takes back today's occurrence, its activity and its stats, and is idempotent", async () => {
    const id = await insertReminder("medicine", "09:00", null);
    const carmen = await t.loginAs("carmen");
    const stats = async () => (await carmen.get(`/api/reminders/${t.ids.users.carmen}/stats?days=7`)).body;
    const before = { stats: await stats(), activities: await t.count("activities") };
    expect((await carmen.post(`/api/reminders/${id}/complete`, {})).status).toBe(201);
    expect(await activitiesOf(id)).toBe(1);

    const undo = await carmen.post(`/api/reminders/${id}/undo`, {});
    expect(undo.status).toBe(200);
    expect(undo.body).toEqual({ occurrenceDate: "2026-11-18", isUndone: true });
    expect(await completionsOf(id)).toEqual([]);
    expect(await activitiesOf(id)).toBe(0);
    expect(await t.count("activities")).toBe(before.activities);
    expect(await stats()).toEqual(before.stats);
    const today = (await carmen.get(`/api/reminders/${t.ids.users.carmen}/today`)).body;
    expect(today.find((r: { id: string }) => r.id === id)).toMatchObject({ completedToday: false });

    // A second (e.g. queued) undo changes nothing; completing again works.
    const again = await carmen.post(`/api/reminders/${id}/undo`, {});
    expect([again.status, again.body.isUndone]).toEqual([200, false]);
    expect((await carmen.post(`/api/reminders/${id}/complete`, {})).status).toBe(201);
  });

  it("undoes only the occurrence it names, leaving other days' completions", async () => {
    const id = await insertReminder("medicine", "08:30", null);
    await query(
      `insert into reminder_completions (municipality_id, reminder_id, user_id, occurrence_date, completed_at)
       values ('${t.ids.municipalities.valleVerde}', '${id}', '${t.ids.users.carmen}', '2026-11-17', '2026-11-17T08:00:00Z')`,
    );
    const carmen = await t.loginAs("carmen");
    await carmen.post(`/api/reminders/${id}/complete`, {});
    const res = await carmen.post(`/api/reminders/${id}/undo`, { occurrenceDate: "2026-11-18" });
    expect(res.body).toEqual({ occurrenceDate: "2026-11-18", isUndone: true });
    expect(await completionsOf(id)).toEqual([{ d: "2026-11-17", completed_by: null }]);
    const bad = await carmen.post(`/api/reminders/${id}/undo`, { occurrenceDate: "ayer" });
    expect([bad.status, bad.body.message]).toEqual([400, "La fecha no es válida"]);
    expect(await completionsOf(id)).toHaveLength(1);
  });

  it("refuses family, other people and other municipalities' staff; nothing changes", async () => {
    const id = await insertReminder("medicine", "09:00", null);
    const carmen = await t.loginAs("carmen");
    await carmen.post(`/api/reminders/${id}/complete`, {});
    const unchanged = async () => [await completionsOf(id), await t.count("activities")];
    for (const [who, status] of [
      ["familia", 403],
      ["familia2", 404],
      ["antonio", 404],
      ["profesionalMc", 404],
    ] as const) {
      const other = await t.loginAs(who);
      await expectRefusal(() => other.post(`/api/reminders/${id}/undo`, {}), { status, unchanged });
    }
    // Her own staff reach it, but did not mark it: refused too (reminder-undo-rules.api.test.ts).
    const pro = await t.loginAs("profesional");
    await expectRefusal(() => pro.post(`/api/reminders/${id}/undo`, {}), { status: 403, unchanged });
    expect((await carmen.post(`/api/reminders/${id}/undo`, {})).body.isUndone).toBe(true);
  });
});
