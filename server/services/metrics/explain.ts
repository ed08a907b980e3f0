// EXPLAIN ANALYZE of the metric queries (used by `npm run bench -- --explain`): which scans each plan uses,
// so a missing index shows up as a sequential scan on a big table.
import type { MetricKind, MetricPeriod } from "@shared/api/metrics";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/types";
import { aiQualityQuery, aiQualityRollupQuery } from "./ai-quality";
import { engagementQuery } from "./engagement";
import { healthQuery } from "./health";
import { healthRollupQuery } from "./rollup-queries";
import { type MetricsSubject, metricsWindow, rowsOf, withMetricSettings } from "./window";

const QUERIES: Record<MetricKind, typeof engagementQuery> = {
  engagement: engagementQuery,
  health: (subject, w) => (subject.kind === "aggregated" ? healthRollupQuery(subject, w) : healthQuery(subject, w)),
  "ai-quality": (subject, w) =>
    subject.kind === "aggregated" ? aiQualityRollupQuery(subject, w) : aiQualityQuery(subject, w),
};

type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Heap Fetches"?: number;
  "Index Cond"?: string;
  Plans?: PlanNode[];
};

/** `condition`: the Index Cond of an index scan (absent = the whole index was read). */
type ScanSummary = { node: string; relation: string; index?: string; condition?: string; rows: number };
type ExplainSummary = {
  kind: MetricKind;
  days: MetricPeriod;
  scope: MetricsSubject["kind"];
  executionMs: number;
  planningMs: number;
  scans: ScanSummary[];
  /** Tables read by a sequential scan. */
  seqScans: string[];
  /** Indexes read whole, without a condition (a disguised full scan). */
  unboundedIndexScans: string[];
  plan: unknown;
};

function collectScans(node: PlanNode, out: ScanSummary[]) {
  // Bitmap index scans name only their index; their heap scan (the parent) names the table.
  if (node["Relation Name"] || node["Index Name"]) {
    out.push({
      node: node["Node Type"],
      relation: node["Relation Name"] ?? "",
      index: node["Index Name"],
      condition: node["Index Cond"],
      rows: Math.round((node["Actual Rows"] ?? 0) * (node["Actual Loops"] ?? 1)),
    });
  }
  for (const child of node.Plans ?? []) collectScans(child, out);
}

/**
 * `indexesOnly`: plan with sequential scans disabled. The planner then still falls back to a sequential scan
 * where no index can serve a table, so a Seq Scan left in that plan is a missing index. (On the scale data set
 * one municipality holds every row, so the natural plan may rightly prefer sequential scans.)
 */
export async function explainMetric(
  db: Db,
  kind: MetricKind,
  subject: MetricsSubject,
  opts: { days: MetricPeriod; now: Date; timezone: string; indexesOnly?: boolean },
): Promise<ExplainSummary> {
  const query: SQL = QUERIES[kind](subject, metricsWindow(opts.now, opts.timezone, opts.days));
  const [row] = await withMetricSettings(db, async (tx) => {
    if (opts.indexesOnly) await tx.execute(sql`set local enable_seqscan = off`);
    return rowsOf<Record<string, unknown>>(await tx.execute(sql`explain (analyze, buffers, format json) ${query}`));
  });
  const raw = Object.values(row)[0];
  const [doc] = (typeof raw === "string" ? JSON.parse(raw) : raw) as Array<{
    Plan: PlanNode;
    "Execution Time": number;
    "Planning Time": number;
  }>;
  const scans: ScanSummary[] = [];
  collectScans(doc.Plan, scans);
  return {
    kind,
    days: opts.days,
    scope: subject.kind,
    executionMs: doc["Execution Time"],
    planningMs: doc["Planning Time"],
    scans,
    seqScans: scans.filter((s) => s.node === "Seq Scan").map((s) => s.relation),
    unboundedIndexScans: scans.filter((s) => s.index && !s.condition).map((s) => s.index ?? ""),
    plan: doc,
  };
}

/** One line per scan: "Index Only Scan activities (activities_user_created_idx) 812,345 rows". */
export function describeScans(summary: ExplainSummary): string[] {
  return summary.scans.map(
    (s) =>
      `${s.node}${s.relation ? ` ${s.relation}` : ""}${s.index ? ` (${s.index})` : ""} ${s.rows.toLocaleString("es-ES")} filas`,
  );
}
