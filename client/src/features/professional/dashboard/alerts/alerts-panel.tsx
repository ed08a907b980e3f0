import { type ReactNode, useEffect, useRef } from "react";
import { EmptyState, LoadError, Loading } from "../../common/feedback";
import { useNow } from "../../common/use-now";
import { useProfessional } from "../../common/use-professional";
import { alertTitleId, AlertRow } from "./alert-row";
import { EscalationModeNote } from "./escalation-mode-note";
import { sortAlerts, useAcknowledgeAlert, useAlerts, useDismissAlert } from "./use-alerts";

/** Focuses a heading that is not a control (made focusable by script only). */
function focusHeading(heading: HTMLElement | null | undefined): void {
  if (!heading) return;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus();
}

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
  const rootRef = useRef<HTMLDivElement>(null);
  // An attended alert leaves the list with the focused 'Guardar como atendida': the focus goes to the next
  // alert's title, or to the list's heading when none is left (WCAG 2.4.3).
  const focusAfterRef = useRef<{ removedId: string; nextId: string | null } | null>(null);
  const sorted = alerts.data ? sortAlerts(alerts.data) : [];

  useEffect(() => {
    const pending = focusAfterRef.current;
    if (!pending || !alerts.data || alerts.data.some((alert) => alert.id === pending.removedId)) return;
    focusAfterRef.current = null;
    const next = pending.nextId ? document.getElementById(alertTitleId(pending.nextId)) : null;
    const listHeading = rootRef.current?.closest<HTMLElement>("[role='dialog']")?.querySelector<HTMLElement>("h2");
    focusHeading(next ?? listHeading);
  }, [alerts.data]);

  let content: ReactNode;
  if (alerts.isPending) content = <Loading label="Cargando alertas..." />;
  else if (alerts.isError)
    content = <LoadError message="No se pudieron cargar las alertas" onRetry={() => void alerts.refetch()} />;
  else if (sorted.length === 0) content = <EmptyState text="No hay alertas pendientes" />;
  else
    content = (
      <>
        <EscalationModeNote />
        <ul className="grid gap-3">
          {sorted.map((alert, index) => (
            <AlertRow
              key={alert.id}
              alert={alert}
              now={now}
              timezone={timezone}
              isDismissing={dismiss.isPending && dismiss.variables?.alert.id === alert.id}
              isAcknowledging={acknowledge.isPending && acknowledge.variables?.id === alert.id}
              onAcknowledge={(item) => acknowledge.mutate(item)}
              onDismiss={(item, input) => {
                const next = sorted[index + 1] ?? sorted[index - 1] ?? null;
                focusAfterRef.current = { removedId: item.id, nextId: next?.id ?? null };
                dismiss.mutate({ alert: item, input });
              }}
            />
          ))}
        </ul>
      </>
    );
  return (
    <div ref={rootRef} className="contents">
      {content}
    </div>
  );
}
