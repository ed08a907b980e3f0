import { REMINDER_MESSAGES } from "@shared/api/reminders";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { expectRefusal } from "../test/refusals";
import { sqlReaders } from "../test/sql-rows";

// docs/behaviour/05-validation.md on edits: a family member's bad PATCH gets its Spanish message and the reminder stays
// as it was (creation failures are in reminder-editing.api.test.ts).

const t = useTestContext();
const { query } = sqlReaders(t);
let reminderId: string;
beforeAll(async () => {
  const javier = await t.loginAs("familia");
  const created = await javier.post("/api/reminders", {
    title: "Tomar la tensión",
    description: "",
    reminderTime: "09:15",
    reminderDate: null,
    type: "medicine",
    recurrence: "daily",
    userId: t.ids.users.carmen,
    isActive: true,
  });
  expect(created.status).toBe(201);
  reminderId = created.body.id;
});

const stored = () => query(`select * from reminders where id = '${reminderId}'`);

describe("PATCH /api/reminders/{id} by a family member", () => {
  it.each([
    ["a blank title", { title: "   " }, REMINDER_MESSAGES.titleAndTime],
    ["an empty time", { reminderTime: "" }, REMINDER_MESSAGES.titleAndTime],
    ["a time without two digits", { reminderTime: "9:15" }, REMINDER_MESSAGES.badTime],
    ["'once' without a date", { recurrence: "once" }, REMINDER_MESSAGES.dateForOnce],
    ["an impossible date", { recurrence: "once", reminderDate: "2026-13-01" }, REMINDER_MESSAGES.badDate],
    ["an unknown type", { type: "fiesta" }, "Elija un tipo de recordatorio"],
    ["an unknown recurrence", { recurrence: "semanal" }, "Elija si se repite cada día o es una sola vez"],
    ["a description of 501 characters", { description: "x".repeat(501) }, "La descripción no puede superar 500 caracteres"],
  ])("refuses %s with its message and changes nothing", async (_case, change, message) => {
    const javier = await t.loginAs("familia");
    await expectRefusal(() => javier.patch(`/api/reminders/${reminderId}`, change), {
      status: 400,
      message,
      unchanged: stored,
    });
  });

  it("accepts a valid change afterwards (the refusals above did not lock anything)", async () => {
    const javier = await t.loginAs("familia");
    const res = await javier.patch(`/api/reminders/${reminderId}`, {
      recurrence: "once",
      reminderDate: "2026-11-19",
      reminderTime: "10:00",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ recurrence: "once", reminderDate: "2026-11-19", reminderTime: "10:00" });
  });
});
