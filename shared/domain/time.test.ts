import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import {
  addLocalDays,
  daysBetween,
  localDate,
  localInstant,
  localIsoWeekday,
  localTime,
  longSpanishDate,
  startOfLocalDay,
  weekBounds,
  weekdayAndDay,
} from "./time";

const iso = (date: Date) => date.toISOString();

describe("local date and time in a zone", () => {
  // Every quarter of an hour across the two changes of time of 2026 in Madrid, New York and Lord Howe (a 30-minute
  // change), against @date-fns/tz (which reads a zone's local fields without ambiguity).
  const SPANS = [
    ["Europe/Madrid", "2026-03-28T12:00:00Z"],
    ["Europe/Madrid", "2026-10-24T12:00:00Z"],
    ["America/New_York", "2026-03-07T12:00:00Z"],
    ["America/New_York", "2026-10-31T12:00:00Z"],
    ["Australia/Lord_Howe", "2026-04-04T00:00:00Z"],
    ["Australia/Lord_Howe", "2026-10-03T00:00:00Z"],
  ] as const;

  it("reads the zone's date, time and weekday as @date-fns/tz did, around every change of time", () => {
    const differing: string[] = [];
    for (const [zone, start] of SPANS) {
      for (let i = 0; i < 4 * 48; i++) {
        const now = new Date(new Date(start).getTime() + i * 15 * 60_000);
        const zoned = new TZDate(now, zone);
        const expected = `${format(zoned, "yyyy-MM-dd HH:mm")} ${((zoned.getDay() + 6) % 7) + 1}`;
        const read = `${localDate(now, zone)} ${localTime(now, zone)} ${localIsoWeekday(now, zone)}`;
        if (read !== expected) differing.push(`${zone} ${iso(now)}: ${read}, not ${expected}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it("turns every local time that happens once back into its instant", () => {
    for (const [zone, start] of SPANS) {
      for (let i = 0; i < 4 * 48; i++) {
        const now = new Date(new Date(start).getTime() + i * 15 * 60_000);
        const back = localInstant(localDate(now, zone), localTime(now, zone), zone);
        // The hour that happens twice reads back as its later occurrence (below).
        if (iso(back) !== iso(now)) expect(localTime(back, zone)).toBe(localTime(now, zone));
        if (iso(back) !== iso(now)) expect(back.getTime()).toBeGreaterThan(now.getTime());
      }
    }
  });

  it("moves a time skipped in spring forward and takes the later of a time that happens twice, as PostgreSQL does", () => {
    // Europe/Madrid: 2026-03-29 02:00 CET -> 03:00 CEST; 2026-10-25 03:00 CEST -> 02:00 CET.
    expect(iso(localInstant("2026-03-29", "01:59", "Europe/Madrid"))).toBe("2026-03-29T00:59:00.000Z");
    expect(iso(localInstant("2026-03-29", "02:00", "Europe/Madrid"))).toBe("2026-03-29T01:00:00.000Z");
    expect(iso(localInstant("2026-03-29", "02:30", "Europe/Madrid"))).toBe("2026-03-29T01:30:00.000Z");
    expect(iso(localInstant("2026-03-29", "03:00", "Europe/Madrid"))).toBe("2026-03-29T01:00:00.000Z");
    expect(iso(localInstant("2026-10-25", "01:59", "Europe/Madrid"))).toBe("2026-10-24T23:59:00.000Z");
    expect(iso(localInstant("2026-10-25", "02:00", "Europe/Madrid"))).toBe("2026-10-25T01:00:00.000Z");
    expect(iso(localInstant("2026-10-25", "02:30", "Europe/Madrid"))).toBe("2026-10-25T01:30:00.000Z");
    expect(iso(localInstant("2026-10-25", "03:00", "Europe/Madrid"))).toBe("2026-10-25T02:00:00.000Z");
    // What PostgreSQL answers for `(date + time) at time zone zone` elsewhere.
    expect(iso(localInstant("2026-03-08", "02:30", "America/New_York"))).toBe("2026-03-08T07:30:00.000Z");
    expect(iso(localInstant("2026-11-01", "01:30", "America/New_York"))).toBe("2026-11-01T06:30:00.000Z");
    expect(iso(localInstant("2026-04-05", "02:30", "Australia/Sydney"))).toBe("2026-04-04T16:30:00.000Z");
    expect(iso(localInstant("2026-10-04", "02:30", "Australia/Sydney"))).toBe("2026-10-03T16:30:00.000Z");
    expect(iso(localInstant("2026-04-05", "01:45", "Australia/Lord_Howe"))).toBe("2026-04-04T15:15:00.000Z");
    expect(iso(localInstant("2026-10-04", "02:15", "Australia/Lord_Howe"))).toBe("2026-10-03T15:45:00.000Z");
  });

  it("starts each local day at its midnight, the 23- and 25-hour days too", () => {
    const hours = (date: string) =>
      (startOfLocalDay(addLocalDays(date, 1), "Europe/Madrid").getTime() - startOfLocalDay(date, "Europe/Madrid").getTime()) /
      3_600_000;
    expect(iso(startOfLocalDay("2026-11-18", "Europe/Madrid"))).toBe("2026-11-17T23:00:00.000Z");
    expect(iso(startOfLocalDay("2026-07-01", "Europe/Madrid"))).toBe("2026-06-30T22:00:00.000Z");
    expect([hours("2026-03-29"), hours("2026-10-25"), hours("2026-11-18")]).toEqual([23, 25, 24]);
  });

  it("refuses a zone it does not know", () => {
    expect(() => localDate(new Date(), "Mars/Olympus")).toThrow(RangeError);
  });
});

describe("calendar dates", () => {
  it("moves and counts whole days across changes of time, months and years", () => {
    expect(addLocalDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addLocalDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addLocalDays("2026-10-25", -1)).toBe("2026-10-24");
    expect(addLocalDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addLocalDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(daysBetween("2026-10-26", "2026-10-24")).toBe(-2);
    expect(daysBetween("2026-01-01", "2027-01-01")).toBe(365);
  });

  it("says a date in Spanish", () => {
    expect(longSpanishDate("2026-11-18")).toBe("miércoles, 18 de noviembre");
    expect(longSpanishDate("2026-11-18", true)).toBe("miércoles, 18 de noviembre de 2026");
    expect(longSpanishDate("2027-01-03")).toBe("domingo, 3 de enero");
    expect(weekdayAndDay("2026-11-23")).toBe("lunes 23");
  });

  it("finds the Monday and Sunday of a week", () => {
    expect(weekBounds("2026-11-18")).toEqual({ monday: "2026-11-16", sunday: "2026-11-22" });
    expect(weekBounds("2026-11-16")).toEqual({ monday: "2026-11-16", sunday: "2026-11-22" });
    expect(weekBounds("2026-11-22")).toEqual({ monday: "2026-11-16", sunday: "2026-11-22" });
  });
});
