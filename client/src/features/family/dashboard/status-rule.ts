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
  /**
   * The person's help requests and health alerts staff have not attended yet (GET /api/family/alerts/{id});
   * null when they could not be read, which never counts as 'nothing open'.
   */
  openAlertTitles: readonly string[] | null;
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
 * 'Todo en orden' when no help request or health alert is open, the person was active within 24 h (inclusive), no reminder of today is overdue and the
 * weekly compliance is not low; otherwise the list of what needs attention, most important first.
 */
export function overallStatus(input: StatusInput): OverallStatus {
  const issues: string[] = [];
  // First: while a call for help is open, nothing is 'en orden'.
  if (input.openAlertTitles === null) issues.push("No se pudo comprobar si hay avisos de ayuda abiertos");
  else for (const title of input.openAlertTitles) issues.push(`${title}: todavía sin atender`);
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
