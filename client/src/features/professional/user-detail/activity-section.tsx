import type { UserRecord } from "@shared/api/user-admin";
import { EmptyState } from "../common/feedback";
import { dateTimeLabel, relativeTime } from "../common/time-format";
import { DetailSection } from "./detail-section";
import { ACTIVITY_LABELS } from "./record-labels";

type ActivitySectionProps = { record: UserRecord; now: Date; timezone: string };

/** The latest activity records, newest first. */
export function ActivitySection({ record, now, timezone }: ActivitySectionProps) {
  const items = [...record.recentActivity].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <DetailSection id="actividad" title="Actividad reciente">
      {items.length === 0 ? (
        <EmptyState text="No hay actividad registrada" />
      ) : (
        <ul className="grid gap-2">
          {items.map((item) => (
            <li key={item.id} className="rounded-xl border-2 border-slate-200 p-3 text-base text-slate-900">
              <p className="font-semibold">{ACTIVITY_LABELS[item.activityType] ?? item.activityType}</p>
              {item.description ? <p className="text-slate-800">{item.description}</p> : null}
              <p className="text-sm text-slate-700">
                <time dateTime={item.createdAt} title={dateTimeLabel(item.createdAt, timezone)}>
                  {relativeTime(item.createdAt, now)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
