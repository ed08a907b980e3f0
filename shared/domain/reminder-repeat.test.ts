import { describe, expect, it } from "vitest";
import { activityReminderSchedule } from "./activity-reminders";
import { isDueOnLocalDay, isoWeekday, nextRepeatDate, normalizeWeekdays, repeatLabel, repeatsOn } from "./reminder-repeat";
import { dueForTakeover } from "./reminder-takeover";
import { computeCompliance, groupUpcoming, isUpcoming, occurrenceOn, type ReminderLike, visualState } from "./reminders";
import { localDate } from "./time";
import { type DoseReminder, unconfirmedDoses } from "./unconfirmed-doses";

const TZ = "Europe/Madrid";
const at = (iso: string) => new Date(iso);
/** Mondays and Thursdays at 09:00, since 2026-01-01. */
const monThu: ReminderLike = {
  id: "r1",
  reminderTime: "09:00",
  reminderDate: null,
  recurrence: "daily",
  isActive: true,
  startDate: "2026-01-01",
  weekdays: [1, 4],
  monthDay: null,
};

describe("ISO weekdays of local dates", () => {
  it("numbers Monday 1 … Sunday 7", () => {
    expect(isoWeekday("2026-11-23")).toBe(1);
    expect(isoWeekday("2026-11-26")).toBe(4);
    expect(isoWeekday("2026-11-29")).toBe(7);
    expect(isoWeekday("2026-03-29")).toBe(7); // the spring DST change is a Sunday
  });
});

describe("is this reminder due on this local day", () => {
  it("turns with local midnight, not UTC midnight (winter, UTC+1)", () => {
    // Sunday 29 Nov 23:59 in Madrid is 22:59 UTC; Monday starts at 23:00 UTC.
    expect(isDueOnLocalDay(monThu, at("2026-11-29T22:59:59Z"), TZ)).toBe(false);
    expect(isDueOnLocalDay(monThu, at("2026-11-29T23:00:00Z"), TZ)).toBe(true);
    // Monday ends at 23:00 UTC; Tuesday has no occurrence.
    expect(isDueOnLocalDay(monThu, at("2026-11-30T22:59:59Z"), TZ)).toBe(true);
    expect(isDueOnLocalDay(monThu, at("2026-11-30T23:00:00Z"), TZ)).toBe(false);
  });

  it("turns with local midnight in summer (UTC+2)", () => {
    expect(isDueOnLocalDay(monThu, at("2026-07-05T21:59:59Z"), TZ)).toBe(false); // Sunday
    expect(isDueOnLocalDay(monThu, at("2026-07-05T22:00:00Z"), TZ)).toBe(true); // Monday 6 July
  });

  it("keeps Sunday a Sunday on both DST change days", () => {
    const sundays = { ...monThu, weekdays: [7], reminderTime: "02:30" };
    // 29 March 2026: 02:00 → 03:00. Saturday ends 23:00 UTC, Sunday is 23 hours long.
    expect(isDueOnLocalDay(sundays, at("2026-03-28T22:59:59Z"), TZ)).toBe(false);
    expect(isDueOnLocalDay(sundays, at("2026-03-28T23:00:00Z"), TZ)).toBe(true);
    expect(isDueOnLocalDay(sundays, at("2026-03-29T21:59:59Z"), TZ)).toBe(true);
    expect(isDueOnLocalDay(sundays, at("2026-03-29T22:00:00Z"), TZ)).toBe(false);
    // 25 October 2026: 03:00 → 02:00. Sunday starts 22:00 UTC Saturday and is 25 hours long.
    expect(isDueOnLocalDay(sundays, at("2026-10-24T21:59:59Z"), TZ)).toBe(false);
    expect(isDueOnLocalDay(sundays, at("2026-10-24T22:00:00Z"), TZ)).toBe(true);
    expect(isDueOnLocalDay(sundays, at("2026-10-25T22:59:59Z"), TZ)).toBe(true);
    expect(isDueOnLocalDay(sundays, at("2026-10-25T23:00:00Z"), TZ)).toBe(false);
  });

  it("leaves daily and once reminders as they were", () => {
    const daily = { ...monThu, weekdays: null };
    const once = { ...monThu, weekdays: null, recurrence: "once" as const, reminderDate: "2026-11-24" };
    for (const date of ["2026-11-23", "2026-11-24", "2026-11-29"]) expect(repeatsOn(daily, date)).toBe(true);
    expect(repeatsOn(once, "2026-11-24")).toBe(true);
    expect(repeatsOn(once, "2026-11-23")).toBe(false);
    expect(repeatsOn({ ...monThu, weekdays: [] }, "2026-11-24")).toBe(true);
  });

  it("has no occurrences before the reminder existed", () => {
    const late = { ...monThu, startDate: "2026-11-24" };
    expect(occurrenceOn(late, "2026-11-23")).toBeNull();
    expect(occurrenceOn(late, "2026-11-26")).toBe("2026-11-26");
    expect(occurrenceOn({ ...monThu, isActive: false }, "2026-11-26")).toBeNull();
  });

  it("repeats monthly on its day of the month, skipping months without it", () => {
    const on31 = { ...monThu, weekdays: null, monthDay: 31 };
    expect(repeatsOn(on31, "2026-12-31")).toBe(true);
    expect(repeatsOn(on31, "2026-12-30")).toBe(false);
    expect(["2027-02-28", "2027-04-30"].some((d) => repeatsOn(on31, d))).toBe(false);
  });
});

