// `npm run bench -- --save a.json` keeps this run's latencies; `--compare a.json` divides the bigger data set's
// p95 by the smaller one's for every aggregated metric (p95 at 20,000 / p95 at 2,000 <= 1.5).
import { readFileSync, writeFileSync } from "node:fs";

export type Latency = { p50: number; p95: number };
export type BenchResults = { people: number; at: string; latencies: Record<string, Latency> };

/** Target of the growth ratio of an aggregated metric (cost set by the number of days, not of people). */
export const GROWTH_TARGET = 1.5;
const AGGREGATED = /^métricas .+ agregadas, \d+ días$/;

export const results: BenchResults = { people: 0, at: new Date().toISOString(), latencies: {} };

export function recordLatency(label: string, latency: Latency) {
  results.latencies[label] = latency;
}

export function saveResults(file: string, r: BenchResults = results) {
  writeFileSync(file, `${JSON.stringify(r, null, 2)}\n`);
}

export function loadResults(file: string): BenchResults {
  const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<BenchResults>;
  if (typeof parsed.people !== "number" || typeof parsed.latencies !== "object" || parsed.latencies === null) {
    throw new Error(`${file} no es un resultado de 'npm run bench -- --save'`);
  }
  return parsed as BenchResults;
}

type Growth = { label: string; bigger: number; smaller: number; ratio: number; ok: boolean };

/** p95(bigger) / p95(smaller) for each aggregated metric measured in both runs, whichever order they come in. */
export function growthRatios(a: BenchResults, b: BenchResults): { bigger: number; smaller: number; rows: Growth[] } {
  if (a.people === b.people) throw new Error(`las dos mediciones tienen ${a.people} personas: no hay crecimiento`);
  const [big, small] = a.people > b.people ? [a, b] : [b, a];
  const rows: Growth[] = [];
  for (const [label, { p95 }] of Object.entries(big.latencies)) {
    const before = small.latencies[label];
    if (!AGGREGATED.test(label) || !before || before.p95 <= 0) continue;
    const ratio = p95 / before.p95;
    rows.push({ label, bigger: p95, smaller: before.p95, ratio, ok: ratio <= GROWTH_TARGET });
  }
  return { bigger: big.people, smaller: small.people, rows };
}
