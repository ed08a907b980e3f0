import type { Reminder } from "@shared/api/reminders";
import { visualState } from "@shared/domain/reminders";
import { isActive } from "@shared/domain/status";
import { isDoneToday } from "./dashboard-stats";

// The overall status box of the family dashboard (pure; "now" and the zone are passed in).

/** Below this weekly compliance (with something due) the box asks for attention (docs/behaviour/09-constants.md). */
const LOW_COMPLIANCE_PERCENT = 70;

export type StatusInput = {
  lastActivity: Date | null;
  /** The person's reminders with an occurrence today (GET /api/reminders/{id}/today). */
  todayReminders: readonly Pick<
    Reminder,
    "reminderTime" | "reminderDate" | "recurrence" | "completedToday" | "isCompleted" | "type"
  >[];
  /** Weekly stats; null while unknown. */
  compliance: { due: number; percentage: number } | null;
  now: Date;
  timezone: string;
};

export type OverallStatus = { isOk: boolean; issues: string[] };

/** Today's reminders whose time has come and that are not completed. */
export function countOverdueToday(input: Pick<StatusInput, "todayReminders" | "now" | "timezone">): number {
  return input.todayReminders.filter(
    (r) => visualState(r, isDoneToday(r), input.now, input.timezone) === "due",
  ).length;
}

/**
 * 'Todo en orden' when the person was active within 24 h (inclusive), no reminder of today is overdue and the
 * weekly compliance is not low; otherwise the list of what needs attention, most important first.
 */
export function overallStatus(input: StatusInput): OverallStatus {
  const issues: string[] = [];
  if (!input.lastActivity) issues.push("Sin actividad registrada todavía");
  else if (!isActive(input.lastActivity, input.now)) issues.push("Sin actividad desde hace más de 24 horas");

  const overdue = countOverdueToday(input);
  if (overdue === 1) issues.push("1 recordatorio de hoy pendiente y ya vencido");
  else if (overdue > 1) issues.push(`${overdue} recordatorios de hoy pendientes y ya vencidos`);

  const compliance = input.compliance;
  if (compliance && compliance.due > 0 && compliance.percentage < LOW_COMPLIANCE_PERCENT) {
    issues.push(`Cumplimiento semanal bajo: ${compliance.percentage}% de los recordatorios completados`);
  }
  return { isOk: issues.length === 0, issues };
}
