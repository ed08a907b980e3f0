// Metrics of SPEC.md sections 3 and 7 (formulas: DESIGN.md section 6). Each call runs one aggregate query
// that returns the current and the previous period (a single row); nothing is counted in Node.
import type { MetricKind, MetricPeriod, MetricsResponse } from "@shared/api/metrics";
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

export async function getMetrics<K extends MetricKind>(
  db: Db,
  kind: K,
  subject: MetricsSubject,
  opts: { days: MetricPeriod; now: Date; timezone: string },
): Promise<MetricsResponse<K>> {
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
  } as MetricsResponse<K>;
}
