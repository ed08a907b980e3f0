import type { AlertItem } from "@shared/api/professional";
import { useEffect, useRef } from "react";
import { useAlerts } from "../dashboard/alerts/use-alerts";

/** Help and health alerts nobody has opened yet: what the portal announces on every page. */
export function newUrgentAlerts(alerts: readonly AlertItem[] | undefined): AlertItem[] {
  return (alerts ?? [])
    .filter((a) => (a.type === "help" || a.type === "health") && !a.seenAt)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The polled alert list, the unseen urgent ones, and a callback when one appears that was not there before. */
export function useNewAlerts(professionalId: string, onArrival: () => void) {
  const alerts = useAlerts(professionalId);
  const fresh = newUrgentAlerts(alerts.data);
  const known = useRef<Set<string> | null>(null);
  const ids = fresh.map((a) => a.id).join(",");
  useEffect(() => {
    const current = new Set(ids ? ids.split(",") : []);
    // The first answer after opening the portal is not "new": no sound for what was already waiting.
    if (known.current && [...current].some((id) => !known.current!.has(id))) onArrival();
    if (alerts.isSuccess) known.current = current;
  }, [ids, alerts.isSuccess, onArrival]);
  return { fresh, pendingCount: alerts.data?.length ?? 0 };
}
