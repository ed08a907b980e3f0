import { alertEndpoints } from "@shared/api/alerts";
import type { AlertItem } from "@shared/api/professional";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint } from "@/lib/endpoint-client";
import { professionalKeys } from "../../common/professional-keys";
import type { AttendInput } from "./attend-form";

/** docs/behaviour/09-constants.md: the alert list is the only query that polls. */
export const ALERTS_POLL_MS = 30_000;

export function useAlerts(professionalId: string) {
  return useQuery<AlertItem[]>({
    queryKey: professionalKeys.alerts(professionalId),
    refetchInterval: ALERTS_POLL_MS,
    enabled: !!professionalId,
  });
}

/** Critical alerts first (life-threatening, from the assistant), then escalated, then the newest. */
export function sortAlerts(alerts: readonly AlertItem[]): AlertItem[] {
  return [...alerts].sort((a, b) => {
    const isCriticalA = a.severity === "critical";
    if (isCriticalA !== (b.severity === "critical")) return isCriticalA ? -1 : 1;
    if (!!a.escalatedAt !== !!b.escalatedAt) return a.escalatedAt ? -1 : 1;
    return b.createdAt.localeCompare(a.createdAt);
  });
}

/** PATCH /api/alerts/{id}/dismiss ('Atendida'), with the docs/behaviour/08-errors.md toasts. */
export function useDismissAlert(professionalId: string) {
  const queryClient = useQueryClient();
  const alertsKey = professionalKeys.alerts(professionalId);
  return useMutation({
    mutationFn: ({ alert, input }: { alert: AlertItem; input: AttendInput }) =>
      callEndpoint(alertEndpoints.dismiss, { params: { id: alert.id }, body: input }),
    onSuccess: (_response, { alert }) => {
      queryClient.setQueryData<AlertItem[]>(alertsKey, (list) =>
        list?.filter((item) => item.id !== alert.id),
      );
      toast({ title: "Alerta eliminada", description: "La alerta ha sido marcada como atendida" });
    },
    onError: () =>
      toast({ title: "Error", description: "No se pudo eliminar la alerta", variant: "destructive" }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: alertsKey }),
        queryClient.invalidateQueries({ queryKey: professionalKeys.summary(professionalId) }),
        queryClient.invalidateQueries({ queryKey: professionalKeys.users(professionalId) }),
      ]),
  });
}

/** Opening the list is what tells the person 'El personal la ha visto': each unseen alert is marked once. */
export function useMarkSeen(professionalId: string, alerts: readonly AlertItem[] | undefined) {
  const queryClient = useQueryClient();
  const marked = useRef(new Set<string>());
  useEffect(() => {
    for (const alert of alerts ?? []) {
      if (alert.seenAt || marked.current.has(alert.id)) continue;
      marked.current.add(alert.id);
      // Best effort: a failure only means the person keeps reading 'Enviada'.
      callEndpoint(alertEndpoints.markSeen, { params: { id: alert.id } })
        .then(() => queryClient.invalidateQueries({ queryKey: professionalKeys.alerts(professionalId) }))
        .catch(() => marked.current.delete(alert.id));
    }
  }, [alerts, professionalId, queryClient]);
}
