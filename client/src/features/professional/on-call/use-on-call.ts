import { alertEndpoints, onCallEndpoints as api } from "@shared/api/routes";
import type { EscalationMode } from "@shared/api/alerts";
import type { OnCallSettings } from "@shared/api/on-call";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint, queryKeyOf } from "@/lib/endpoint-client";
import { useProfessional } from "../common/use-professional";

const keyOf = (id: string) => queryKeyOf(api.read, { professionalId: id });

/** GET /api/professional/{id}/on-call-emails: the municipality's on-call addresses and their latest changes. */
export function useOnCallSettings() {
  const { id } = useProfessional();
  return useQuery<OnCallSettings>({
    queryKey: keyOf(id),
    queryFn: () => callEndpoint(api.read, { params: { professionalId: id } }),
    enabled: !!id,
  });
}

/** GET /api/alerts/escalation: whether this server sends e-mail at all. */
export function useEscalationMode() {
  return useQuery<EscalationMode>({ queryKey: queryKeyOf(alertEndpoints.escalationMode) });
}

/** PUT /api/professional/{id}/on-call-emails: replaces the list; the answer is the saved settings. */
export function useSaveOnCall() {
  const { id } = useProfessional();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) => callEndpoint(api.update, { params: { professionalId: id }, body: { emails } }),
    onSuccess: (saved) => queryClient.setQueryData(keyOf(id), saved),
  });
}
