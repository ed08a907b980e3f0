import { describe, expect, it } from "vitest";
import { type AgendaEntry, agendaOrder } from "./follow-up-agenda";

const at = (time: string) => new Date(`2026-11-18T${time}:00Z`);

describe("follow-up agenda: order and answered items", () => {
  const items: AgendaEntry[] = [
    { userId: "a", reason: "plan", since: at("00:00") },
    { userId: "b", reason: "check_in_regular", since: at("09:00") },
    { userId: "c", reason: "plan_overdue", since: at("00:00") },
    { userId: "d", reason: "call_request", since: at("09:30") },
    { userId: "e", reason: "quiet_day", since: at("13:00") },
    { userId: "f", reason: "check_in_missed", since: at("12:00") },
  ];

  it("puts a call request first, then a missed greeting, overdue calls, signs and today's calls", () => {
    expect(agendaOrder(items, new Map()).map((i) => i.reason)).toEqual([
      "call_request",
      "check_in_missed",
      "plan_overdue",
      "quiet_day",
      "check_in_regular",
      "plan",
    ]);
  });

  it("drops an item once a call was logged after its time, not before", () => {
    const calls = new Map([
      ["d", at("09:31")],
      ["e", at("12:59")],
    ]);
    expect(agendaOrder(items, calls).map((i) => i.userId)).toEqual(["f", "c", "e", "b", "a"]);
  });
});
