import type { AlertItem } from "@shared/api/professional";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/query-client";
import { professionalKeys } from "../../common/professional-keys";

/** SPEC section 9: the alert list is the only query that polls. */
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

/** PATCH /api/alerts/{id}/dismiss ('Atendida'), with the SPEC section 8 toasts. */
export function useDismissAlert(professionalId: string) {
  const queryClient = useQueryClient();
  const alertsKey = professionalKeys.alerts(professionalId);
  return useMutation({
    mutationFn: (alert: AlertItem) => apiRequest("PATCH", `/api/alerts/${alert.id}/dismiss`),
    onSuccess: (_response, alert) => {
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
