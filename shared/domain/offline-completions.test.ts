import { describe, expect, it } from "vitest";
import {
  enqueueCompletion,
  liveQueue,
  parseQueue,
  type QueuedCompletion,
  queuedKeys,
  removeCompletion,
  sendOutcome,
  withQueuedDone,
} from "./offline-completions";

const TZ = "Europe/Madrid";
const carmen = "c0000000-0000-4000-8000-000000000001";
const antonio = "a0000000-0000-4000-8000-000000000002";
const item = (over: Partial<QueuedCompletion> = {}): QueuedCompletion => ({
  userId: carmen,
  reminderId: "r1",
  occurrenceDate: "2026-11-18",
  pressedAt: "2026-11-18T08:05:00.000Z",
  ...over,
});

describe("the offline 'Hecho' queue", () => {
  it("keeps one entry per person and occurrence, the first press winning", () => {
    let q = enqueueCompletion([], item());
    q = enqueueCompletion(q, item({ pressedAt: "2026-11-18T09:00:00.000Z" }));
    expect(q).toEqual([item()]);
    q = enqueueCompletion(q, item({ occurrenceDate: "2026-11-19" }));
    q = enqueueCompletion(q, item({ userId: antonio }));
    expect(q).toHaveLength(3);
    expect(removeCompletion(q, item())).toHaveLength(2);
  });

  it("reads a damaged store as empty, skipping bad entries", () => {
    expect(parseQueue(null)).toEqual([]);
    expect(parseQueue("{no")).toEqual([]);
    expect(parseQueue(JSON.stringify({ a: 1 }))).toEqual([]);
    expect(parseQueue(JSON.stringify([item(), { userId: 1 }, item({ occurrenceDate: "ayer" })]))).toEqual([item()]);
  });

  it("drops entries the server would refuse as too old, at the local day boundary", () => {
    const q = [item({ occurrenceDate: "2026-11-16" }), item({ occurrenceDate: "2026-11-17" })];
    // 23:59 on the 19th in Madrid: the 17th is still within two days.
    expect(liveQueue(q, new Date("2026-11-19T22:59:00Z"), TZ)).toEqual([q[1]]);
    // Local midnight of the 20th: the 17th goes too, although UTC still says the 19th.
    expect(liveQueue(q, new Date("2026-11-19T23:00:00Z"), TZ)).toEqual([]);
  });

  it("shows what was marked offline as done, only for its person and occurrence", () => {
    const q = [item(), item({ reminderId: "r2", occurrenceDate: "2026-11-17" }), item({ userId: antonio, reminderId: "r3" })];
    const keys = queuedKeys(q, carmen);
    expect([...keys]).toEqual(["r1|2026-11-18", "r2|2026-11-17"]);
    const base = { completedToday: false, isCompleted: false };
    const list = [
      { id: "r1", recurrence: "daily" as const, reminderDate: null, ...base },
      { id: "r2", recurrence: "daily" as const, reminderDate: null, ...base }, // yesterday's, not today's
      { id: "r3", recurrence: "daily" as const, reminderDate: null, ...base }, // someone else's entry
      { id: "r4", recurrence: "once" as const, reminderDate: "2026-11-18", ...base },
    ];
    const shown = withQueuedDone(list, new Set([...keys, "r4|2026-11-18"]), "2026-11-18");
    expect(shown.map((r) => [r.id, r.completedToday, r.isCompleted])).toEqual([
      ["r1", true, true],
      ["r2", false, false],
      ["r3", false, false],
      ["r4", true, true],
    ]);
    expect(withQueuedDone(list, new Set(), "2026-11-18")).toBe(list);
  });

  it("retries network, server and session failures, drops refusals, forgets what was sent", () => {
    expect(sendOutcome(201)).toBe("sent");
    expect(sendOutcome(200)).toBe("sent");
    expect(sendOutcome("network")).toBe("retry");
    expect(sendOutcome(503)).toBe("retry");
    expect(sendOutcome(429)).toBe("retry");
    expect(sendOutcome(401)).toBe("retry");
    expect(sendOutcome(400)).toBe("drop");
    expect(sendOutcome(403)).toBe("drop");
    expect(sendOutcome(404)).toBe("drop");
  });
});
