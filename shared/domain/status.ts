// User activity status in the professional view (docs/behaviour/04-states.md).
export const HOUR_MS = 3_600_000;
export const ACTIVE_WINDOW_MS = 24 * HOUR_MS;
export const ALERT_AFTER_MS = 48 * HOUR_MS;

export type StatusFilter = "all" | "active" | "inactive" | "alerts";

const ageMs = (lastActivity: Date | null, now: Date) =>
  lastActivity ? now.getTime() - lastActivity.getTime() : Number.POSITIVE_INFINITY;

/** Active: last activity within 24 h (inclusive). */
export function isActive(lastActivity: Date | null, now: Date): boolean {
  return ageMs(lastActivity, now) <= ACTIVE_WINDOW_MS;
}

/** Alert: never active, or last activity more than 48 h ago. */
export function needsAttention(lastActivity: Date | null, now: Date): boolean {
  return ageMs(lastActivity, now) > ALERT_AFTER_MS;
}

/** Card label: between 24 h and 48 h still reads 'Activa' (docs/behaviour/04-states.md). */
export function statusLabel(lastActivity: Date | null, now: Date): "Activa" | "Alerta" {
  return needsAttention(lastActivity, now) ? "Alerta" : "Activa";
}

/**
 * 'Con alertas' holds everyone who needs staff: 48 hours without activity (docs/behaviour/04-states.md), and
 * anyone with an open help request or health alert (missed doses and the assistant's urgencies included), however
 * recently active.
 */
export function matchesStatusFilter(
  filter: StatusFilter,
  lastActivity: Date | null,
  now: Date,
  hasOpenCareAlert = false,
): boolean {
  switch (filter) {
    case "all":
      return true;
    case "active":
      return isActive(lastActivity, now);
    case "inactive":
      return !isActive(lastActivity, now);
    case "alerts":
      return hasOpenCareAlert || needsAttention(lastActivity, now);
  }
}
