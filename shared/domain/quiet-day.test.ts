import { describe, expect, it } from "vitest";
import { addLocalDays, localInstant } from "./time";
import { QUIET_DAY_MIN_ACTIVE_DAYS, quietDay, usualActiveHours } from "./quiet-day";

const MADRID = "Europe/Madrid";

/** One use a day at each local time, on the `count` days before `today`. */
function usesBefore(today: string, count: number, times: string[]): Date[] {
  const uses: Date[] = [];
  for (let back = 1; back <= count; back++)
    for (const time of times) uses.push(localInstant(addLocalDays(today, -back), time, MADRID));
  return uses;
}

describe("quiet day: the usual hours", () => {
  it("needs enough active days of history", () => {
    const few = usesBefore("2026-11-18", QUIET_DAY_MIN_ACTIVE_DAYS - 1, ["10:00"]);
    expect(quietDay(few, localInstant("2026-11-18", "23:00", MADRID), MADRID)).toEqual({
      kind: "not-enough-history",
      activeDays: QUIET_DAY_MIN_ACTIVE_DAYS - 1,
    });
  });

  it("learns the median first and last use, an hour wider each side, from the 14 days before today", () => {
    const uses = [
      ...usesBefore("2026-11-18", 14, ["09:30", "12:00"]),
      // Older than the window and today's own use do not count.
      localInstant("2026-11-03", "03:00", MADRID),
      localInstant("2026-11-18", "05:00", MADRID),
    ];
    expect(usualActiveHours(uses, localInstant("2026-11-18", "08:00", MADRID), MADRID)).toEqual({
      from: "08:30",
      to: "13:00",
      activeDays: 14,
    });
  });
});

describe("quiet day: today", () => {
  const today = "2026-11-18";
  const history = usesBefore(today, 10, ["10:00", "12:00"]); // usual hours 09:00-13:00
  const now = (time: string) => localInstant(today, time, MADRID);

  it("is not judged before the usual hours end", () => {
    expect(quietDay(history, now("12:59"), MADRID).kind).toBe("not-quiet");
  });

  it("is quiet once they end with no use within them, since their end", () => {
    expect(quietDay(history, now("13:00"), MADRID)).toMatchObject({ kind: "quiet", since: now("13:00") });
  });

  it("a use within the hours, or at their edges, makes it not quiet; one before them does not", () => {
    expect(quietDay([...history, now("09:00")], now("15:00"), MADRID).kind).toBe("not-quiet");
    expect(quietDay([...history, now("13:00")], now("15:00"), MADRID).kind).toBe("not-quiet");
    expect(quietDay([...history, now("07:00")], now("15:00"), MADRID).kind).toBe("quiet");
  });

  it("late-evening uses before midnight belong to their own local day", () => {
    // 23:30 local on 17 Nov is 22:30 UTC: yesterday's use, not today's.
    const night = usesBefore(today, 8, ["20:00", "23:30"]);
    expect(usualActiveHours(night, now("10:00"), MADRID)).toEqual({ from: "19:00", to: "23:59", activeDays: 8 });
    expect(quietDay(night, new Date("2026-11-18T22:59:00Z"), MADRID).kind).toBe("quiet");
  });
});

describe("quiet day: across the clock changes", () => {
  it.each([
    // Usual hours 10:00-12:00 local. Spring forward on 29 March 2026: 12:00 local is 10:00 UTC that day.
    ["2026-03-29", "2026-03-29T10:00:00Z", "quiet"],
    ["2026-03-29", "2026-03-29T09:59:00Z", "not-quiet"],
    // Fall back on 25 October 2026: 12:00 local is 11:00 UTC that day.
    ["2026-10-25", "2026-10-25T11:00:00Z", "quiet"],
    ["2026-10-25", "2026-10-25T10:59:00Z", "not-quiet"],
  ])("on %s at %s the day is %s", (day, nowIso, kind) => {
    const uses = usesBefore(day, 10, ["11:00"]);
    expect(quietDay(uses, new Date(nowIso), MADRID).kind).toBe(kind);
  });

  it("the local hours stay the same on both sides of the change", () => {
    const spring = usesBefore("2026-03-31", 14, ["11:00"]);
    expect(usualActiveHours(spring, localInstant("2026-03-31", "08:00", MADRID), MADRID)).toMatchObject({
      from: "10:00",
      to: "12:00",
    });
    const autumn = usesBefore("2026-10-27", 14, ["11:00"]);
    expect(usualActiveHours(autumn, localInstant("2026-10-27", "08:00", MADRID), MADRID)).toMatchObject({
      from: "10:00",
      to: "12:00",
    });
  });
});
