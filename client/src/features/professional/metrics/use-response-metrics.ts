import { responseMetricsEndpoints as api } from "@shared/api/routes";
import type { MetricPeriod } from "@shared/api/metrics-paths";
import type { ResponseMetrics } from "@shared/api/response-metrics";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint, queryKeyOf } from "@/lib/endpoint-client";

/** Whose response times: the professional's consented people as a whole, or one consented person. */
export type ResponseTarget = { professionalId: string } | { userId: string };

/** GET /api/metrics/response/{aggregated|userId}: the same selection and period as the rest of the tab. */
export function useResponseMetrics(target: ResponseTarget, days: MetricPeriod, isEnabled: boolean) {
  const isPerson = "userId" in target;
  return useQuery<ResponseMetrics>({
    queryKey: isPerson
      ? [...queryKeyOf(api.ofPerson, { userId: target.userId }), `days=${days}`]
      : [...queryKeyOf(api.aggregated), `days=${days}`],
    queryFn: () =>
      isPerson
        ? callEndpoint(api.ofPerson, { params: { userId: target.userId }, query: { days } })
        : callEndpoint(api.aggregated, {
            query: { days, professionalId: target.professionalId, consentOnly: "true" },
          }),
    enabled: isEnabled,
  });
}
