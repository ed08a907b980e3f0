import { EmptyState, LoadError, Loading } from "../../common/feedback";
import { useNow } from "../../common/use-now";
import { useProfessional } from "../../common/use-professional";
import { AlertRow } from "./alert-row";
import { EscalationModeNote } from "./escalation-mode-note";
import { sortAlerts, useAlerts, useDismissAlert, useMarkSeen } from "./use-alerts";

/** 'Alertas Pendientes': escalated first; 'Atendida' dismisses one (it then leaves the list). */
export default function AlertsPanel() {
  const { id } = useProfessional();
  const alerts = useAlerts(id);
  const dismiss = useDismissAlert(id);
  const now = useNow(30_000);
  useMarkSeen(id, alerts.data);
  if (alerts.isPending) return <Loading label="Cargando alertas..." />;
  if (alerts.isError)
    return <LoadError message="No se pudieron cargar las alertas" onRetry={() => void alerts.refetch()} />;
  if (alerts.data.length === 0) return <EmptyState text="No hay alertas pendientes" />;
  return (
    <>
      <EscalationModeNote />
      <ul className="grid gap-3">
        {sortAlerts(alerts.data).map((alert) => (
          <AlertRow
            key={alert.id}
            alert={alert}
            now={now}
            isDismissing={dismiss.isPending && dismiss.variables?.alert.id === alert.id}
            onDismiss={(item, input) => dismiss.mutate({ alert: item, input })}
          />
        ))}
      </ul>
    </>
  );
}
