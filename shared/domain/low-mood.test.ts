import { describe, expect, it } from "vitest";
import {
  isLowMoodState,
  isLowMoodWeek,
  latestLowMoodDay,
  lowMoodDayLabel,
  lowMoodDaysInWindow,
  lowMoodWindow,
} from "./low-mood";

const MADRID = "Europe/Madrid";

describe("low mood: which readings count", () => {
  it.each([
    ["needs emotional support", true],
    ["health concern", false],
    ["positive", false],
    ["neutral", false],
  ])("%s -> %s", (state, expected) => {
    expect(isLowMoodState(state)).toBe(expected);
  });
});

describe("low mood: the seven local days in Europe/Madrid", () => {
  it.each([
    // Winter (UTC+1): the local day turns at 23:00 UTC.
    ["2026-11-18T22:59:59Z", "2026-11-12", "2026-11-18"],
    ["2026-11-18T23:00:00Z", "2026-11-13", "2026-11-19"],
    // Summer (UTC+2): at 22:00 UTC.
    ["2026-07-01T21:59:59Z", "2026-06-25", "2026-07-01"],
    ["2026-07-01T22:00:00Z", "2026-06-26", "2026-07-02"],
    // Across the clock changes (29 March, 25 October 2026) the window is still seven calendar days.
    ["2026-03-31T10:00:00Z", "2026-03-25", "2026-03-31"],
    ["2026-10-27T10:00:00Z", "2026-10-21", "2026-10-27"],
    // The night the clocks go back: 00:30 local is still 22:30 UTC of the day before.
    ["2026-10-24T22:30:00Z", "2026-10-19", "2026-10-25"],
    ["2026-10-25T22:59:59Z", "2026-10-19", "2026-10-25"],
    ["2026-10-25T23:00:00Z", "2026-10-20", "2026-10-26"],
  ])("at %s the window is %s..%s", (now, from, to) => {
    expect(lowMoodWindow(new Date(now), MADRID)).toEqual({ from, to });
  });
});

describe("low mood: three days in a week", () => {
  const now = new Date("2026-11-18T10:30:00Z"); // Wednesday 18, 11:30 in Madrid

  it("counts distinct days inside the window, newest first", () => {
    const days = ["2026-11-12", "2026-11-11", "2026-11-18", "2026-11-18", "2026-11-19"];
    expect(lowMoodDaysInWindow(days, now, MADRID)).toEqual(["2026-11-18", "2026-11-12"]);
    expect(latestLowMoodDay(days, now, MADRID)).toBe("2026-11-18");
    expect(latestLowMoodDay(["2026-11-11"], now, MADRID)).toBeNull();
  });

  it.each([
    [["2026-11-12", "2026-11-15", "2026-11-18"], true], // the first and last day of the window
    [["2026-11-11", "2026-11-15", "2026-11-18"], false], // one day is eight days ago
    [["2026-11-16", "2026-11-16", "2026-11-18"], false], // two sessions on one day are one day
    [["2026-11-16", "2026-11-17"], false],
    [["2026-11-13", "2026-11-14", "2026-11-16", "2026-11-17"], true],
  ])("%j -> %s", (days, expected) => {
    expect(isLowMoodWeek(days, now, MADRID)).toBe(expected);
  });

  it("moves with the local midnight, not the UTC one", () => {
    const days = ["2026-11-12", "2026-11-14", "2026-11-16"];
    expect(isLowMoodWeek(days, new Date("2026-11-18T22:59:59Z"), MADRID)).toBe(true);
    // 00:00 on Thursday 19 in Madrid: Thursday 12 has left the window.
    expect(isLowMoodWeek(days, new Date("2026-11-18T23:00:00Z"), MADRID)).toBe(false);
  });

  it("keeps a week across the autumn clock change", () => {
    const days = ["2026-10-20", "2026-10-25", "2026-10-26"];
    expect(isLowMoodWeek(days, new Date("2026-10-26T22:59:59Z"), MADRID)).toBe(true);
    expect(isLowMoodWeek(days, new Date("2026-10-26T23:00:00Z"), MADRID)).toBe(false);
  });
});

describe("low mood: the day on the sign", () => {
  const now = new Date("2026-11-18T23:30:00Z"); // 00:30 on Thursday 19 in Madrid
  it.each([
    ["2026-11-19", "hoy"],
    ["2026-11-18", "ayer"],
    ["2026-11-16", "el lunes, 16 de noviembre"],
  ])("%s -> %s", (day, label) => {
    expect(lowMoodDayLabel(day, now, MADRID)).toBe(label);
  });
});
