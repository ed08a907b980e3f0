import { describe, expect, it } from "vitest";
import { canCompleteNow, completedAtFor, completionTarget, namedCompletionTarget } from "./reminder-completion";
import type { ReminderLike } from "./reminders";

const TZ = "Europe/Madrid";
const appointment: ReminderLike = {
  id: "a",
  reminderTime: "10:00",
  reminderDate: "2026-11-19",
  recurrence: "once",
  isActive: true,
  startDate: "2026-11-01",
  weekdays: null,
  monthDay: null,
};
const daily: ReminderLike = { ...appointment, id: "d", reminderDate: null, recurrence: "daily" };

describe("completing a dated reminder", () => {
  it("refuses it until local midnight of its day in the municipality's zone, in Spanish", () => {
    // 23:59:59 local on Wednesday (UTC+1 in November) is still too early.
    const early = completionTarget(appointment, new Date("2026-11-18T22:59:59Z"), TZ);
    expect(early).toEqual({
      kind: "early",
      occurrenceDate: "2026-11-19",
      message: "Este recordatorio es para el jueves, 19 de noviembre. Podrá marcarlo como hecho ese día.",
    });
    // 00:00 local on Thursday, although UTC still says Wednesday.
    expect(completionTarget(appointment, new Date("2026-11-18T23:00:00Z"), TZ)).toEqual({
      kind: "ok",
      occurrenceDate: "2026-11-19",
    });
    // Before its time on its day is fine (the person may leave early for the doctor).
    expect(canCompleteNow(appointment, new Date("2026-11-19T06:00:00Z"), TZ)).toBe(true);
  });

  it("uses the summer offset too", () => {
    const july = { ...appointment, reminderDate: "2026-07-11" };
    expect(completionTarget(july, new Date("2026-07-10T21:59:59Z"), TZ).kind).toBe("early");
    expect(completionTarget(july, new Date("2026-07-10T22:00:00Z"), TZ).kind).toBe("ok");
  });

  it("still accepts a late confirmation of a past dated reminder, on its own date", () => {
    expect(completionTarget(appointment, new Date("2026-11-21T09:00:00Z"), TZ)).toEqual({
      kind: "ok",
      occurrenceDate: "2026-11-19",
    });
  });

  it("targets today's occurrence of a daily reminder, none before it existed or when inactive", () => {
    expect(completionTarget(daily, new Date("2026-11-18T22:59:00Z"), TZ)).toEqual({
      kind: "ok",
      occurrenceDate: "2026-11-18",
    });
    expect(completionTarget({ ...daily, startDate: "2026-11-19" }, new Date("2026-11-18T12:00:00Z"), TZ)).toEqual({
      kind: "none",
    });
    expect(completionTarget({ ...appointment, isActive: false }, new Date("2026-11-19T12:00:00Z"), TZ)).toEqual({
      kind: "none",
    });
  });
});

describe("a queued 'Hecho' naming its occurrence", () => {
  const now = new Date("2026-11-18T23:10:00Z"); // 00:10 on Thursday 19 in Madrid
  it("accepts yesterday's and the day before's daily occurrence, not older nor tomorrow", () => {
    expect(namedCompletionTarget(daily, "2026-11-18", now, TZ)).toEqual({ kind: "ok", occurrenceDate: "2026-11-18" });
    expect(namedCompletionTarget(daily, "2026-11-17", now, TZ).kind).toBe("ok");
    expect(namedCompletionTarget(daily, "2026-11-16", now, TZ)).toMatchObject({ kind: "invalid" });
    expect(namedCompletionTarget(daily, "2026-11-20", now, TZ)).toMatchObject({ kind: "invalid" });
    // Before the reminder existed there was nothing to do.
    expect(namedCompletionTarget({ ...daily, startDate: "2026-11-19" }, "2026-11-18", now, TZ).kind).toBe("invalid");
  });
  it("keeps a dated reminder to its own day, refused early in Spanish", () => {
    expect(namedCompletionTarget(appointment, "2026-11-19", now, TZ)).toEqual({ kind: "ok", occurrenceDate: "2026-11-19" });
    expect(namedCompletionTarget(appointment, "2026-11-18", now, TZ).kind).toBe("invalid");
    const wednesday = new Date("2026-11-18T12:00:00Z");
    expect(namedCompletionTarget(appointment, "2026-11-19", wednesday, TZ).kind).toBe("early");
  });
  it("dates the completion when it was pressed, within its day and now", () => {
    const pressed = new Date("2026-11-18T20:02:00Z");
    expect(completedAtFor(pressed, "2026-11-18", now, TZ)).toEqual(pressed);
    expect(completedAtFor(undefined, "2026-11-18", now, TZ)).toEqual(now);
    expect(completedAtFor(new Date("2030-01-01T00:00:00Z"), "2026-11-18", now, TZ)).toEqual(now);
    expect(completedAtFor(new Date("2026-11-01T00:00:00Z"), "2026-11-18", now, TZ)).toEqual(
      new Date("2026-11-17T23:00:00Z"),
    );
  });
});
