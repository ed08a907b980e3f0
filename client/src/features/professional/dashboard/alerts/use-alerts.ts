import { alertEndpoints } from "@shared/api/routes";
import type { AlertItem } from "@shared/api/professional";
import { bannerOrder } from "@shared/domain/alert-clock";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
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

/**
 * Help requests and critical health alerts first (nobody's yet first, then the oldest, as in the banner), then
 * escalated ones, then the newest.
 */
export function sortAlerts(alerts: readonly AlertItem[]): AlertItem[] {
  const urgent = bannerOrder(alerts.filter((a) => a.isUrgent));
  const rest = alerts
    .filter((a) => !a.isUrgent)
    .sort((a, b) => {
      if (!!a.escalatedAt !== !!b.escalatedAt) return a.escalatedAt ? -1 : 1;
      return b.createdAt.localeCompare(a.createdAt);
    });
  return [...urgent, ...rest];
}

/** 'La atiendo': the professional takes the alert; the other consoles hear of it through the live events. */
export function useAcknowledgeAlert(professionalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alert: AlertItem) => callEndpoint(alertEndpoints.acknowledge, { params: { id: alert.id } }),
    onError: () =>
      toast({ title: "Error", description: "No se pudo marcar la alerta. Intente de nuevo.", variant: "destructive" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: professionalKeys.alerts(professionalId) }),
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