describe("weekday reminders in the lists and rules", () => {
  it("are upcoming only when one of their days falls in the window", () => {
    // Tuesday 24 Nov: Thursday is 2 days ahead, Monday 6.
    expect(isUpcoming(monThu, "2026-11-24", 1)).toBe(false);
    expect(isUpcoming(monThu, "2026-11-24", 2)).toBe(false);
    expect(isUpcoming(monThu, "2026-11-24", 3)).toBe(true);
    expect(isUpcoming(monThu, "2026-11-24", 7)).toBe(true);
  });

  it("group under their repetition, after the dates and before 'Diario'", () => {
    const daily = { ...monThu, id: "d", weekdays: null };
    const once = { ...monThu, id: "o", recurrence: "once" as const, reminderDate: "2026-11-25", weekdays: null };
    const groups = groupUpcoming([daily, monThu, once], "2026-11-24");
    expect(groups.map((g) => g.heading)).toEqual(["Mañana", "Los lunes y jueves", "Diario"]);
  });

  it("read as a short Spanish phrase", () => {
    expect(repeatLabel(monThu)).toBe("Los lunes y jueves");
    expect(repeatLabel({ ...monThu, weekdays: [6, 7, 1] })).toBe("Los lunes, sábados y domingos");
    expect(repeatLabel({ ...monThu, weekdays: [1, 2, 3, 4, 5, 6, 7] })).toBe("Cada día");
    expect(repeatLabel({ ...monThu, weekdays: null, monthDay: 5 })).toBe("Cada mes, el día 5");
    expect(repeatLabel({ ...monThu, recurrence: "once", reminderDate: "2026-11-24" })).toBeNull();
    expect(normalizeWeekdays([4, 1, 4])).toEqual([1, 4]);
  });

  it("take over the screen only on their days", () => {
    const candidate = { ...monThu, completedToday: false, isCompleted: false };
    // Monday 23 Nov 09:10 local (08:10 UTC) and Tuesday 24 Nov at the same time.
    expect(dueForTakeover([candidate], {}, new Set(), at("2026-11-23T08:10:00Z"), TZ)).toHaveLength(1);
    expect(dueForTakeover([candidate], {}, new Set(), at("2026-11-24T08:10:00Z"), TZ)).toEqual([]);
  });

  it("count as due for compliance only on their days", () => {
    // Sunday 29 Nov at noon: the last 7 days hold Monday 23 and Thursday 26.
    const result = computeCompliance([monThu], [{ reminderId: "r1", occurrenceDate: "2026-11-26" }], at("2026-11-29T11:00:00Z"), TZ);
    expect(result).toEqual({ due: 2, completed: 1, percentage: 50 });
  });

  it("leave a missed dose 'Sin confirmar' until the next day it repeats", () => {
    const dose: DoseReminder = { ...monThu, title: "Vitamina D", type: "medicine", createdAt: at("2026-01-01T00:00:00Z") };
    // Monday's 09:00 dose, Tuesday 08:30 local: no dose on Tuesday, so Monday's stays shown (within 24 h).
    const shown = unconfirmedDoses([dose], [], at("2026-11-24T07:30:00Z"), TZ);
    expect(shown.map((d) => d.occurrenceDate)).toEqual(["2026-11-23"]);
    // Every day: Tuesday's 09:00 dose takes over at 09:00.
    const daily = { ...dose, weekdays: null };
    expect(unconfirmedDoses([daily], [], at("2026-11-24T08:30:00Z"), TZ).map((d) => d.occurrenceDate)).toEqual([]);
  });
});

