import { describe, expect, it } from "vitest";
import { nextActivityDate } from "./activities";

const at = (scheduledDate: string | null, recurrence: string) => ({
  title: "Taller",
  scheduledDate,
  scheduledTime: "11:00",
  recurrence,
});

describe("nextActivityDate", () => {
  const today = "2026-11-18";
  it("keeps a one-off activity until its day and drops it after", () => {
    expect(nextActivityDate(at("2026-11-18", "once"), today)).toBe("2026-11-18");
    expect(nextActivityDate(at("2026-11-20", "once"), today)).toBe("2026-11-20");
    expect(nextActivityDate(at("2026-11-17", "once"), today)).toBeNull();
    expect(nextActivityDate(at(null, "once"), today)).toBeNull();
  });
  it("moves repeating activities to their next day on or after today", () => {
    expect(nextActivityDate(at("2026-11-01", "daily"), today)).toBe("2026-11-18");
    expect(nextActivityDate(at("2026-11-11", "weekly"), today)).toBe("2026-11-18");
    expect(nextActivityDate(at("2026-11-12", "weekly"), today)).toBe("2026-11-19");
    expect(nextActivityDate(at("2026-10-20", "monthly"), today)).toBe("2026-11-20");
    expect(nextActivityDate(at("2026-10-05", "monthly"), today)).toBe("2026-12-05");
  });
});
