import { REMINDER_MESSAGES } from "@shared/api/reminders";
import { describe, expect, it } from "vitest";
import { ELDERLY_ID, FAMILY_ID, storedReminder } from "@/test/reminders/fixtures";
import { buildReminderBody, EMPTY_REMINDER_FORM, valuesFromReminder } from "./reminder-form-values";

const ids = { userId: ELDERLY_ID, createdBy: FAMILY_ID };

describe("buildReminderBody", () => {
  it("defaults to a daily medicine reminder", () => {
    expect(EMPTY_REMINDER_FORM).toMatchObject({ type: "medicine", recurrence: "daily", reminderDate: "" });
  });

  it("gives one sentence per missing field (an empty time is not 'badly written')", () => {
    expect(buildReminderBody(EMPTY_REMINDER_FORM, ids)).toEqual({
      ok: false,
      messages: [REMINDER_MESSAGES.titleAndTime],
      fields: ["title", "reminderTime"],
    });
  });

  it("requires a date only for a once reminder and drops a leftover date for a daily one", () => {
    const filled = { ...EMPTY_REMINDER_FORM, title: "Té", reminderTime: "17:00", reminderDate: "2030-01-02" };
    expect(buildReminderBody({ ...filled, recurrence: "once", reminderDate: "" }, ids)).toMatchObject({
      ok: false,
      messages: [REMINDER_MESSAGES.dateForOnce],
      fields: ["reminderDate"],
    });
    expect(buildReminderBody(filled, ids)).toMatchObject({ ok: true, body: { reminderDate: null } });
    expect(buildReminderBody({ ...filled, recurrence: "once" }, ids)).toMatchObject({
      ok: true,
      body: { reminderDate: "2030-01-02", recurrence: "once" },
    });
  });

  it("round-trips a stored reminder into the form", () => {
    const stored = storedReminder({ reminderTime: "08:05", recurrence: "once", reminderDate: "2030-02-03" });
    expect(valuesFromReminder(stored)).toMatchObject({ reminderTime: "08:05", reminderDate: "2030-02-03" });
  });
});
