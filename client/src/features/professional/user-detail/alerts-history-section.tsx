import { ALERT_OUTCOME_LABELS } from "@shared/domain/help-request";
import { ALERT_TITLES } from "@shared/api/messages";
import type { UserRecord } from "@shared/api/user-admin";
import { Badge } from "../common/badge";
import { EmptyState } from "../common/feedback";
import { dateTimeLabel } from "../common/time-format";
import { DetailSection } from "./detail-section";

/** Every alert of the person: pending first, then the attended ones with who attended them. */
export function AlertsHistorySection({ record, timezone }: { record: UserRecord; timezone: string }) {
  const alerts = [...record.alerts].sort((a, b) => {
    if (!a.dismissedAt !== !b.dismissedAt) return a.dismissedAt ? 1 : -1;
    return b.createdAt.localeCompare(a.createdAt);
  });
  return (
    <DetailSection id="alertas" title="Historial de alertas">
      {alerts.length === 0 ? (
        <EmptyState text="No hay alertas registradas" />
      ) : (
        <ul className="grid gap-2">
          {alerts.map((alert) => (
            <li key={alert.id} className="flex flex-col gap-1 rounded-xl border-2 border-slate-200 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-lg font-semibold text-slate-900">
                  {ALERT_TITLES[alert.type] ?? "Alerta"}
                </h3>
                {alert.dismissedAt ? (
                  <Badge tone="success">Atendida</Badge>
                ) : (
                  <Badge tone={alert.escalatedAt ? "danger" : "warning"}>
                    {alert.escalatedAt ? "Pendiente (escalada)" : "Pendiente"}
                  </Badge>
                )}
              </div>
              {alert.content ? <p className="text-base text-slate-800">{alert.content}</p> : null}
              <p className="text-sm text-slate-700">
                {dateTimeLabel(alert.createdAt, timezone)}
                {alert.dismissedAt
                  ? ` · Atendida ${dateTimeLabel(alert.dismissedAt, timezone)}${
                      alert.dismissedBy ? ` por ${alert.dismissedBy.name}` : ""
                    }`
                  : ""}
              </p>
              {alert.outcome ? (
                <p className="text-base text-slate-900">
                  <span className="font-semibold">Resultado:</span> {ALERT_OUTCOME_LABELS[alert.outcome]}
                  {alert.outcomeNote ? ` · ${alert.outcomeNote}` : ""}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
