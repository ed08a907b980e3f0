import { lowMoodEndpoints as api } from "@shared/api/routes";
import type { LowMoodWeek } from "@shared/api/low-mood";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint, queryKeyOf } from "@/lib/endpoint-client";
import { useProfessional } from "../common/use-professional";

/** GET /api/professional/{id}/low-mood: people with low mood on 3 or more of the last 7 days. */
export function useLowMoodWeek() {
  const { id } = useProfessional();
  return useQuery<LowMoodWeek>({
    queryKey: queryKeyOf(api.week, { professionalId: id }),
    queryFn: () => callEndpoint(api.week, { params: { professionalId: id } }),
    enabled: !!id,
  });
}
