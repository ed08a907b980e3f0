import { elderlyEndpoints, userAdminEndpoints } from "@shared/api/routes";
import type { ApprovalsResponse } from "@shared/api/approvals";
import { endpointUrl } from "@shared/api/contract";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiJson, getErrorMessage } from "@/lib/query-client";
import { professionalKeys } from "../../common/professional-keys";

// GET /api/professional/{id}/approvals: pending colleagues and family links (shared/api/approvals.ts).

type Approvals = ApprovalsResponse;

export type Decision = "approve" | "reject";
export type DecisionInput =
  | { kind: "professional"; id: string; name: string; decision: Decision }
  | { kind: "family-link"; id: string; name: string; decision: Decision };

export function useApprovals(professionalId: string) {
  return useQuery<Approvals>({
    queryKey: professionalKeys.approvals(professionalId),
    enabled: !!professionalId,
  });
}

const decisionUrl = (input: DecisionInput) =>
  input.kind === "professional"
    ? endpointUrl(userAdminEndpoints.decideProfessional, { userId: input.id })
    : endpointUrl(elderlyEndpoints.decideLink, { id: input.id });

/** Approve or reject a pending professional account or family link. */
export function useDecide(professionalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecisionInput) =>
      apiJson<unknown>("POST", decisionUrl(input), { decision: input.decision }),
    onSuccess: (_answer, input) =>
      toast(
        input.decision === "approve"
          ? { title: "Solicitud aprobada", description: `Se ha aprobado la solicitud de ${input.name}.` }
          : { title: "Solicitud rechazada", description: `Se ha rechazado la solicitud de ${input.name}.` },
      ),
    onError: (error) =>
      toast({
        title: "Error",
        description: getErrorMessage(error, "No se pudo registrar la decisión. Inténtelo de nuevo."),
        variant: "destructive",
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: professionalKeys.approvals(professionalId) }),
        queryClient.invalidateQueries({ queryKey: professionalKeys.summary(professionalId) }),
        queryClient.invalidateQueries({ queryKey: professionalKeys.users(professionalId) }),
      ]),
  });
}
