// The zod-free half of the metrics contract (periods, kinds, URLs, SPEC section 8 failure texts), so the
// client's metrics tab can import it without pulling the schema library into its bundle.
// `shared/api/metrics.ts` re-exports all of it next to the response schemas.

export const METRIC_PERIODS = [7, 30, 90] as const;
export type MetricPeriod = (typeof METRIC_PERIODS)[number];
export const DEFAULT_METRIC_PERIOD: MetricPeriod = 30;
export const METRIC_KINDS = ["engagement", "health", "ai-quality"] as const;
export type MetricKind = (typeof METRIC_KINDS)[number];

/** SPEC section 8: the client's error text when a metrics call fails. */
export const METRICS_FAILURE: Record<MetricKind, string> = {
  engagement: "Failed to fetch engagement metrics",
  health: "Failed to fetch health metrics",
  "ai-quality": "Failed to fetch AI quality metrics",
};
export const metricsFailureMessage = (kind: MetricKind, status: number | string) =>
  `${METRICS_FAILURE[kind]}: ${status}`;

/** The emotional state labels of SPEC section 7 (the distribution always carries these four keys). */
export const EMOTIONAL_STATES = ["needs emotional support", "positive", "health concern", "neutral"] as const;

/**
 * The URL of a metrics call: a person (`userId`) or the professional's aggregate (SPEC section 7 query).
 * e.g. metricsUrl("health", { professionalId }, 30)
 *   -> "/api/metrics/health/aggregated?days=30&professionalId=...&consentOnly=true"
 */
export function metricsUrl(
  kind: MetricKind,
  target: { userId: string } | { professionalId: string },
  days: MetricPeriod,
): string {
  if ("userId" in target) return `/api/metrics/${kind}/${encodeURIComponent(target.userId)}?days=${days}`;
  const professionalId = encodeURIComponent(target.professionalId);
  return `/api/metrics/${kind}/aggregated?days=${days}&professionalId=${professionalId}&consentOnly=true`;
}
