import type { MetricKind, MetricPeriod } from "@shared/api/metrics";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../../test/harness";
import { apply, bothWays, createModelMunicipality, modelIds, operation } from "../../test/rollups-model";

// Model test of the daily rollups (migration metric_days_triggers): after any sequence of writes — back-dated
// completions, reminders switched off, retimed, retyped or deleted, consent withdrawn and given again, people
// erased, the municipality's time zone changed — the aggregated metrics read from the rollups equal the old
// full recount, at moments on both sides of the end of summer time (2026-10-25, a 25-hour day).

const t = useTestContext();
const NOWS = [
  "2026-10-25T00:45:00Z",
  "2026-10-25T01:45:00Z",
  "2026-10-25T23:59:00Z",
  "2026-10-28T12:00:00Z",
  "2026-11-02T07:30:00Z",
];
const KINDS: MetricKind[] = ["health", "ai-quality", "engagement"];
const PERIODS: MetricPeriod[] = [7, 30];
let run = 0;

describe("metric rollups", () => {
  it("equal the full recount after any sequence of writes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 40 }), async (ops) => {
        const ids = modelIds(++run);
        await createModelMunicipality(t.db, ids);
        for (const o of ops) await apply(t.db, ids, o);
        for (const iso of NOWS) {
          for (const kind of KINDS) {
            for (const days of PERIODS) {
              const both = await bothWays(t.db, ids.municipality, kind, new Date(iso), days);
              if (both) expect(both[0], `${kind} ${days} d at ${iso}`).toEqual(both[1]);
            }
          }
        }
      }),
      { numRuns: Number(process.env.ROLLUP_RUNS ?? 25) },
    );
  }, 600_000);
});
