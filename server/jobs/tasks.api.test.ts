import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";
import { LOCKOUT_RETENTION_MS, runJobsOnce } from "./tasks";

const t = useTestContext();

const MINUTE = 60_000;
const { query } = sqlReaders(t);

describe("periodic jobs", () => {
  it("raises one inactivity alert per episode for consenting people inactive over 48 h", async () => {
    const expected = await query(`select id from users where role = 'elderly' and personal_consent
      and coalesce(last_activity, created_at) < timestamptz '2026-11-16T10:30:00Z'`);
    expect(expected.length).toBeGreaterThan(0);
    const alerted = async () =>
      query(`select distinct u.id from users u join alerts a on a.user_id = u.id and a.type = 'inactivity'
               and a.created_at >= coalesce(u.last_activity, u.created_at)`);
    const before = await alerted();
    const first = await runJobsOnce(t.db, t.clock.now());
    expect(first).toMatchObject({ ran: true, inactivity: expected.length - before.length });
    expect((await alerted()).map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
    // No duplicates on the next ticks while the episode lasts.
    t.clock.advance(MINUTE);
    expect((await runJobsOnce(t.db, t.clock.now())).inactivity).toBe(0);
    // Non-consenting people (Dolores) never get one.
    expect(
      await query(
        `select count(*)::int as n from alerts where type = 'inactivity' and user_id = '${t.ids.users.dolores}'`,
      ),
    ).toEqual([{ n: 0 }]);
    // A new episode after activity resumes and stops again.
    const [person] = expected;
    await query(
      `update users set last_activity = timestamptz '2026-11-18T10:31:00Z' where id = '${person.id}'`,
    );
    t.clock.set(new Date("2026-11-20T10:31:01Z"));
    const later = await runJobsOnce(t.db, t.clock.now());
    expect(later.inactivity).toBeGreaterThanOrEqual(1);
    expect(
      await query(
        `select count(*)::int as n from alerts where type = 'inactivity' and user_id = '${person.id}'`,
      ),
    ).toEqual([{ n: 2 }]);
  });

  it("escalates a help alert unattended for 15 minutes, not before, and lists it with the calls for help", async () => {
    t.clock.set(new Date("2026-11-21T09:00:00Z"));
    const carmen = await t.loginAs("carmen");
    await carmen.post("/api/help/alert", { userId: t.ids.users.carmen });
    const [alert] = await query(
      `select id from alerts where user_id = '${t.ids.users.carmen}' and type = 'help' order by created_at desc limit 1`,
    );
    t.clock.advance(14 * MINUTE + 59_000);
    await runJobsOnce(t.db, t.clock.now());
    expect(await query(`select escalated_at from alerts where id = '${alert.id}'`)).toEqual([
      { escalated_at: null },
    ]);
    t.clock.advance(1_000);
    await runJobsOnce(t.db, t.clock.now());
    const [row] = await query(`select escalated_at from alerts where id = '${alert.id}'`);
    expect(row.escalated_at).not.toBeNull();
    const pro = await t.loginAs("profesional");
    const list = await pro.get(`/api/professional/${t.ids.users.profesional}/alerts`);
    // In the block of open calls for help at the head of the list, escalated.
    const items = list.body as { id: string; isUrgent: boolean; escalatedAt: string | null }[];
    const at = items.findIndex((a) => a.id === alert.id);
    expect(items[at]).toMatchObject({ type: "help", userName: "Carmen López" });
    expect(items[at].escalatedAt).not.toBeNull();
    expect(items.slice(0, at + 1).every((a) => a.isUrgent)).toBe(true);
  });

  it("deletes expired sessions and forgotten lockout rows, keeping live sessions and standing locks", async () => {
    const now = new Date("2026-11-22T08:00:00Z");
    t.clock.set(now);
    const at = (ms: number) => `timestamptz '${new Date(now.getTime() + ms).toISOString()}'`;
    const user = t.ids.users.antonio;
    await query(`insert into sessions (id, user_id, expires_at) values
      ('e2e-expired', '${user}', ${at(-1_000)}), ('e2e-live', '${user}', ${at(3_600_000)})`);
    const old = -LOCKOUT_RETENTION_MS - 60_000;
    await query(`insert into login_attempts (kind, key, failures, locked_until, updated_at) values
      ('pin-name', 'job:old', 2, null, ${at(old)}),
      ('pin-name', 'job:old-lock-over', 5, ${at(-60_000)}, ${at(old)}),
      ('pin-name', 'job:old-still-locked', 5, ${at(3_600_000)}, ${at(old)}),
      ('pin-name', 'job:recent', 1, null, ${at(-3_600_000)})`);
    expect((await runJobsOnce(t.db, now)).ran).toBe(true);
    expect(await query(`select id from sessions where id like 'e2e-%' order by id`)).toEqual([{ id: "e2e-live" }]);
    expect(await query(`select key from login_attempts where key like 'job:%' order by key`)).toEqual([
      { key: "job:old-still-locked" },
      { key: "job:recent" },
    ]);
  });

  // One instance runs each tick: a second one finds the advisory lock taken and does nothing. PGlite has a
  // single connection (a second transaction waits), so this needs a PostgreSQL test database.
  it.runIf(inject("testDb").kind === "postgres")("skips the tick while another instance holds the lock", async () => {
    const now = new Date("2026-11-25T08:00:00Z");
    const help = await query(`insert into alerts (municipality_id, user_id, type, severity, content, created_at)
      values ('${t.ids.municipalities.valleVerde}', '${t.ids.users.carmen}', 'help', 'high', 'Ayuda',
              timestamptz '2026-11-25T07:00:00Z') returning id`);
    const result = await t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(804221)`);
      return runJobsOnce(t.db, now);
    });
    expect(result).toEqual({ ran: false, inactivity: 0, escalated: 0, missedDoses: 0, safetyChecks: 0, missedCheckIns: 0, queued: 0 });
    expect(await query(`select escalated_at from alerts where id = '${help[0].id}'`)).toEqual([
      { escalated_at: null },
    ]);
    expect((await runJobsOnce(t.db, now)).escalated).toBeGreaterThanOrEqual(1);
  });
});
