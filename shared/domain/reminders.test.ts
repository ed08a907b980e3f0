import { describe, expect, it } from "vitest";
import {
  computeCompliance,
  groupUpcoming,
  isUpcoming,
  occurrenceOn,
  type ReminderLike,
  visualState,
} from "./reminders";
import { addLocalDays, localDate, localInstant, weekBounds } from "./time";

const TZ = "Europe/Madrid";
const daily = (id: string, time: string, startDate = "2026-01-01"): ReminderLike => ({
  id,
  reminderTime: time,
  reminderDate: null,
  recurrence: "daily",
  isActive: true,
  startDate,
  weekdays: null,
  monthDay: null,
});
const once = (id: string, date: string, time: string): ReminderLike => ({
  id,
  reminderTime: time,
  reminderDate: date,
  recurrence: "once",
  isActive: true,
  startDate: "2026-01-01",
  weekdays: null,
  monthDay: null,
});

describe("local time in Europe/Madrid", () => {
  it("turns the local day at local midnight, not UTC midnight", () => {
    expect(localDate(new Date("2026-11-18T22:59:00Z"), TZ)).toBe("2026-11-18");
    expect(localDate(new Date("2026-11-18T23:00:00Z"), TZ)).toBe("2026-11-19");
    // Summer time: UTC+2.
    expect(localDate(new Date("2026-07-10T21:59:00Z"), TZ)).toBe("2026-07-10");
    expect(localDate(new Date("2026-07-10T22:00:00Z"), TZ)).toBe("2026-07-11");
  });
  it("places a local time on the right instant across the DST changes", () => {
    expect(localInstant("2026-03-28", "09:00", TZ).toISOString()).toBe("2026-03-28T08:00:00.000Z");
    expect(localInstant("2026-03-29", "09:00", TZ).toISOString()).toBe("2026-03-29T07:00:00.000Z");
    expect(localInstant("2026-10-25", "09:00", TZ).toISOString()).toBe("2026-10-25T08:00:00.000Z");
    expect(addLocalDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addLocalDays("2026-10-25", 1)).toBe("2026-10-26");
  });
  it("finds the Monday-Sunday week", () => {
    expect(weekBounds("2026-11-18")).toEqual({ monday: "2026-11-16", sunday: "2026-11-22" });
    expect(weekBounds("2026-11-16")).toEqual({ monday: "2026-11-16", sunday: "2026-11-22" });
    expect(weekBounds("2026-11-22")).toEqual({ monday: "2026-11-16", sunday: "2026-11-22" });
  });
});

describe("occurrences and the upcoming window", () => {
  it("daily reminders occur every day from their start, once reminders on their date", () => {
    expect(occurrenceOn(daily("a", "09:00", "2026-11-10"), "2026-11-09")).toBeNull();
    expect(occurrenceOn(daily("a", "09:00", "2026-11-10"), "2026-11-10")).toBe("2026-11-10");
    expect(occurrenceOn(once("b", "2026-11-20", "10:00"), "2026-11-20")).toBe("2026-11-20");
    expect(occurrenceOn(once("b", "2026-11-20", "10:00"), "2026-11-19")).toBeNull();
    expect(occurrenceOn({ ...daily("c", "09:00"), isActive: false }, "2026-11-20")).toBeNull();
  });
  it("upcoming = once dated today..today+6 and all active daily", () => {
    const today = "2026-11-18";
    expect(isUpcoming(once("x", "2026-11-18", "08:00"), today)).toBe(true);
    expect(isUpcoming(once("x", "2026-11-24", "08:00"), today)).toBe(true);
    expect(isUpcoming(once("x", "2026-11-25", "08:00"), today)).toBe(false);
    expect(isUpcoming(once("x", "2026-11-17", "08:00"), today)).toBe(false);
    expect(isUpcoming(daily("d", "08:00"), today)).toBe(true);
  });
});

describe("visual state", () => {
  const now = new Date("2026-11-18T09:00:00Z"); // 10:00 in Madrid
  it("is green when done, yellow at the due minute, blue before", () => {
    expect(visualState(daily("a", "09:00"), true, now, TZ)).toBe("completed");
    expect(visualState(daily("a", "10:00"), false, now, TZ)).toBe("due");
    expect(visualState(daily("a", "10:01"), false, now, TZ)).toBe("future");
    expect(visualState(once("b", "2026-11-19", "08:00"), false, now, TZ)).toBe("future");
    expect(visualState(once("b", "2026-11-17", "20:00"), false, now, TZ)).toBe("due");
  });
});

describe("grouping for the elderly screen", () => {
  it("orders Hoy, Mañana, long dates, then Diario last, each by time", () => {
    const groups = groupUpcoming(
      [
        daily("d2", "20:00"),
        once("c", "2026-11-21", "10:00"),
        daily("d1", "08:00"),
        once("b", "2026-11-19", "09:00"),
        once("a", "2026-11-18", "18:00"),
      ],
      "2026-11-18",
    );
    expect(groups.map((g) => g.heading)).toEqual(["Hoy", "Mañana", "Sábado, 21 de noviembre", "Diario"]);
    expect(groups[3].items.map((r) => r.id)).toEqual(["d1", "d2"]);
  });
});

describe("weekly compliance", () => {
  it("counts only occurrences whose time has passed, and 0 when none were due", () => {
    const now = new Date("2026-11-18T09:00:00Z"); // Wednesday 10:00
    expect(computeCompliance([], [], now, TZ).percentage).toBe(0);
    const r = daily("m", "09:30", "2026-11-17"); // due Tue 09:30 and Wed 09:30 (passed)
    const later = daily("n", "21:00", "2026-11-17"); // due Tue 21:00 only
    const result = computeCompliance(
      [r, later],
      [{ reminderId: "m", occurrenceDate: "2026-11-18" }],
      now,
      TZ,
    );
    expect(result).toEqual({ due: 3, completed: 1, percentage: 33 });
  });
  it("counts a daily reminder once per local day across the spring DST change", () => {
    const now = new Date("2026-03-30T10:00:00Z"); // Monday, 7-day window starts Tue 24 March
    const r = daily("m", "02:30", "2026-03-01");
    const completions = ["2026-03-28", "2026-03-29", "2026-03-30"].map((d) => ({
      reminderId: "m",
      occurrenceDate: d,
    }));
    expect(computeCompliance([r], completions, now, TZ)).toEqual({ due: 7, completed: 3, percentage: 43 });
  });
});
