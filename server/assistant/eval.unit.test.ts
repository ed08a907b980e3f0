import { describe, expect, it } from "vitest";
import { evaluateSafety } from "./eval";

// The thresholds of issue 12, on the labelled corpus in ./corpus (the tuning split; the held-out
// split is printed by `npm run eval:assistant` and must not be tuned on).
describe("assistant quality on the labelled corpus", () => {
  const report = evaluateSafety("train");

  it("has the corpus size the issue asks for", () => {
    const holdout = evaluateSafety("holdout");
    expect(report.urgent + holdout.urgent).toBeGreaterThanOrEqual(300);
    expect(report.calm + holdout.calm).toBeGreaterThanOrEqual(300);
  });

  it("catches at least 98 % of urgent messages and every critical one", () => {
    const caught = report.urgent - report.missed.length;
    expect(caught / report.urgent).toBeGreaterThanOrEqual(0.98);
    expect(report.criticalMissed).toBe(0);
  });

  it("raises false alarms on at most 3 % of calm messages", () => {
    expect(report.falseAlarms.length / report.calm).toBeLessThanOrEqual(0.03);
  });

  it("answers within 20 ms at p95", () => {
    expect(report.p95Ms).toBeLessThanOrEqual(20);
  });
});
