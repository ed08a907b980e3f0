import { REMINDER_MESSAGES } from "@shared/api/reminder-texts";
import { describe, expect, it } from "vitest";
import { ELDERLY_ID, FAMILY_ID, storedReminder } from "@/test/reminders/fixtures";
import { buildReminderBodies, REPEATED_TIME } from "./reminder-bodies";
import { EMPTY_REMINDER_FORM, valuesFromReminder } from "./reminder-form-values";

const ids = { userId: ELDERLY_ID, createdBy: FAMILY_ID };

describe("buildReminderBodies", () => {
  it("defaults to a daily medicine reminder", () => {
    expect(EMPTY_REMINDER_FORM).toMatchObject({ type: "medicine", recurrence: "daily", reminderDate: "" });
  });

  it("gives one sentence per missing field (an empty time is not 'badly written')", () => {
    expect(buildReminderBodies(EMPTY_REMINDER_FORM, ids)).toEqual({
      ok: false,
      messages: [REMINDER_MESSAGES.titleAndTime],
      fields: ["title", "reminderTime"],
    });
  });

  it("requires a date only for a once reminder and drops a leftover date for a daily one", () => {
    const filled = { ...EMPTY_REMINDER_FORM, title: "Té", reminderTime: "17:00", reminderDate: "2030-01-02" };
    expect(buildReminderBodies({ ...filled, recurrence: "once", reminderDate: "" }, ids)).toMatchObject({
      ok: false,
      messages: [REMINDER_MESSAGES.dateForOnce],
      fields: ["reminderDate"],
    });
    expect(buildReminderBodies(filled, ids)).toMatchObject({ ok: true, bodies: [{ reminderDate: null, weekdays: null }] });
    expect(buildReminderBodies({ ...filled, recurrence: "once" }, ids)).toMatchObject({
      ok: true,
      bodies: [{ reminderDate: "2030-01-02", recurrence: "once" }],
    });
  });

  it("round-trips a stored reminder into the form", () => {
    const stored = storedReminder({ reminderTime: "08:05", recurrence: "once", reminderDate: "2030-02-03" });
    expect(valuesFromReminder(stored)).toMatchObject({ reminderTime: "08:05", reminderDate: "2030-02-03" });
  });

  it("sends weekdays only for 'Algunos días de la semana', and asks for at least one", () => {
    const filled = { ...EMPTY_REMINDER_FORM, title: "Té", reminderTime: "17:00", weekdays: [5, 1] };
    expect(buildReminderBodies(filled, ids)).toMatchObject({ ok: true, bodies: [{ weekdays: null }] });
    expect(buildReminderBodies({ ...filled, isSomeWeekdays: true }, ids)).toMatchObject({
      ok: true,
      bodies: [{ weekdays: [1, 5], recurrence: "daily", reminderDate: null }],
    });
    expect(buildReminderBodies({ ...filled, isSomeWeekdays: true, weekdays: [] }, ids)).toEqual({
      ok: false,
      messages: [REMINDER_MESSAGES.noWeekdays],
      fields: ["weekdays"],
    });
    expect(buildReminderBodies({ ...filled, isSomeWeekdays: true, recurrence: "once", reminderDate: "2030-01-02" }, ids))
      .toMatchObject({ ok: true, bodies: [{ weekdays: null, reminderDate: "2030-01-02" }] });
  });

  it("makes one reminder per time, and refuses an empty or repeated extra time", () => {
    const filled = { ...EMPTY_REMINDER_FORM, title: "Pastilla", reminderTime: "08:00", moreTimes: ["14:00", "20:00"] };
    const built = buildReminderBodies(filled, ids);
    expect(built.ok && built.bodies.map((b) => b.reminderTime)).toEqual(["08:00", "14:00", "20:00"]);
    expect(buildReminderBodies({ ...filled, moreTimes: [""] }, ids)).toEqual({
      ok: false,
      messages: [REMINDER_MESSAGES.titleAndTime],
      fields: ["moreTimes"],
    });
    expect(buildReminderBodies({ ...filled, moreTimes: ["08:00"] }, ids)).toEqual({
      ok: false,
      messages: [REPEATED_TIME],
      fields: ["moreTimes"],
    });
  });
});
