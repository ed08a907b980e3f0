import { MESSAGES } from "@shared/api/messages";
import { beforeEach, describe, expect, it } from "vitest";
import { runJobsOnce } from "../jobs/tasks";
import { SEED_NOW } from "../test/constants";
import { useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// 'Sin confirmar' medicine doses for the person's carers, and an alert on two in a row.

const t = useTestContext();
const { query } = sqlReaders(t);
const VV = () => t.ids.municipalities.valleVerde;

beforeEach(() => t.clock.set(SEED_NOW));

async function medicine(who: string, title: string, time: string) {
  const [{ id }] = await query(
    `insert into reminders (municipality_id, user_id, title, type, reminder_time, recurrence, created_at)
     values ('${VV()}', '${who}', '${title}', 'medicine', '${time}', 'daily', '2026-11-10T08:00:00Z') returning id`,
  );
  return id as string;
}
const confirm = (who: string, reminderId: string, date: string) =>
  query(`insert into reminder_completions (municipality_id, reminder_id, user_id, occurrence_date)
         values ('${VV()}', '${reminderId}', '${who}', '${date}')`);

describe("GET /api/reminders/:userId/unconfirmed", () => {
  it("lists a dose 60 minutes after its time until it is confirmed, for the person, consented family and staff", async () => {
    const carmen = t.ids.users.carmen;
    const id = await medicine(carmen, "Enalapril", "08:30");
    const path = `/api/reminders/${carmen}/unconfirmed`;
    const familia = await t.loginAs("familia");
    const mine = async (c = familia) =>
      ((await c.get(path)).body as { reminderId: string }[]).filter((d) => d.reminderId === id);
    // 09:29:59 in Madrid: not yet.
    t.clock.set(new Date("2026-11-18T08:29:59Z"));
    expect(await mine()).toEqual([]);
    t.clock.set(new Date("2026-11-18T08:30:00Z"));
    expect(await mine()).toEqual([
      {
        reminderId: id,
        title: "Enalapril",
        reminderTime: "08:30",
        occurrenceDate: "2026-11-18",
        dueAt: "2026-11-18T07:30:00.000Z",
      },
    ]);
    expect(await mine(await t.loginAs("profesional"))).toHaveLength(1);
    const person = await t.loginAs("carmen");
    expect(await mine(person)).toHaveLength(1);
    expect((await person.post(`/api/reminders/${id}/complete`, {})).status).toBe(201);
    expect(await mine()).toEqual([]);
  });

  it("answers outsiders 404 and family without consent 403 'Información privada'", async () => {
    for (const [who, whose, status] of [
      ["familia2", "carmen", 404],
      ["profesionalMc", "carmen", 404],
      ["antonio", "carmen", 404],
      ["familia2", "antonio", 403],
    ] as const) {
      const res = await (await t.loginAs(who)).get(`/api/reminders/${t.ids.users[whose]}/unconfirmed`);
      expect(res.status, `${who} -> ${whose}`).toBe(status);
      if (status === 403) expect(res.body).toEqual({ message: MESSAGES.privateInfo });
    }
  });
});

describe("alert on two unconfirmed doses in a row (job)", () => {
  it("raises one health alert per streak, at the second dose's deadline, never twice", async () => {
    const carmen = t.ids.users.carmen;
    // Only this test's medicines make up her schedule.
    await query(`update reminders set is_active = false where user_id = '${carmen}' and type = 'medicine'`);
    const morning = await medicine(carmen, "Enalapril", "08:30");
    const evening = await medicine(carmen, "Omeprazol", "20:00");
    await confirm(carmen, evening, "2026-11-16");
    await confirm(carmen, morning, "2026-11-17");
    await confirm(carmen, evening, "2026-11-17");
    const alertsOf = () =>
      query(`select content, type, severity from alerts where user_id = '${carmen}'
               and content like 'Dos tomas seguidas%' order by created_at`);
    const tick = async (iso: string) => {
      t.clock.set(new Date(iso));
      return (await runJobsOnce(t.db, t.clock.now())).missedDoses;
    };
    // Enalapril of the 18th missed, Omeprazol not yet past its deadline (21:00 local = 20:00Z).
    await tick("2026-11-18T19:59:59Z");
    expect(await alertsOf()).toEqual([]);
    expect(await tick("2026-11-18T20:00:00Z")).toBeGreaterThanOrEqual(1);
    const first = {
      content: "Dos tomas seguidas sin confirmar: Enalapril (2026-11-18 08:30) y Omeprazol (2026-11-18 20:00)",
      type: "health",
      severity: "high",
    };
    expect(await alertsOf()).toEqual([first]);
    // Later ticks of the same streak (even a third missed dose) add nothing.
    await tick("2026-11-18T20:01:00Z");
    await tick("2026-11-19T08:30:00Z");
    expect(await alertsOf()).toHaveLength(1);
    // A confirmed dose ends the streak; a new pair of misses is a new alert.
    await confirm(carmen, morning, "2026-11-19");
    await tick("2026-11-19T20:00:00Z");
    expect(await alertsOf()).toHaveLength(1);
    await tick("2026-11-20T08:30:00Z");
    expect((await alertsOf()).map((a) => a.content)).toEqual([
      first.content,
      "Dos tomas seguidas sin confirmar: Omeprazol (2026-11-19 20:00) y Enalapril (2026-11-20 08:30)",
    ]);
  });
});
