import { REMINDER_MESSAGES } from "@shared/api/reminders";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { expectRefusal } from "../test/refusals";
import { sqlReaders } from "../test/sql-rows";

// Reminders that repeat on chosen weekdays (the seed clock is Wednesday 18 November 2026, 11:30 in Madrid).

const t = useTestContext();
const { query } = sqlReaders(t);
const daily = (userId: string, weekdays: unknown) => ({
  title: "Vitamina D",
  reminderTime: "09:00",
  type: "medicine",
  recurrence: "daily",
  userId,
  weekdays,
});
const ids = (list: { id: string }[]) => list.map((r) => r.id);

describe("weekday reminders", () => {
  it("family creates one; it is in today's list only on its weekdays", async () => {
    const familia = await t.loginAs("familia");
    const monThu = await familia.post("/api/reminders", daily(t.ids.users.carmen, [4, 1, 4]));
    expect(monThu.status).toBe(201);
    expect(monThu.body).toMatchObject({ weekdays: [1, 4], recurrence: "daily", reminderDate: null, monthDay: null });
    const wednesday = (await familia.post("/api/reminders", daily(t.ids.users.carmen, [3]))).body;
    const carmen = await t.loginAs("carmen");
    const today = async () => ids((await carmen.get(`/api/reminders/${t.ids.users.carmen}/today`)).body);
    expect(await today()).toContain(wednesday.id);
    expect(await today()).not.toContain(monThu.body.id);
    // Not due today: 'Hecho' has nothing to mark.
    expect((await carmen.post(`/api/reminders/${monThu.body.id}/complete`, {})).status).toBe(404);
    const upcoming = async (days: number) =>
      ids((await carmen.get(`/api/reminders/${t.ids.users.carmen}/upcoming?days=${days}`)).body);
    expect(await upcoming(1)).not.toContain(monThu.body.id);
    expect(await upcoming(2)).toContain(monThu.body.id);
    t.clock.set(new Date("2026-11-18T23:00:00Z")); // Thursday 00:00 in Madrid
    expect(await today()).toContain(monThu.body.id);
    expect(await today()).not.toContain(wednesday.id);
  });

  it.each([
    [[0], REMINDER_MESSAGES.badWeekdays],
    [[8], REMINDER_MESSAGES.badWeekdays],
    [[1.5], REMINDER_MESSAGES.badWeekdays],
    [["lunes"], REMINDER_MESSAGES.badWeekdays],
    [[], REMINDER_MESSAGES.noWeekdays],
  ])("refuses weekdays %j with a Spanish 400 and writes nothing", async (weekdays, message) => {
    const c = await t.loginAs("familia");
    await expectRefusal(() => c.post("/api/reminders", daily(t.ids.users.carmen, weekdays)), {
      status: 400,
      message,
      unchanged: () => t.count("reminders"),
    });
  });

  it("refuses weekdays together with a date, on create and on edit", async () => {
    const c = await t.loginAs("profesional");
    for (const extra of [{ recurrence: "once", reminderDate: "2026-11-20" }, { reminderDate: "2026-11-20" }]) {
      await expectRefusal(() => c.post("/api/reminders", { ...daily(t.ids.users.carmen, [1]), ...extra }), {
        status: 400,
        message: REMINDER_MESSAGES.weekdaysWithDate,
        unchanged: () => t.count("reminders"),
      });
    }
    const once = (
      await c.post("/api/reminders", { ...daily(t.ids.users.carmen, null), recurrence: "once", reminderDate: "2026-11-20" })
    ).body;
    await expectRefusal(() => c.patch(`/api/reminders/${once.id}`, { weekdays: [2] }), {
      status: 400,
      message: REMINDER_MESSAGES.weekdaysWithDate,
      unchanged: () => query(`select weekdays, recurrence from reminders where id = '${once.id}'`),
    });
  });

  it("edits the weekdays, and null makes it daily again", async () => {
    const c = await t.loginAs("familia");
    const created = (await c.post("/api/reminders", daily(t.ids.users.carmen, null))).body;
    expect(created.weekdays).toBeNull();
    expect((await c.patch(`/api/reminders/${created.id}`, { weekdays: [6, 7] })).body.weekdays).toEqual([6, 7]);
    expect((await c.patch(`/api/reminders/${created.id}`, { title: "Otra" })).body.weekdays).toEqual([6, 7]);
    expect((await c.patch(`/api/reminders/${created.id}`, { weekdays: null })).body.weekdays).toBeNull();
  });

  it.each([
    ["antonio", "familia"],
    ["carmen", "profesionalMc"],
  ] as const)("an outsider to %s (%s) gets 404 and nothing changes", async (person, outsider) => {
    const own = (await (await t.loginAs("profesional")).post("/api/reminders", daily(t.ids.users[person], [1]))).body;
    const c = await t.loginAs(outsider);
    await expectRefusal(() => c.post("/api/reminders", daily(t.ids.users[person], [2])), {
      status: 404,
      unchanged: () => t.count("reminders"),
    });
    await expectRefusal(() => c.patch(`/api/reminders/${own.id}`, { weekdays: [3] }), {
      status: 404,
      unchanged: () => query(`select weekdays from reminders where id = '${own.id}'`),
    });
  });
});
