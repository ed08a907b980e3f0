import type { DashboardSummary } from "@shared/api/professional";
import { useQuery } from "@tanstack/react-query";
import { professionalKeys } from "../common/professional-keys";

/** GET /api/professional/{id}/summary: the dashboard counts. */
export function useSummary(professionalId: string) {
  return useQuery<DashboardSummary>({
    queryKey: professionalKeys.summary(professionalId),
    enabled: !!professionalId,
  });
}
