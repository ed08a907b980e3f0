import { PROGRAM_ACTIVITY_REQUIRED } from "@shared/api/professional";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { expectRefusal } from "../test/refusals";
import { sqlReaders } from "../test/sql-rows";

// Weekly and monthly programme activities make repeating reminders; editing one follows through to them.
// The seed clock is Wednesday 18 November 2026, 11:30 in Madrid.

const t = useTestContext();
const { query, n } = sqlReaders(t);
const activity = (change: Record<string, unknown> = {}) => ({
  title: "Taller de memoria",
  description: "Juegos en grupo",
  activityType: "memory_exercise",
  scheduledDate: "2026-11-19",
  scheduledTime: "11:00",
  recurrence: "weekly",
  ...change,
});
const remindersOf = (id: string) =>
  query(`select distinct title, reminder_time, recurrence, reminder_date::text as date, weekdays, month_day
    from reminders where program_activity_id = '${id}'`);

describe("repeating programme activities", () => {
  it("weekly: every person gets a reminder on that weekday, from its first day", async () => {
    const c = await t.loginAs("profesional");
    const res = await c.post("/api/professional/program-activities", activity());
    expect(res.status).toBe(201);
    expect(await remindersOf(res.body.id)).toEqual([
      { title: "Taller de memoria", reminder_time: "11:00", recurrence: "daily", date: null, weekdays: [4], month_day: null },
    ]);
    const carmen = await t.loginAs("carmen");
    const today = async () => (await carmen.get(`/api/reminders/${t.ids.users.carmen}/today`)).body as { title: string }[];
    expect((await today()).map((r) => r.title)).not.toContain("Taller de memoria");
    t.clock.set(new Date("2026-11-26T08:00:00Z")); // the Thursday after
    expect((await today()).find((r) => r.title === "Taller de memoria")).toMatchObject({ weekdays: [4] });
  });

  it("monthly: on the day of the month of its date", async () => {
    const c = await t.loginAs("profesional");
    const res = await c.post("/api/professional/program-activities", activity({ recurrence: "monthly", scheduledDate: "2026-12-05" }));
    expect(await remindersOf(res.body.id)).toMatchObject([{ recurrence: "daily", weekdays: null, month_day: 5 }]);
  });

  it("editing changes every person's reminder: title, hour and weekday", async () => {
    const c = await t.loginAs("profesional");
    const created = (await c.post("/api/professional/program-activities", activity({ title: "Paseo" }))).body;
    const people = await n(`select count(*)::int as n from reminders where program_activity_id = '${created.id}'`);
    const res = await c.put(
      `/api/professional/program-activities/${created.id}`,
      activity({ title: "Paseo largo", scheduledDate: "2026-11-20", scheduledTime: "17:30" }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, title: "Paseo largo", scheduledTime: "17:30", assignedUsers: people });
    expect(await remindersOf(created.id)).toEqual([
      { title: "Paseo largo", reminder_time: "17:30", recurrence: "daily", date: null, weekdays: [5], month_day: null },
    ]);
    const once = await c.put(`/api/professional/program-activities/${created.id}`, activity({ recurrence: "once", scheduledDate: "2026-11-24" }));
    expect(once.status).toBe(200);
    expect(await remindersOf(created.id)).toMatchObject([{ recurrence: "once", date: "2026-11-24", weekdays: null }]);
  });

  it("refuses a bad edit with a Spanish 400, and another municipality's staff with 404; nothing changes", async () => {
    const c = await t.loginAs("profesional");
    const created = (await c.post("/api/professional/program-activities", activity({ title: "Coro" }))).body;
    const unchanged = () => Promise.all([remindersOf(created.id), query(`select * from program_activities where id = '${created.id}'`)]);
    await expectRefusal(() => c.put(`/api/professional/program-activities/${created.id}`, activity({ description: " " })), {
      status: 400,
      message: PROGRAM_ACTIVITY_REQUIRED,
      unchanged,
    });
    const mc = await t.loginAs("profesionalMc");
    await expectRefusal(() => mc.put(`/api/professional/program-activities/${created.id}`, activity({ title: "Mío" })), {
      status: 404,
      unchanged,
    });
    const familia = await t.loginAs("familia");
    await expectRefusal(() => familia.put(`/api/professional/program-activities/${created.id}`, activity()), {
      status: 403,
      unchanged,
    });
  });
});
