import { describe, expect, it } from "vitest";
import { dueForTakeover, occurrenceKey, snoozeUntil, type TakeoverCandidate } from "./reminder-takeover";

const TZ = "Europe/Madrid";
const r = (id: string, time: string, extra: Partial<TakeoverCandidate> = {}): TakeoverCandidate => ({
  id,
  reminderTime: time,
  reminderDate: null,
  recurrence: "daily",
  isActive: true,
  completedToday: false,
  isCompleted: false,
  ...extra,
});
const ids = (list: { id: string }[]) => list.map((d) => d.id);
const none = new Set<string>();

describe("a reminder taking over the screen", () => {
  it("comes at its local time, not a second before, and stays for 60 minutes", () => {
    const pill = r("pill", "08:30");
    expect(dueForTakeover([pill], {}, none, new Date("2026-11-18T07:29:59Z"), TZ)).toEqual([]);
    const [due] = dueForTakeover([pill], {}, none, new Date("2026-11-18T07:30:00Z"), TZ);
    expect(due).toMatchObject({ id: "pill", occurrenceDate: "2026-11-18", key: "pill|2026-11-18" });
    expect(ids(dueForTakeover([pill], {}, none, new Date("2026-11-18T08:29:59Z"), TZ))).toEqual(["pill"]);
    expect(dueForTakeover([pill], {}, none, new Date("2026-11-18T08:30:00Z"), TZ)).toEqual([]);
  });

  it("uses the summer offset and today's local date", () => {
    const pill = r("pill", "08:30");
    expect(dueForTakeover([pill], {}, none, new Date("2026-07-10T06:29:59Z"), TZ)).toEqual([]);
    expect(ids(dueForTakeover([pill], {}, none, new Date("2026-07-10T06:30:00Z"), TZ))).toEqual(["pill"]);
    const late = r("late", "00:10");
    expect(dueForTakeover([late], {}, none, new Date("2026-11-18T23:10:00Z"), TZ)[0].occurrenceDate).toBe(
      "2026-11-19",
    );
  });

  it("skips done, inactive, handled and other days' reminders; queues the rest oldest first", () => {
    const now = new Date("2026-11-18T09:00:00Z"); // 10:00 local
    const list = [
      r("b", "09:45"),
      r("a", "09:30"),
      r("done", "09:40", { completedToday: true }),
      r("off", "09:40", { isActive: false }),
      r("tomorrow", "09:40", { recurrence: "once", reminderDate: "2026-11-19" }),
      r("onceDone", "09:40", { recurrence: "once", reminderDate: "2026-11-18", isCompleted: true }),
      r("handled", "09:40"),
      r("future", "10:01"),
    ];
    expect(ids(dueForTakeover(list, {}, new Set([occurrenceKey("handled", "2026-11-18")]), now, TZ))).toEqual([
      "a",
      "b",
    ]);
  });

  it("'Más tarde' hides it for exactly 10 minutes, even past the 60-minute window", () => {
    const pill = r("pill", "08:30");
    const pressed = new Date("2026-11-18T08:25:00Z");
    const until = snoozeUntil(pressed);
    expect(until.toISOString()).toBe("2026-11-18T08:35:00.000Z");
    const snoozes = { [occurrenceKey("pill", "2026-11-18")]: until.getTime() };
    expect(dueForTakeover([pill], snoozes, none, new Date("2026-11-18T08:34:59Z"), TZ)).toEqual([]);
    expect(ids(dueForTakeover([pill], snoozes, none, new Date("2026-11-18T08:35:00Z"), TZ))).toEqual(["pill"]);
  });
});
