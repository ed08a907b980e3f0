import { localDate } from "@shared/domain/time";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testPasswords } from "../../test/hashers";
import { seedScale } from "../../db/scale-seed";
import { ORIGIN, useTestContext } from "../../test/harness";
import { sqlReaders } from "../../test/sql-rows";

// activity_days (per person and local day: records, logins, exercises) is derived from activities by triggers.
// Every check recounts the raw records in JavaScript with shared/domain's localDate, an independent
// computation of the local day, and compares both tables row by row.

const t = useTestContext();

type DayRow = { user_id: string; day: string; activities: number; logins: number; exercises: number };
const key = (r: Pick<DayRow, "user_id" | "day">) => `${r.user_id}|${r.day}`;

const { query: rows } = sqlReaders(t);

/** The rollup as stored, keyed by person and day. */
async function stored(): Promise<Map<string, DayRow>> {
  const list = await rows<DayRow>(
    sql`select user_id, day::text as day, activities, logins, exercises from activity_days`,
  );
  return new Map(list.map((r) => [key(r), { ...r, activities: +r.activities, logins: +r.logins, exercises: +r.exercises }]));
}

/** The rollup recomputed from the raw records, local days by shared/domain's time rules. */
async function recount(): Promise<Map<string, DayRow>> {
  const raw = await rows<{ user_id: string; activity_type: string; created_at: string | Date; timezone: string }>(
    sql`select a.user_id, a.activity_type, a.created_at, m.timezone
      from activities a join municipalities m on m.id = a.municipality_id`,
  );
  const out = new Map<string, DayRow>();
  for (const a of raw) {
    const day = localDate(new Date(a.created_at), a.timezone);
    const row = out.get(key({ user_id: a.user_id, day })) ?? {
      user_id: a.user_id,
      day,
      activities: 0,
      logins: 0,
      exercises: 0,
    };
    row.activities++;
    if (a.activity_type === "login") row.logins++;
    if (a.activity_type === "cognitive_exercise") row.exercises++;
    out.set(key(row), row);
  }
  return out;
}

async function expectExact() {
  const [have, want] = await Promise.all([stored(), recount()]);
  expect(have.size).toBe(want.size);
  expect(Object.fromEntries(have)).toEqual(Object.fromEntries(want));
  return have;
}

const daysOf = async (userId: string) =>
  (
    await rows<DayRow>(
      sql`select user_id, day::text as day, activities, logins, exercises from activity_days
        where user_id = ${userId}::uuid order by day`,
    )
  ).map((r) => ({ ...r, activities: +r.activities, logins: +r.logins, exercises: +r.exercises }));

