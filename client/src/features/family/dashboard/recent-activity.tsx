import type { ActivityRecord } from "@shared/api/elderly";
import type { UseQueryResult } from "@tanstack/react-query";
import { instantLabel } from "../common/time-labels";
import { activityLabel } from "./activity-labels";
import { DashboardSection, SectionNote } from "./dashboard-section";

const RECENT_ACTIVITY_COUNT = 3;

type RecentActivityProps = { query: UseQueryResult<ActivityRecord[]>; now: Date; timezone: string };

/** The last 3 activity records, newest first, as categories only (never what was said in a chat). */
export function RecentActivity({ query, now, timezone }: RecentActivityProps) {
  const recent = [...(query.data ?? [])]
    .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())
    .slice(0, RECENT_ACTIVITY_COUNT);
  return (
    <DashboardSection title="Actividad reciente">
      {query.isPending ? <SectionNote>Cargando...</SectionNote> : null}
      {query.isError ? <SectionNote isError>No se pudo cargar la actividad.</SectionNote> : null}
      {query.isSuccess && recent.length === 0 ? (
        <SectionNote>Todavía no hay actividad registrada.</SectionNote>
      ) : null}
      {recent.length > 0 ? (
        <ul aria-label="Últimas actividades" className="flex flex-col divide-y divide-slate-200">
          {recent.map((activity) => (
            <li key={activity.id} className="flex flex-col gap-1 py-3">
              <span className="text-lg font-medium text-slate-900">
                {activityLabel(activity.activityType)}
              </span>
              <time dateTime={activity.createdAt} className="text-base text-slate-800">
                {instantLabel(new Date(activity.createdAt), now, timezone)}
              </time>
            </li>
          ))}
        </ul>
      ) : null}
    </DashboardSection>
  );
}