describe("the reminders a programme activity makes", () => {
  const now = at("2026-11-28T10:00:00Z"); // Saturday 28 November, 11:00 in Madrid
  it("repeat weekly on the weekday of its first day, from that day", () => {
    const s = activityReminderSchedule({ scheduledDate: "2026-12-03", scheduledTime: "17:00", recurrence: "weekly", createdAt: now }, now, TZ);
    expect(s).toMatchObject({ recurrence: "daily", reminderDate: null, weekdays: [4], monthDay: null, reminderTime: "17:00" });
    expect(s.startsAt.toISOString()).toBe("2026-12-02T23:00:00.000Z");
    const like = { id: "a", isActive: true, startDate: localDate(s.startsAt, TZ), ...s };
    expect(occurrenceOn(like, "2026-12-03")).toBe("2026-12-03");
    expect(occurrenceOn(like, "2026-12-10")).toBe("2026-12-10");
    expect(occurrenceOn(like, "2026-12-04")).toBeNull();
  });
  it("repeat monthly on the day of the month, the day it was planned when no date", () => {
    const s = activityReminderSchedule({ scheduledDate: null, scheduledTime: null, recurrence: "monthly", createdAt: at("2026-10-05T10:00:00Z") }, now, TZ);
    expect(s).toMatchObject({ recurrence: "daily", weekdays: null, monthDay: 5, reminderTime: "10:00", startsAt: now });
  });
  it("stay once on its date and daily every day", () => {
    const once = activityReminderSchedule({ scheduledDate: "2026-12-01", scheduledTime: "09:00", recurrence: "once", createdAt: now }, now, TZ);
    expect(once).toMatchObject({ recurrence: "once", reminderDate: "2026-12-01", weekdays: null, monthDay: null });
    const daily = activityReminderSchedule({ scheduledDate: "2026-11-01", scheduledTime: "09:00", recurrence: "daily", createdAt: now }, now, TZ);
    expect(daily).toMatchObject({ recurrence: "daily", reminderDate: null, weekdays: null, monthDay: null, startsAt: now });
  });
});

describe("the next day a reminder repeats", () => {
  it("is the first matching day from the given one, or null for a month day that never comes", () => {
    expect(nextRepeatDate(monThu, "2026-11-24")).toBe("2026-11-26");
    expect(nextRepeatDate(monThu, "2026-11-26")).toBe("2026-11-26");
    expect(nextRepeatDate({ ...monThu, weekdays: null, monthDay: 31 }, "2027-02-01")).toBe("2027-03-31");
    expect(nextRepeatDate({ ...monThu, weekdays: [1], monthDay: 31 }, "2026-11-24")).toBeNull();
  });
  it("makes a weekday reminder blue on a day it does not repeat, even after its time", () => {
    expect(visualState(monThu, false, at("2026-11-24T12:00:00Z"), TZ)).toBe("future");
    expect(visualState(monThu, false, at("2026-11-23T12:00:00Z"), TZ)).toBe("due");
  });
});