describe("activity_days", () => {
  it("equals the raw records after the demo seed (the test database is seeded)", async () => {
    const have = await expectExact();
    expect(have.size).toBeGreaterThan(50);
  });

  it("POST /api/activities updates the person's day, local midnight and the DST change in Europe/Madrid", async () => {
    let carmen = await t.loginAs("carmen");
    const id = t.ids.users.carmen;
    const post = async (at: string, activityType: string) => {
      t.clock.set(new Date(at));
      const res = await carmen.post("/api/activities", { userId: id, activityType });
      expect(res.status, at).toBe(201);
    };
    /** What the posts added to each day (the demo seed already has records on some of them). */
    const added = async (before: DayRow[]) => {
      const base = new Map(before.map((d) => [d.day, d]));
      return Object.fromEntries(
        (await daysOf(id))
          .map((d) => {
            const b = base.get(d.day);
            return [
              d.day,
              [d.activities - (b?.activities ?? 0), d.logins - (b?.logins ?? 0), d.exercises - (b?.exercises ?? 0)],
            ] as const;
          })
          .filter(([, delta]) => delta.some((v) => v !== 0)),
      );
    };
    // Summer time ends on Sunday 2026-10-25 (03:00 CEST -> 02:00 CET): that local day lasts 25 hours,
    // 2026-10-24T22:00Z .. 2026-10-25T23:00Z.
    const autumn = await daysOf(id);
    await post("2026-10-24T21:59:59Z", "login"); // 10-24 23:59:59 CEST
    await post("2026-10-24T22:00:00Z", "cognitive_exercise"); // 10-25 00:00 CEST
    await post("2026-10-25T00:30:00Z", "chat"); // 10-25 02:30 CEST (first 02:30)
    await post("2026-10-25T01:30:00Z", "login"); // 10-25 02:30 CET (the repeated hour)
    await post("2026-10-25T22:59:59Z", "cognitive_exercise"); // 10-25 23:59:59 CET (UTC date 10-25)
    await post("2026-10-25T23:00:00Z", "message_read"); // 10-26 00:00 CET
    // [records, logins, exercises] added per local day
    expect(await added(autumn)).toEqual({
      "2026-10-24": [1, 1, 0],
      "2026-10-25": [4, 1, 2],
      "2026-10-26": [1, 0, 0],
    });
    // Summer time starts on 2027-03-28 (02:00 CET -> 03:00 CEST): a 23-hour local day.
    t.clock.set(new Date("2027-03-27T12:00:00Z"));
    carmen = await t.loginAs("carmen"); // months later: a new session (the PIN login is a record too)
    const spring = await daysOf(id);
    await post("2027-03-27T22:59:59Z", "login"); // 03-27 23:59:59 CET
    await post("2027-03-27T23:00:00Z", "login"); // 03-28 00:00 CET
    await post("2027-03-28T21:59:59Z", "login"); // 03-28 23:59:59 CEST
    await post("2027-03-28T22:00:00Z", "login"); // 03-29 00:00 CEST
    expect(await added(spring)).toEqual({
      "2027-03-27": [1, 1, 0],
      "2027-03-28": [2, 2, 0],
      "2027-03-29": [1, 1, 0],
    });
    await expectExact();
  });

  it("follows deletes and updates of records, and drops a day with no records left", async () => {
    const id = t.ids.users.antonio;
    const [day] = await rows<{ day: string }>(
      sql`select day::text as day from activity_days where user_id = ${id}::uuid order by day desc limit 1`,
    );
    await t.db.execute(sql`delete from activities where user_id = ${id}::uuid
      and (created_at at time zone 'Europe/Madrid')::date = ${day.day}::date
      and id = (select id from activities where user_id = ${id}::uuid
        and (created_at at time zone 'Europe/Madrid')::date = ${day.day}::date limit 1)`);
    await expectExact();
    // Move every record of that day one day later, then delete them: the row moves, then disappears.
    await t.db.execute(sql`update activities set created_at = created_at + interval '1 day'
      where user_id = ${id}::uuid and (created_at at time zone 'Europe/Madrid')::date = ${day.day}::date`);
    await expectExact();
    await t.db.execute(sql`delete from activities where user_id = ${id}::uuid`);
    expect(await daysOf(id)).toEqual([]);
    await expectExact();
  });

  it("a change of a municipality's time zone recounts its local days", async () => {
    const mc = t.ids.municipalities.monteClaro;
    await t.db.execute(sql`update municipalities set timezone = 'Atlantic/Canary' where id = ${mc}::uuid`);
    await expectExact();
    await t.db.execute(sql`update municipalities set timezone = 'Europe/Madrid' where id = ${mc}::uuid`);
    await expectExact();
  });

  it("erasing a person (DELETE /api/users/{id}) removes their days and nobody else's", async () => {
    const id = t.ids.users.dolores;
    expect((await daysOf(id)).length).toBeGreaterThan(0);
    const others = [...(await stored()).values()].filter((r) => r.user_id !== id);
    const pro = await t.loginAs("profesional");
    const res = await pro.agent
      .delete(`/api/users/${id}`)
      .set("Host", new URL(ORIGIN).host)
      .set("Origin", ORIGIN)
      .set("Cookie", pro.cookie ?? "")
      .send({ confirmation: "dolores" });
    expect(res.status).toBe(204);
    expect(await daysOf(id)).toEqual([]);
    expect([...(await stored()).values()]).toEqual(expect.arrayContaining(others));
    await expectExact();
  });

  it("equals the raw records after the scale generator, and after replacing its data set", async () => {
    const options = {
      users: 6,
      days: 20,
      now: new Date("2026-10-30T09:00:00Z"), // the window crosses the end of summer time
      hashPassword: testPasswords.hashPassword,
      hashPin: async () => "x",
    };
    const first = await seedScale(t.db, { ...options, chunkUsers: 4 });
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from activity_days where municipality_id = ${first.municipalityId}::uuid`,
    );
    expect(Number(n)).toBeGreaterThan(6 * 10);
    await expectExact();
    const second = await seedScale(t.db, { ...options, users: 3, replace: true });
    const people = await rows<{ user_id: string }>(
      sql`select distinct d.user_id from activity_days d join users u on u.id = d.user_id
        where u.municipality_id = ${second.municipalityId}::uuid`,
    );
    expect(people.length).toBe(3);
    const [{ stale }] = await rows<{ stale: number }>(
      sql`select count(*)::int as stale from activity_days d
        where not exists (select 1 from users u where u.id = d.user_id)`,
    );
    expect(Number(stale)).toBe(0);
    await expectExact();
  }, 120_000);
});
