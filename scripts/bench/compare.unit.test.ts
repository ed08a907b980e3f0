import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type BenchResults, growthRatios, loadResults, saveResults } from "./compare";

const run = (people: number, latencies: BenchResults["latencies"]): BenchResults => ({
  people,
  at: "2026-11-24T15:00:00Z",
  latencies,
});

describe("bench --compare", () => {
  const small = run(2000, {
    "métricas health agregadas, 90 días": { p50: 20, p95: 40 },
    "métricas engagement agregadas, 7 días": { p50: 5, p95: 10 },
    "resumen del panel": { p50: 2, p95: 4 },
  });
  const big = run(20000, {
    "métricas health agregadas, 90 días": { p50: 30, p95: 60 },
    "métricas engagement agregadas, 7 días": { p50: 8, p95: 16 },
    "métricas ai-quality agregadas, 30 días": { p50: 8, p95: 16 },
    "resumen del panel": { p50: 9, p95: 40 },
  });

  it("divides the bigger run's p95 by the smaller's, per aggregated metric, in either order", () => {
    for (const [a, b] of [
      [big, small],
      [small, big],
    ]) {
      const g = growthRatios(a, b);
      expect(g.bigger).toBe(20000);
      expect(g.smaller).toBe(2000);
      // Only aggregated metrics measured in both runs; the summary is not one.
      expect(g.rows).toEqual([
        { label: "métricas health agregadas, 90 días", bigger: 60, smaller: 40, ratio: 1.5, ok: true },
        { label: "métricas engagement agregadas, 7 días", bigger: 16, smaller: 10, ratio: 1.6, ok: false },
      ]);
    }
  });

  it("refuses two runs of the same size", () => {
    expect(() => growthRatios(small, small)).toThrow("no hay crecimiento");
  });

  it("round-trips through the saved file, and rejects a file that is not a saved run", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "bench-"));
    const file = path.join(dir, "r.json");
    saveResults(file, big);
    expect(loadResults(file)).toEqual(big);
    saveResults(file, { people: "x" } as unknown as BenchResults);
    expect(() => loadResults(file)).toThrow("no es un resultado");
  });
});
