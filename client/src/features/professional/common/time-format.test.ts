import { describe, expect, it } from "vitest";
import { minutesSince, relativeTime } from "./time-format";

const now = new Date("2026-11-17T12:00:00Z");
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe("relativeTime", () => {
  it("reads 'Nunca' without a date and 'Hace ...' otherwise", () => {
    expect(relativeTime(null, now)).toBe("Nunca");
    expect(relativeTime(before(20_000), now)).toBe("Hace un momento");
    expect(relativeTime(before(5 * 60_000), now)).toBe("Hace 5 minutos");
    expect(relativeTime(before(3 * 3_600_000 + 59 * 60_000), now)).toBe("Hace 3 horas");
    expect(relativeTime(before(49 * 3_600_000), now)).toBe("Hace 2 días");
    expect(relativeTime(new Date(now.getTime() + 60_000).toISOString(), now)).toBe("Hace un momento");
  });

  it("counts whole minutes of waiting", () => {
    expect(minutesSince(before(42 * 60_000 + 30_000), now)).toBe(42);
    expect(minutesSince(new Date(now.getTime() + 60_000).toISOString(), now)).toBe(0);
  });
});
