import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_NOW } from "../test/constants";
import { createTestContext, type TestContext } from "../test/harness";

// The assistant answers about medicines and family from the person's own data, loaded by the
// chat service from the database (reminders with their completion today, approved family links).
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

type Row = Record<string, unknown>;
const query = async (sql: string): Promise<Row[]> =>
  ((await t.db.execute(sql)) as unknown as { rows: Row[] }).rows;

const ask = async (message: string) => {
  const c = await t.loginAs("carmen");
  const res = await c.post("/api/chat/ai", { userId: t.ids.users.carmen, message, messageHistory: [] });
  expect(res.status).toBe(200);
  expect(res.body.healthAlert).toBeNull();
  return res.body.response as string;
};

describe("POST /api/chat/ai: medicines taken and pending today", () => {
  it("names the medicine already marked taken and the one still pending, not other reminders", async () => {
    const reply = await ask("¿Me he tomado ya las pastillas?");
    // Carmen prefers "usted" (her record): the assistant speaks to her so.
    expect(reply).toMatch(/ya ha tomado: [^.]*Enalapril/);
    expect(reply).toMatch(/Le queda: [^.]*Metformina[^.]* a las \d+:\d\d, Carmen/);
    expect(reply).not.toMatch(/Llamar a Javier|doctora/);
  });

  it("says every medicine is taken once the pending one is completed", async () => {
    const c = await t.loginAs("carmen");
    const [row] = await query(
      `select id from reminders where user_id = '${t.ids.users.carmen}' and title like '%Metformina%'`,
    );
    const done = await c.post(`/api/reminders/${String(row.id)}/complete`, {});
    expect(done.status).toBeLessThan(300);
    expect(await ask("qué medicinas me quedan")).toMatch(/^Ya ha tomado todas las medicinas de hoy, Carmen/);
  });
});

describe("POST /api/chat/ai: family names", () => {
  it("lists exactly the approved linked family members of the person", async () => {
    const rows = await query(
      `select u.first_name as name, l.status from family_links l join users u on u.id = l.family_user_id
       where l.elderly_user_id = '${t.ids.users.carmen}'`,
    );
    const approved = rows.filter((r) => r.status === "approved").map((r) => String(r.name).trim());
    expect(approved.length).toBeGreaterThan(0);
    const reply = await ask("¿Cómo se llaman mis nietos?");
    for (const name of approved) expect(reply).toContain(name);
    for (const r of rows.filter((r) => r.status !== "approved")) expect(reply).not.toContain(String(r.name).trim());
    const others = await query(
      `select distinct u.first_name as name from family_links l join users u on u.id = l.family_user_id
       where l.elderly_user_id <> '${t.ids.users.carmen}'`,
    );
    for (const r of others) {
      const name = String(r.name).trim();
      if (!approved.includes(name)) expect(reply).not.toContain(name);
    }
  });
});

describe("POST /api/chat/ai: the programme's next activities", () => {
  it("names upcoming activities of the person's own municipality only", async () => {
    const own = await query(
      `select a.title from program_activities a join users u on u.municipality_id = a.municipality_id
       where u.id = '${t.ids.users.carmen}' and (a.recurrence <> 'once' or a.scheduled_date >= '${SEED_NOW.toISOString().slice(0, 10)}')`,
    );
    expect(own.length).toBeGreaterThan(0);
    const reply = await ask("¿Qué actividades hay esta semana?");
    expect(reply).toMatch(/^Las próximas actividades del programa son: /);
    expect(own.some((r) => reply.includes(String(r.title)))).toBe(true);
    const foreign = await query(
      `select a.title from program_activities a join users u on u.id = '${t.ids.users.carmen}'
       where a.municipality_id <> u.municipality_id`,
    );
    const ownTitles = new Set(own.map((r) => String(r.title)));
    for (const r of foreign) if (!ownTitles.has(String(r.title))) expect(reply).not.toContain(String(r.title));
  });
});
