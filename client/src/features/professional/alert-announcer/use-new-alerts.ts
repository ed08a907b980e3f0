import type { AlertItem } from "@shared/api/professional";
import { bannerOrder } from "@shared/domain/alert-clock";
import { useEffect, useRef } from "react";
import { useAlerts } from "../dashboard/alerts/use-alerts";

/**
 * Every open help request and critical health alert, as the server lists them (so the same after a reload and
 * on every device): nobody's yet first, then the oldest first.
 */
export function openUrgentAlerts(alerts: readonly AlertItem[] | undefined): AlertItem[] {
  return bannerOrder((alerts ?? []).filter((a) => a.isUrgent));
}

/** The polled alert list, the open urgent ones, and a callback when one appears that was not there before. */
export function useNewAlerts(professionalId: string, onArrival: () => void) {
  const alerts = useAlerts(professionalId);
  const urgent = openUrgentAlerts(alerts.data);
  const known = useRef<Set<string> | null>(null);
  const ids = urgent.map((a) => a.id).join(",");
  useEffect(() => {
    const current = new Set(ids ? ids.split(",") : []);
    // The first answer after opening the portal is not "new": no sound for what was already waiting.
    if (known.current && [...current].some((id) => !known.current!.has(id))) onArrival();
    if (alerts.isSuccess) known.current = current;
  }, [ids, alerts.isSuccess, onArrival]);
  return { urgent, pendingCount: alerts.data?.length ?? 0 };
}
