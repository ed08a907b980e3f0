import { isUrgentAlert } from "./alert-clock";
import type { AlertOutcome, AlertSeverity, AlertType } from "./enums";
import { DEFAULT_ATTEND_TARGET_SECONDS } from "./service-hours";

/** A finished or open help request stays on the person's home for a day after its last change. */
export const HELP_STATE_SHOWN_MS = 24 * 3_600_000;
/**
 * A help or health alert nobody attended within its municipality's attend target is escalated; this is the
 * default target (15 minutes), for a municipality that has not set its own.
 */
export const ESCALATE_AFTER_MS = DEFAULT_ATTEND_TARGET_SECONDS * 1_000;

export const ALERT_OUTCOME_LABELS: Record<AlertOutcome, string> = {
  call: "Llamada realizada",
  visit: "Visita",
  false_alarm: "Falsa alarma",
  emergency_112: "Derivado al 112",
  other: "Otro",
};

type AlertProgress = {
  createdAt: Date;
  seenAt: Date | null;
  /** 'La atiendo': what tells the person staff have it in hand. */
  acknowledgedAt?: Date | null;
  dismissedAt: Date | null;
  /** First name (or full name) of who attended it. */
  attendedByName: string | null;
};

type HelpRequestStatus = { state: "sent" | "seen" | "attended"; label: string; changedAt: Date };

/** The state in words the older person (and their family) read: Enviada, vista, atendida por… */
export function describeAlertProgress(alert: AlertProgress): HelpRequestStatus {
  if (alert.dismissedAt) {
    const label = alert.attendedByName ? `Atendida por ${alert.attendedByName}` : "Atendida";
    return { state: "attended", label, changedAt: alert.dismissedAt };
  }
  const seenAt = alert.acknowledgedAt ?? alert.seenAt;
  if (seenAt) return { state: "seen", label: "El personal la ha visto", changedAt: seenAt };
  return { state: "sent", label: "Enviada", changedAt: alert.createdAt };
}

/** The latest help request as shown on the home screen, or null once a day has passed since its last change. */
export function helpRequestStatus(alert: AlertProgress | null, now: Date): HelpRequestStatus | null {
  if (!alert) return null;
  const status = describeAlertProgress(alert);
  return now.getTime() - status.changedAt.getTime() < HELP_STATE_SHOWN_MS ? status : null;
}

/**
 * When an unattended alert is due for escalation, or null if it never is (critical health: at once; the others
 * when the municipality's attend target has passed).
 */
export function escalationDueAt(
  alert: { type: AlertType; severity: AlertSeverity; createdAt: Date },
  attendTargetSeconds = DEFAULT_ATTEND_TARGET_SECONDS,
): Date | null {
  if (alert.type === "health" && alert.severity === "critical") return alert.createdAt;
  if (alert.type === "help" || alert.type === "health") {
    return new Date(alert.createdAt.getTime() + attendTargetSeconds * 1_000);
  }
  return null;
}

/** By e-mail only help and critical health alerts go out; others stay on the dashboard. */
export function isEmailEscalated(alert: { type: AlertType; severity: AlertSeverity }): boolean {
  return isUrgentAlert(alert);
}

/** E-mail escalations are tried this many times before being recorded as failed. */
export const MAX_NOTIFICATION_ATTEMPTS = 6;

/** Wait before the next try after `attempts` failed ones: 1, 2, 4, 8, 16 minutes (capped at 30). */
export function notificationRetryDelayMs(attempts: number): number {
  return Math.min(30, 2 ** Math.max(0, attempts - 1)) * 60_000;
}
