import type { MetricKind, MetricPeriod } from "@shared/api/metrics";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../../test/harness";
import {
  apply,
  chatOperation,
  createModelMunicipality,
  modelIds,
  operation,
  peopleOperation,
} from "../../test/rollups-model";
import { bothWays, chattersBothWays, gapTablesBothWays } from "../../test/rollups-oracle";
import { SESSION_GAP_CAP } from "./rollup-queries";

// Model test of the daily rollups (migration metric_days_triggers): after any sequence of writes — back-dated
// completions, reminders switched off, retimed, retyped or deleted, consent withdrawn and given again, people
// erased, the municipality's time zone changed — the aggregated metrics read from the rollups equal the old
// full recount, at moments on both sides of the end of summer time (2026-10-25, a 25-hour day). The distinct
// people with a conversation (gap rollups, migration 0011) are also compared for windows of 1 to 90 days, and
// both gap tables row by row, with conversations deleted, moved and back-dated by months. The people counted,
// their person-days, the inactive ones and the health alerts (migration 0013) are compared with accounts
// back-dated, alerts moved, retyped and deleted, and consent changing under them.

const t = useTestContext();
// Random write sequences per property. In the full suite with PostgreSQL the 25 run there, and PGlite runs a few as
// a check that its engine keeps the triggers just as exact (vitest.config.ts, API_PGLITE_SCOPE).
const RUNS = Number(
  process.env.ROLLUP_RUNS ?? (process.env.TEST_DB === "pglite" && process.env.API_PGLITE_SCOPE === "core" ? 5 : 25),
);
const NOWS = [
  "2026-10-25T00:45:00Z",
  "2026-10-25T01:45:00Z",
  "2026-10-25T23:59:00Z",
  "2026-10-28T12:00:00Z",
  "2026-11-02T07:30:00Z",
];
const KINDS: MetricKind[] = ["health", "ai-quality", "engagement"];
const PERIODS: Record<MetricKind, MetricPeriod[]> = {
  health: [7, 30],
  "ai-quality": [7, 30, 90],
  engagement: [7, 30],
};
let run = 0;

/** Both gap tables equal their recount, and so do the distinct people of windows of 1 to 90 days. */
async function expectChattersExact(municipalityId: string) {
  const gaps = await gapTablesBothWays(t.db, municipalityId);
  expect(gaps.person).toEqual(gaps.personRecount);
  expect(gaps.municipality).toEqual(gaps.municipalityRecount);
  expect(gaps.cap).toBe(SESSION_GAP_CAP);
  for (const iso of NOWS) {
    for (const [window, rollup, recount] of await chattersBothWays(t.db, municipalityId, new Date(iso))) {
      expect(rollup, `people with a conversation ${window}`).toBe(recount);
    }
  }
}

describe("metric rollups", () => {
  it("equal the full recount after any sequence of writes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 40 }), async (ops) => {
        const ids = modelIds(++run);
        await createModelMunicipality(t.db, ids);
        for (const o of ops) await apply(t.db, ids, o);
        for (const iso of NOWS) {
          for (const kind of KINDS) {
            for (const days of PERIODS[kind]) {
              const both = await bothWays(t.db, ids.municipality, kind, new Date(iso), days);
              if (both) expect(both[0], `${kind} ${days} d at ${iso}`).toEqual(both[1]);
            }
          }
        }
        await expectChattersExact(ids.municipality);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);

  it("count the people with a conversation exactly after writes centred on conversations", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(chatOperation, { minLength: 1, maxLength: 40 }), async (ops) => {
        const ids = modelIds(++run);
        await createModelMunicipality(t.db, ids);
        for (const o of ops) await apply(t.db, ids, o);
        for (const iso of NOWS) {
          for (const days of PERIODS["ai-quality"]) {
            const both = await bothWays(t.db, ids.municipality, "ai-quality", new Date(iso), days);
            if (both) expect(both[0], `ai-quality ${days} d at ${iso}`).toEqual(both[1]);
          }
        }
        await expectChattersExact(ids.municipality);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);

  it("count people, person-days, inactive people and health alerts exactly as accounts and alerts change", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(peopleOperation, { minLength: 1, maxLength: 30 }), async (ops) => {
        const ids = modelIds(++run);
        await createModelMunicipality(t.db, ids);
        for (const o of ops) await apply(t.db, ids, o);
        for (const iso of NOWS) {
          for (const days of [7, 30] as const) {
            const both = await bothWays(t.db, ids.municipality, "ai-quality", new Date(iso), days);
            if (both) expect(both[0], `ai-quality ${days} d at ${iso}`).toEqual(both[1]);
          }
        }
      }),
      // Cheap runs; a consent flip after an alert of the same person needs a few dozen to come up.
      { numRuns: 4 * RUNS },
    );
  }, 600_000);
});
