import { UNDO_MESSAGES } from "@shared/domain/reminder-completion";
import { beforeEach, describe, expect, it } from "vitest";
import { SEED_NOW } from "../test/constants";
import { useTestContext } from "../test/harness";
import { expectRefusal } from "../test/refusals";
import { sqlReaders } from "../test/sql-rows";

// 'Deshacer' on the server (docs/behaviour/10-domain-rules.md#undoing-a-completion): only whoever marked the
// occurrence done, only within 60 s of the server recording it, never a date the database cannot store, and
// each undo leaves an audit row.

const t = useTestContext();
const { query, n } = sqlReaders(t);

beforeEach(() => t.clock.set(SEED_NOW)); // Wednesday 18 November 2026, 11:30 in Madrid

async function dailyReminder() {
  const [{ id }] = await query<{ id: string }>(
    `insert into reminders (municipality_id, user_id, title, type, reminder_time, recurrence, created_at)
     values ('${t.ids.municipalities.valleVerde}', '${t.ids.users.carmen}', 'Pastilla', 'medicine', '09:00',
             'daily', '2026-11-10T08:00:00Z') returning id`,
  );
  return id;
}
const stateOf = async (id: string) => [
  await query(`select occurrence_date::text, completed_by from reminder_completions where reminder_id = '${id}'`),
  await n(`select count(*)::int as n from activities where metadata->>'reminderId' = '${id}'`),
  // Staff's access to the record is audited before any check ('reminders.complete'): count only undos.
  await n(`select count(*)::int as n from audit_log where action = 'reminders.undo'`),
];

describe("undo: what the server accepts", () => {
  it("refuses dates the database cannot store with a Spanish 400, never a 500", async () => {
    const id = await dailyReminder();
    const carmen = await t.loginAs("carmen");
    await carmen.post(`/api/reminders/${id}/complete`, {});
    for (const occurrenceDate of ["0000-01-01", "0001-01-01", "1899-12-31", "2200-01-01", "9999-12-31"])
      await expectRefusal(() => carmen.post(`/api/reminders/${id}/undo`, { occurrenceDate }), {
        status: 400,
        message: "La fecha no es válida",
        unchanged: () => stateOf(id),
      });
  });

  it("does not let the person undo what staff marked, nor staff what the person marked", async () => {
    const id = await dailyReminder();
    const carmen = await t.loginAs("carmen");
    const pro = await t.loginAs("profesional");
    expect((await pro.post(`/api/reminders/${id}/complete`, {})).status).toBe(201);
    await expectRefusal(() => carmen.post(`/api/reminders/${id}/undo`, {}), {
      status: 403,
      message: UNDO_MESSAGES.notOwn,
      unchanged: () => stateOf(id),
    });
    expect((await pro.post(`/api/reminders/${id}/undo`, {})).body).toMatchObject({ isUndone: true });

    expect((await carmen.post(`/api/reminders/${id}/complete`, {})).status).toBe(201);
    await expectRefusal(() => pro.post(`/api/reminders/${id}/undo`, {}), {
      status: 403,
      message: UNDO_MESSAGES.notOwn,
      unchanged: () => stateOf(id),
    });
  });

  it("accepts the undo up to 60 s after the completion and refuses it after with a Spanish 409", async () => {
    const id = await dailyReminder();
    const carmen = await t.loginAs("carmen");
    await carmen.post(`/api/reminders/${id}/complete`, {});
    t.clock.advance(60_001);
    await expectRefusal(() => carmen.post(`/api/reminders/${id}/undo`, {}), {
      status: 409,
      message: UNDO_MESSAGES.tooLate,
      unchanged: () => stateOf(id),
    });

    const other = await dailyReminder();
    // The tablet's clock is 10 minutes slow: the window counts from the server's instant, not pressedAt.
    const pressedAt = new Date(t.clock.now().getTime() - 600_000).toISOString();
    expect((await carmen.post(`/api/reminders/${other}/complete`, { pressedAt })).status).toBe(201);
    t.clock.advance(60_000);
    expect((await carmen.post(`/api/reminders/${other}/undo`, {})).body).toMatchObject({ isUndone: true });
  });

  it("refuses to take back an older day's completion (history cannot be rewritten)", async () => {
    const id = await dailyReminder();
    const carmen = await t.loginAs("carmen");
    t.clock.set(new Date("2026-11-17T09:05:00Z"));
    expect((await carmen.post(`/api/reminders/${id}/complete`, {})).status).toBe(201);
    t.clock.set(SEED_NOW);
    await expectRefusal(() => carmen.post(`/api/reminders/${id}/undo`, { occurrenceDate: "2026-11-17" }), {
      status: 409,
      message: UNDO_MESSAGES.tooLate,
      unchanged: () => stateOf(id),
    });
  });

  it("writes each undo to the audit log: who, whose, which occurrence", async () => {
    const id = await dailyReminder();
    const carmen = await t.loginAs("carmen");
    await carmen.post(`/api/reminders/${id}/complete`, {});
    expect((await carmen.post(`/api/reminders/${id}/undo`, {})).status).toBe(200);
    // A repeated undo changes nothing and logs nothing more.
    expect((await carmen.post(`/api/reminders/${id}/undo`, {})).body.isUndone).toBe(false);
    const rows = await query(
      `select actor_id, subject_user_id, municipality_id, detail from audit_log
        where action = 'reminders.undo' and detail->>'reminderId' = '${id}'`,
    );
    expect(rows).toEqual([
      {
        actor_id: t.ids.users.carmen,
        subject_user_id: t.ids.users.carmen,
        municipality_id: t.ids.municipalities.valleVerde,
        detail: { reminderId: id, occurrenceDate: "2026-11-18", completedAt: SEED_NOW.toISOString() },
      },
    ]);
  });
});
