import { describe, expect, it } from "vitest";
import { planDues, shareOf } from "./follow-up-metrics";

describe("follow-up metrics: due dates of a plan", () => {
  it("replays the plan: each contact meets a due date and sets the next", () => {
    expect(planDues("weekly", "2026-11-01", ["2026-11-01", "2026-11-09"], "2026-11-18")).toEqual([
      { date: "2026-11-01", doneOn: "2026-11-01" },
      { date: "2026-11-08", doneOn: "2026-11-09" },
      { date: "2026-11-16", doneOn: null },
    ]);
  });

  it("an early call meets the due date; contacts before the plan do not count; future dues are not counted", () => {
    expect(planDues("weekly", "2026-11-10", ["2026-11-01", "2026-11-10", "2026-11-15"], "2026-11-18")).toEqual([
      { date: "2026-11-10", doneOn: "2026-11-10" },
      { date: "2026-11-17", doneOn: "2026-11-15" },
    ]);
  });

  it("an unmet due date stays one open due, however long ago", () => {
    expect(planDues("daily", "2026-11-01", [], "2026-11-18")).toEqual([{ date: "2026-11-01", doneOn: null }]);
  });

  it("counts local dates across the DST change", () => {
    expect(planDues("daily", "2026-03-28", ["2026-03-28", "2026-03-29"], "2026-03-30")).toEqual([
      { date: "2026-03-28", doneOn: "2026-03-28" },
      { date: "2026-03-29", doneOn: "2026-03-29" },
      { date: "2026-03-30", doneOn: null },
    ]);
  });

  it("shares", () => {
    expect(shareOf(1, 3)).toBe(0.3333);
    expect(shareOf(0, 0)).toBeNull();
  });
});
