// The zod-free half of the metrics contract (periods, kinds, URLs, docs/behaviour/08-errors.md failure texts), so the
// client's metrics tab can import it without pulling the schema library into its bundle.
// `shared/api/metrics.ts` re-exports all of it next to the response schemas.

export const METRIC_PERIODS = [7, 30, 90] as const;
export type MetricPeriod = (typeof METRIC_PERIODS)[number];
export const DEFAULT_METRIC_PERIOD: MetricPeriod = 30;
export const METRIC_KINDS = ["engagement", "health", "ai-quality"] as const;
export type MetricKind = (typeof METRIC_KINDS)[number];

/** docs/behaviour/08-errors.md: the client's error text when a metrics call fails. */
const METRICS_FAILURE: Record<MetricKind, string> = {
  engagement: "Failed to fetch engagement metrics",
  health: "Failed to fetch health metrics",
  "ai-quality": "Failed to fetch AI quality metrics",
};
export const metricsFailureMessage = (kind: MetricKind, status: number | string) =>
  `${METRICS_FAILURE[kind]}: ${status}`;

/** The emotional state labels of docs/behaviour/07-api.md (the distribution always carries these four keys). */
export { EMOTIONAL_STATES } from "../domain/chat-topics";

/**
 * The URL of a metrics call: a person (`userId`) or the professional's aggregate (docs/behaviour/07-api.md query).
 * e.g. metricsUrl("health", { professionalId }, 30)
 *   -> "/api/metrics/health/aggregated?days=30&professionalId=...&consentOnly=true"
 */
/** Where every metrics call lives (and the first segment of every metrics query key). */
export const METRICS_PATH = "/api/metrics";

export function metricsUrl(
  kind: MetricKind,
  target: { userId: string } | { professionalId: string },
  days: MetricPeriod,
): string {
  if ("userId" in target) return `${METRICS_PATH}/${kind}/${encodeURIComponent(target.userId)}?days=${days}`;
  const professionalId = encodeURIComponent(target.professionalId);
  return `${METRICS_PATH}/${kind}/aggregated?days=${days}&professionalId=${professionalId}&consentOnly=true`;
}
