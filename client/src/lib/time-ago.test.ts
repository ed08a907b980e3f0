import { formatDistanceStrict } from "date-fns";
import { es } from "date-fns/locale/es";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timeAgo } from "./time-ago";

const MINUTE = 60_000;
// From a minute to three years before `now`, densest around each unit's edges (59.5 minutes, 23.5 hours, 29.5
// days, 11.5 and 12 months), at moments on both sides of the changes of time.
const AGES = [
  ...Array.from({ length: 180 }, (_, i) => (i + 2) * MINUTE * 0.5),
  ...Array.from({ length: 96 }, (_, i) => (i + 1) * 15 * MINUTE),
  ...Array.from({ length: 400 }, (_, i) => (i + 1) * 4 * 60 * MINUTE),
  ...Array.from({ length: 40 }, (_, i) => (i + 1) * 30 * 24 * 60 * MINUTE),
];
const NOWS = ["2026-11-18T10:05:00Z", "2026-03-29T03:00:00Z", "2026-10-25T12:00:00Z", "2027-01-01T00:00:00Z"];

describe("timeAgo", () => {
  // Days and longer are counted on the local calendar: in Madrid a change of time falls between some pairs.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = "Europe/Madrid";
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("says what date-fns' formatDistanceStrict said in Spanish, rounding and flooring", () => {
    expect(new Date("2026-07-01T12:00:00Z").getTimezoneOffset()).toBe(-120);
    const differing: string[] = [];
    for (const iso of NOWS) {
      const now = new Date(iso);
      for (const age of AGES) {
        const date = new Date(now.getTime() - age);
        for (const roundingMethod of ["round", "floor"] as const) {
          const expected = formatDistanceStrict(date, now, { addSuffix: true, locale: es, roundingMethod });
          const said = timeAgo(date, now, roundingMethod === "round" ? Math.round : Math.floor);
          if (said !== expected) differing.push(`${date.toISOString()} to ${iso}, ${roundingMethod}: ${said}, not ${expected}`);
        }
      }
    }
    expect(differing).toEqual([]);
  });

  it("reads each unit in Spanish", () => {
    const now = new Date("2026-11-18T10:05:00Z");
    const ago = (ms: number) => timeAgo(new Date(now.getTime() - ms), now);
    expect(ago(MINUTE)).toBe("hace 1 minuto");
    expect(ago(5 * MINUTE)).toBe("hace 5 minutos");
    expect(ago(3 * 60 * MINUTE)).toBe("hace 3 horas");
    expect(ago(24 * 60 * MINUTE)).toBe("hace 1 día");
    expect(ago(60 * 24 * 60 * MINUTE)).toBe("hace 2 meses");
    expect(ago(360 * 24 * 60 * MINUTE)).toBe("hace 1 año");
  });
});
