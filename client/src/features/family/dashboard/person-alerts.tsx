import { alertEndpoints } from "@shared/api/routes";
import type { FamilyAlert } from "@shared/api/alerts";
import { useQuery } from "@tanstack/react-query";
import { Siren } from "lucide-react";
import { cn } from "@/lib/cn";
import { queryKeyOf } from "@/lib/endpoint-client";
import { DashboardSection } from "./dashboard-section";

/** Same rhythm as the staff alert list, so the family learns of a help request as soon as staff do. */
const POLL_MS = 30_000;

const personAlertsKey = (elderlyId: string) => queryKeyOf(alertEndpoints.openAlertsOf, { userId: elderlyId });

const timeOf = (iso: string, timezone: string) =>
  new Date(iso).toLocaleTimeString("es-ES", { hour: "2-digit", minute: "2-digit", timeZone: timezone });

/** The person's open help and health alerts (and those attended in the last day), polled. */
export function usePersonAlerts(elderlyId: string) {
  return useQuery<FamilyAlert[]>({ queryKey: personAlertsKey(elderlyId), refetchInterval: POLL_MS });
}

/** Titles of what staff have not attended yet; null while unknown or unreadable. */
export function openAlertTitles(query: ReturnType<typeof usePersonAlerts>): string[] | null {
  if (!query.data) return null;
  return query.data.filter((a) => a.progress.state !== "attended").map((a) => a.title);
}

/** Open help and health alerts of the person and how staff are handling them; hidden when there are none. */
export function PersonAlerts({ query, timezone }: { query: ReturnType<typeof usePersonAlerts>; timezone: string }) {
  const alerts = query.data ?? [];
  if (alerts.length === 0) return null;
  return (
    <DashboardSection title="Avisos de ayuda y salud">
      <ul className="grid gap-2">
        {alerts.map((alert) => (
          <li
            key={alert.id}
            className={cn(
              "flex items-start gap-3 rounded-xl border-2 p-3",
              alert.progress.state === "attended" ? "border-green-800 bg-green-50" : "border-red-800 bg-red-50",
            )}
          >
            <Siren aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-slate-900" />
            <p className="text-lg text-slate-900">
              <span className="font-semibold">{alert.title}</span> ·{" "}
              <time dateTime={alert.createdAt}>{timeOf(alert.createdAt, timezone)}</time>
              <span className="block font-bold">{alert.progress.label}</span>
            </p>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
