import { describe, expect, it } from "vitest";
import { reminder } from "@/test/family/fixtures";
import {
  medicinesToday,
  nextAppointment,
  nextOccurrence,
  soonest,
} from "./dashboard-stats";

const TZ = "Europe/Madrid";

describe("medicinesToday", () => {
  it("counts completed medicine reminders over all of today's medicines", () => {
    const today = [
      reminder({ type: "medicine", completedToday: true }),
      reminder({ type: "medicine" }),
      reminder({ type: "medicine", completedToday: true }),
      reminder({ type: "call", completedToday: true }),
    ];
    expect(medicinesToday(today)).toEqual({ taken: 2, total: 3 });
    expect(medicinesToday([])).toEqual({ taken: 0, total: 0 });
  });
});

describe("nextOccurrence and nextAppointment", () => {
  const now = new Date("2026-03-10T11:00:00.000Z"); // 12:00 Madrid

  it("moves a daily reminder to tomorrow once its time has passed or it is done", () => {
    expect(nextOccurrence(reminder({ reminderTime: "12:30" }), now, TZ)?.toISOString()).toBe(
      "2026-03-10T11:30:00.000Z",
    );
    expect(nextOccurrence(reminder({ reminderTime: "12:00" }), now, TZ)?.toISOString()).toBe(
      "2026-03-11T11:00:00.000Z",
    );
    expect(
      nextOccurrence(reminder({ reminderTime: "18:00", completedToday: true }), now, TZ)?.toISOString(),
    ).toBe("2026-03-11T17:00:00.000Z");
  });

  it("drops a once reminder that is past or completed", () => {
    const past = reminder({ recurrence: "once", reminderDate: "2026-03-10", reminderTime: "11:59" });
    const done = reminder({ recurrence: "once", reminderDate: "2026-03-12", isCompleted: true });
    expect(nextOccurrence(past, now, TZ)).toBeNull();
    expect(nextOccurrence(done, now, TZ)).toBeNull();
  });

  it("finds the soonest appointment, or none", () => {
    const later = reminder({
      type: "appointment",
      title: "Dentista",
      recurrence: "once",
      reminderDate: "2026-03-20",
      reminderTime: "10:00",
    });
    const sooner = reminder({
      type: "appointment",
      title: "Médico",
      recurrence: "once",
      reminderDate: "2026-03-12",
      reminderTime: "09:30",
    });
    const gone = reminder({
      type: "appointment",
      recurrence: "once",
      reminderDate: "2026-03-09",
      reminderTime: "09:30",
    });
    const medicine = reminder({ type: "medicine", recurrence: "once", reminderDate: "2026-03-11" });
    expect(nextAppointment([later, gone, sooner, medicine], now, TZ)?.reminder.title).toBe("Médico");
    expect(nextAppointment([gone, medicine], now, TZ)).toBeNull();
  });

  it("orders upcoming reminders by their next occurrence and keeps the first N", () => {
    const a = reminder({ title: "A", reminderTime: "08:00" }); // tomorrow 08:00
    const b = reminder({ title: "B", reminderTime: "20:00" }); // today 20:00
    const c = reminder({ title: "C", recurrence: "once", reminderDate: "2026-03-10", reminderTime: "13:00" });
    const d = reminder({ title: "D", recurrence: "once", reminderDate: "2026-03-10", reminderTime: "11:00" });
    expect(soonest([a, b, c, d], now, TZ, 2).map((s) => s.reminder.title)).toEqual(["C", "B"]);
    expect(soonest([a, b, c, d], now, TZ).map((s) => s.reminder.title)).toEqual(["C", "B", "A"]);
  });
});
