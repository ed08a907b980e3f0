// Metrics of docs/behaviour/03-entities.md and 07-api.md (formulas: docs/behaviour/10-domain-rules.md#metrics). Each
// call runs one aggregate query that returns the current and the previous period (a single row); nothing is counted in
// Node.
import type { MetricKind, MetricPeriod, MetricsByKind, MetricsEnvelope, MetricsResponse } from "@shared/api/metrics";
import type { Db } from "../../db/types";
import { computeAiQuality } from "./ai-quality";
import { computeEngagement } from "./engagement";
import { computeHealth } from "./health";
import { type MetricsSubject, metricsWindow, periodInfo } from "./window";

export type { MetricsSubject } from "./window";

const COMPUTE = {
  engagement: computeEngagement,
  health: computeHealth,
  "ai-quality": computeAiQuality,
} as const;

/** Both periods side by side, as the queries compute them. */
type MetricsResult<K extends MetricKind = MetricKind> = MetricsEnvelope<K> & { current: MetricsByKind[K] };

export async function getMetrics<K extends MetricKind>(
  db: Db,
  kind: K,
  subject: MetricsSubject,
  opts: { days: MetricPeriod; now: Date; timezone: string },
): Promise<MetricsResult<K>> {
  const window = metricsWindow(opts.now, opts.timezone, opts.days);
  const result = await COMPUTE[kind](db, subject, window);
  const info = periodInfo(window, result.exposure);
  return {
    scope: subject.kind,
    userId: subject.kind === "user" ? subject.userId : null,
    days: opts.days,
    inactiveUsers: Number(result.exposure.inactive_users ?? 0),
    period: info.current,
    previousPeriod: info.previous,
    current: result.current,
    previous: result.previous,
  } as MetricsResult<K>;
}

/** The answer of docs/behaviour/07-api.md: the current period's entity at the top level, the rest beside it. */
export function toMetricsAnswer<K extends MetricKind>({ current, ...rest }: MetricsResult<K>): MetricsResponse<K> {
  return { ...current, ...rest };
}
