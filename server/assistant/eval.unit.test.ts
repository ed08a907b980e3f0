import { describe, expect, it } from "vitest";
import { loadLabelled } from "./corpus/load";
import { evaluateSafety } from "./eval";

// The thresholds of issue 12 on both splits of ./corpus: the tuning split and the held-out split
// (never tuned on: a miss there is fixed by its category, and new held-out examples are added).
describe("assistant quality on the labelled corpus", () => {
  it("has the corpus size the issue asks for", () => {
    const count = (kind: string) => loadLabelled(`${kind}.txt`).length + loadLabelled(`${kind}.holdout.txt`).length;
    expect(count("urgent")).toBeGreaterThanOrEqual(300);
    expect(count("calm")).toBeGreaterThanOrEqual(300);
  });

  describe.each(["train", "holdout"] as const)("%s split", (split) => {
    const report = evaluateSafety(split);

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
});
