import type { AlertSeverity, AlertType } from "./enums";

// The response clock of a call for help: how long it has waited, and whether it is past the municipality's
// targets (telecare practice: acknowledged within a minute, attended within a quarter of an hour).

/** Help requests and critical health alerts: what the console keeps in sight until someone attends them. */
export function isUrgentAlert(alert: { type: AlertType; severity: AlertSeverity | string }): boolean {
  return alert.type === "help" || (alert.type === "health" && alert.severity === "critical");
}

export type ResponseTargets = { ackTargetSeconds: number; attendTargetSeconds: number };

/** When 'La atiendo' is due, and when 'Atendida' is. */
export function responseDeadlines(createdAt: Date, targets: ResponseTargets): { ackDueAt: Date; attendDueAt: Date } {
  return {
    ackDueAt: new Date(createdAt.getTime() + targets.ackTargetSeconds * 1000),
    attendDueAt: new Date(createdAt.getTime() + targets.attendTargetSeconds * 1000),
  };
}

/**
 * Past a target: not acknowledged after its acknowledge deadline, or not attended after its attend deadline.
 * Exactly at the deadline is still in time.
 */
export function isPastTarget(
  alert: { acknowledgedAt: Date | null; ackDueAt: Date; attendDueAt: Date },
  now: Date,
): boolean {
  const t = now.getTime();
  if (!alert.acknowledgedAt && t > alert.ackDueAt.getTime()) return true;
  return t > alert.attendDueAt.getTime();
}

/** 'hace 40 s', 'hace 3 min', 'hace 2 h 5 min', 'hace 1 día': short enough for a banner, exact enough to act on. */
export function waitingLabel(createdAt: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 1000));
  if (seconds < 60) return `hace ${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `hace ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `hace ${hours} h ${minutes % 60} min` : `hace ${hours} h`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "hace 1 día" : `hace ${days} días`;
}

/** The older person can say 'Ha sido sin querer' for this long after sending a help request. */
export const ACCIDENTAL_WINDOW_MS = 5 * 60_000;

export function canMarkAccidental(alert: { createdAt: Date; dismissedAt: Date | null }, now: Date): boolean {
  // A request stamped a moment ahead of this clock (another process's) is still in its window.
  const age = now.getTime() - alert.createdAt.getTime();
  return !alert.dismissedAt && age <= ACCIDENTAL_WINDOW_MS;
}

/** Open urgent alerts in the order the banner shows them: not yet acknowledged first, then the oldest first. */
export function bannerOrder<T extends { createdAt: string; acknowledgedAt: string | null }>(alerts: readonly T[]): T[] {
  return [...alerts].sort((a, b) => {
    if (!a.acknowledgedAt !== !b.acknowledgedAt) return a.acknowledgedAt ? 1 : -1;
    return a.createdAt.localeCompare(b.createdAt);
  });
}
