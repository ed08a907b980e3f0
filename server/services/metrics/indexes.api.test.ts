import { METRIC_KINDS } from "@shared/api/metrics";
import { describe, expect, it } from "vitest";
import { SEED_NOW } from "../../test/constants";
import { useTestContext } from "../../test/harness";
import { explainMetric } from "./explain";
import type { MetricsSubject } from "./window";

// Every metric query has an index for every table it reads: planned with sequential scans disabled, the
// planner falls back to a Seq Scan (or reads a whole index without a condition) only where no index can
// serve, so none may remain. Engagement reads the
// activity_days rollup, never the raw activity records; aggregated AI quality never reads session_days.

const t = useTestContext();

const subjects = (): Array<[string, MetricsSubject]> => [
  ["aggregated", { kind: "aggregated", municipalityId: t.ids.municipalities.valleVerde }],
  ["user", { kind: "user", municipalityId: t.ids.municipalities.valleVerde, userId: t.ids.users.carmen }],
];

describe.each(METRIC_KINDS)("%s", (kind) => {
  it.each([7, 90] as const)("uses an index for every table, %i days, aggregated and per person", async (days) => {
    for (const [label, subject] of subjects()) {
      const e = await explainMetric(t.db, kind, subject, {
        days,
        now: SEED_NOW,
        timezone: "Europe/Madrid",
        indexesOnly: true,
      });
      expect(e.seqScans, `${label}: ${JSON.stringify(e.scans)}`).toEqual([]);
      expect(e.unboundedIndexScans, label).toEqual([]);
      const tables = new Set(e.scans.map((s) => s.relation).filter(Boolean));
      expect(tables.has("activities"), label).toBe(false);
      // Activity comes from rollups: a person's activity_days, or the municipality's daily totals.
      const rollup = subject.kind === "aggregated" ? "municipality_activity_days" : "activity_days";
      if (kind !== "health") expect(tables.has(rollup), label).toBe(true);
      if (kind === "ai-quality" && subject.kind === "aggregated") {
        // People with a conversation: the gap rollup by its primary key (migration 0011), no row per person.
        expect(tables.has("municipality_session_gap_days"), label).toBe(true);
        expect(tables.has("session_days"), label).toBe(false);
      }
    }
  });
});
