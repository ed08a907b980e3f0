import type { MetricsResponse } from "@shared/api/metrics";
import {
  METRIC_KINDS,
  METRICS_PATH,
  type MetricKind,
  type MetricPeriod,
  metricsFailureMessage,
  metricsUrl,
} from "@shared/api/metrics-paths";
import { useQueries } from "@tanstack/react-query";
import { getErrorMessage, getErrorStatus, throwIfResNotOk } from "@/lib/query-client";
import type { MetricsData } from "./metrics-view";

/** Whose metrics: the professional's consented people as a whole, or one consented person. */
type MetricsTarget = { professionalId: string } | { userId: string };

/**
 * A failed metrics call: docs/behaviour/08-errors.md text ('Failed to fetch health metrics: 403') and the server's
 * reason.
 */
export class MetricsFetchError extends Error {
  readonly detail: string | null;
  constructor(kind: MetricKind, status: number | string, detail: string | null) {
    super(metricsFailureMessage(kind, status));
    this.name = "MetricsFetchError";
    this.detail = detail;
  }
}

async function fetchMetrics<K extends MetricKind>(
  kind: K,
  target: MetricsTarget,
  days: MetricPeriod,
): Promise<MetricsResponse<K>> {
  const url = metricsUrl(kind, target, days);
  let res: Response;
  try {
    res = await fetch(url, { credentials: "include" });
    await throwIfResNotOk(res, url);
  } catch (error) {
    // No answer at all (offline): there is no status to show, so say that plainly.
    const status = getErrorStatus(error) ?? "sin conexión";
    throw new MetricsFetchError(kind, status, getErrorMessage(error, "") || null);
  }
  return (await res.json()) as MetricsResponse<K>;
}

const metricsKey = (kind: MetricKind, target: MetricsTarget, days: MetricPeriod) =>
  [METRICS_PATH, kind, target, days] as const;

/**
 * The three metrics calls of docs/behaviour/07-api.md for the target and period. `isEnabled` is false when there is
 * nobody with consent to ask about (then no call is made at all).
 */
export function useMetrics(target: MetricsTarget, days: MetricPeriod, isEnabled: boolean) {
  const [engagement, health, aiQuality] = useQueries({
    queries: METRIC_KINDS.map((kind) => ({
      queryKey: metricsKey(kind, target, days),
      queryFn: () => fetchMetrics(kind, target, days),
      enabled: isEnabled,
    })),
  });
  const results = [engagement, health, aiQuality];
  const errors = results.map((r) => r.error).filter((e): e is Error => e !== null);
  const data: MetricsData | null =
    engagement.data && health.data && aiQuality.data
      ? {
          engagement: engagement.data as MetricsResponse<"engagement">,
          health: health.data as MetricsResponse<"health">,
          aiQuality: aiQuality.data as MetricsResponse<"ai-quality">,
        }
      : null;
  return {
    data,
    errors,
    isLoading: results.some((r) => r.isPending && r.fetchStatus === "fetching"),
    retry: () => {
      for (const r of results) if (r.isError) void r.refetch();
    },
  };
}
