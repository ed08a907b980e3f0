import { serviceSettingsEndpoints as api } from "@shared/api/routes";
import type { ServiceSettingsAnswer, UpdateServiceSettingsRequest } from "@shared/api/service-settings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint, queryKeyOf } from "@/lib/endpoint-client";
import { useProfessional } from "../common/use-professional";

const keyOf = (id: string) => queryKeyOf(api.read, { professionalId: id });

/** GET /api/professional/{id}/service-settings: the municipality's response targets and staffed hours. */
export function useServiceSettings() {
  const { id } = useProfessional();
  return useQuery<ServiceSettingsAnswer>({
    queryKey: keyOf(id),
    queryFn: () => callEndpoint(api.read, { params: { professionalId: id } }),
    enabled: !!id,
  });
}

/** PUT /api/professional/{id}/service-settings: the answer is the saved settings. */
export function useSaveServiceSettings() {
  const { id } = useProfessional();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateServiceSettingsRequest) =>
      callEndpoint(api.update, { params: { professionalId: id }, body }),
    onSuccess: (saved) => queryClient.setQueryData(keyOf(id), saved),
  });
}
