import { describe, expect, it } from "vitest";
import { reminder } from "@/test/family/fixtures";
import { countOverdueToday, overallStatus, type StatusInput } from "./status-rule";

// 2026-03-10 12:00 in Madrid (UTC+1 in March before the change).
const NOW = new Date("2026-03-10T11:00:00.000Z");
const TZ = "Europe/Madrid";
const HOUR = 3_600_000;

function input(overrides: Partial<StatusInput> = {}): StatusInput {
  return {
    lastActivity: new Date(NOW.getTime() - HOUR),
    todayReminders: [],
    compliance: { due: 10, percentage: 90 },
    openAlertTitles: [],
    now: NOW,
    timezone: TZ,
    ...overrides,
  };
}

describe("overallStatus", () => {
  it("says 'Todo en orden' when active within 24 h and nothing of today is overdue", () => {
    expect(overallStatus(input())).toEqual({ isOk: true, issues: [] });
  });

  it("never says 'Todo en orden' while a help request is open, or when the alerts could not be read", () => {
    expect(overallStatus(input({ openAlertTitles: ["Alerta de Ayuda Urgente"] }))).toEqual({
      isOk: false,
      issues: ["Alerta de Ayuda Urgente: todavía sin atender"],
    });
    const unknown = overallStatus(input({ openAlertTitles: null }));
    expect(unknown.isOk).toBe(false);
    expect(unknown.issues).toEqual(["No se pudo comprobar si hay avisos de ayuda abiertos"]);
    // The open request comes before everything else.
    expect(overallStatus(input({ openAlertTitles: ["Alerta de Salud"], lastActivity: null })).issues[0]).toBe(
      "Alerta de Salud: todavía sin atender",
    );
  });

  it("counts exactly 24 h ago as active and 24 h + 1 ms as inactive", () => {
    const at24h = new Date(NOW.getTime() - 24 * HOUR);
    expect(overallStatus(input({ lastActivity: at24h })).isOk).toBe(true);
    const justOver = new Date(NOW.getTime() - 24 * HOUR - 1);
    expect(overallStatus(input({ lastActivity: justOver }))).toEqual({
      isOk: false,
      issues: ["Sin actividad desde hace más de 24 horas"],
    });
  });

  it("asks for attention when no activity was ever recorded", () => {
    expect(overallStatus(input({ lastActivity: null })).issues).toEqual(["Sin actividad registrada todavía"]);
  });

  it("treats a reminder due exactly now as overdue, and one a minute later as not yet", () => {
    const dueNow = reminder({ reminderTime: "12:00" });
    const later = reminder({ reminderTime: "12:01" });
    expect(overallStatus(input({ todayReminders: [later] })).isOk).toBe(true);
    expect(overallStatus(input({ todayReminders: [dueNow, later] })).issues).toEqual([
      "1 recordatorio de hoy pendiente y ya vencido",
    ]);
  });

  it("does not count completed reminders, and counts several overdue ones in the plural", () => {
    const reminders = [
      reminder({ reminderTime: "08:00" }),
      reminder({ reminderTime: "09:00", completedToday: true }),
      reminder({ reminderTime: "10:00", recurrence: "once", reminderDate: "2026-03-10" }),
      reminder({ reminderTime: "11:00", recurrence: "once", reminderDate: "2026-03-10", isCompleted: true }),
    ];
    expect(countOverdueToday({ todayReminders: reminders, now: NOW, timezone: TZ })).toBe(2);
    expect(overallStatus(input({ todayReminders: reminders })).issues).toEqual([
      "2 recordatorios de hoy pendientes y ya vencidos",
    ]);
  });

  it("flags weekly compliance below 70% only when something was due", () => {
    expect(overallStatus(input({ compliance: { due: 10, percentage: 70 } })).isOk).toBe(true);
    expect(overallStatus(input({ compliance: { due: 10, percentage: 69 } })).issues).toEqual([
      "Cumplimiento semanal bajo: 69% de los recordatorios completados",
    ]);
    expect(overallStatus(input({ compliance: { due: 0, percentage: 0 } })).isOk).toBe(true);
    expect(overallStatus(input({ compliance: null })).isOk).toBe(true);
  });

  it("lists every problem, inactivity first", () => {
    const status = overallStatus(
      input({
        lastActivity: new Date(NOW.getTime() - 30 * HOUR),
        todayReminders: [reminder({ reminderTime: "07:30" })],
        compliance: { due: 4, percentage: 25 },
      }),
    );
    expect(status.isOk).toBe(false);
    expect(status.issues).toEqual([
      "Sin actividad desde hace más de 24 horas",
      "1 recordatorio de hoy pendiente y ya vencido",
      "Cumplimiento semanal bajo: 25% de los recordatorios completados",
    ]);
  });
});
