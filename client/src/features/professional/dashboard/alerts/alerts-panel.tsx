import { EmptyState, LoadError, Loading } from "../../common/feedback";
import { useNow } from "../../common/use-now";
import { useProfessional } from "../../common/use-professional";
import { AlertRow } from "./alert-row";
import { EscalationModeNote } from "./escalation-mode-note";
import { sortAlerts, useAcknowledgeAlert, useAlerts, useDismissAlert } from "./use-alerts";

/**
 * 'Alertas Pendientes': open help requests first; 'La atiendo' takes one, 'Atendida' (with what was done) closes
 * it and it leaves the list.
 */
export default function AlertsPanel() {
  const { id, timezone } = useProfessional();
  const alerts = useAlerts(id);
  const dismiss = useDismissAlert(id);
  const acknowledge = useAcknowledgeAlert(id);
  const now = useNow(15_000);
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
            timezone={timezone}
            isDismissing={dismiss.isPending && dismiss.variables?.alert.id === alert.id}
            isAcknowledging={acknowledge.isPending && acknowledge.variables?.id === alert.id}
            onAcknowledge={(item) => acknowledge.mutate(item)}
            onDismiss={(item, input) => dismiss.mutate({ alert: item, input })}
          />
        ))}
      </ul>
    </>
  );
}
