import type { AlertItem } from "@shared/api/professional";
import { isPastTarget } from "@shared/domain/alert-clock";

/** Past the municipality's target: not taken within the acknowledge target, or not attended within the other. */
export function isLate(alert: AlertItem, now: Date): boolean {
  return isPastTarget(
    {
      acknowledgedAt: alert.acknowledgedAt ? new Date(alert.acknowledgedAt) : null,
      ackDueAt: new Date(alert.ackDueAt),
      attendDueAt: new Date(alert.attendDueAt),
    },
    now,
  );
}

/** "10:31" in the municipality's zone, as every time of the portal (the desk's browser may be set otherwise). */
const clockTime = (iso: string, timezone: string) =>
  new Date(iso).toLocaleTimeString("es-ES", { hour: "2-digit", minute: "2-digit", timeZone: timezone });

/** 'La atiende Lucía Romero desde las 10:31', or who nobody has yet. */
export function acknowledgementLabel(alert: AlertItem, timezone: string): string {
  if (!alert.acknowledgedAt) return "Nadie la atiende todavía";
  return `La atiende ${alert.acknowledgedByName ?? "un profesional"} desde las ${clockTime(alert.acknowledgedAt, timezone)}`;
}
