import { describe, expect, it } from "vitest";
import { loadLabelled } from "./corpus/load";
import { adviceFits, evaluateSafety, safetyRates } from "./eval";

// The quality thresholds on both splits of ./corpus: the tuning split and the held-out split (never
// tuned on: a miss there is fixed by its category, and new held-out examples are added).
describe("assistant quality on the labelled corpus", () => {
  it("has the corpus size the issue asks for", () => {
    const count = (kind: string) => loadLabelled(`${kind}.txt`).length + loadLabelled(`${kind}.holdout.txt`).length;
    expect(count("urgent")).toBeGreaterThanOrEqual(300);
    expect(count("calm")).toBeGreaterThanOrEqual(300);
    expect(loadLabelled("urgent.holdout.txt").length).toBeGreaterThanOrEqual(90);
    expect(loadLabelled("calm.holdout.txt").length).toBeGreaterThanOrEqual(75);
  });

  describe("on the held-out split", () => {
    const report = evaluateSafety("holdout");
    const rates = safetyRates(report);

    it("alerts on at least 95 % of emergencies and alerts or asks on at least 99 %", () => {
      expect(rates.alertRecall).toBeGreaterThanOrEqual(0.95);
      expect(rates.alertOrAsk).toBeGreaterThanOrEqual(0.99);
    });

    it("raises false alarms on at most 3 % of calm messages and asks on at most 8 %", () => {
      expect(rates.falseAlarms).toBeLessThanOrEqual(0.03);
      expect(rates.asksOnCalm).toBeLessThanOrEqual(0.08);
    });

    it("gives the advice that fits in at least 95 % of alerts", () => {
      expect(rates.categoryAccuracy).toBeGreaterThanOrEqual(0.95);
    });

    it("answers within 20 ms at p95", () => {
      expect(report.p95Ms).toBeLessThanOrEqual(20);
    });
  });

  describe("on the tuning split", () => {
    const report = evaluateSafety("train");
    const rates = safetyRates(report);

    it("alerts on at least 98 % of emergencies and alerts or asks on every critical one", () => {
      expect(rates.alertRecall).toBeGreaterThanOrEqual(0.98);
      expect(report.criticalMissed).toBe(0);
    });

    it("raises false alarms on at most 3 % of calm messages and asks on at most 8 %", () => {
      expect(rates.falseAlarms).toBeLessThanOrEqual(0.03);
      expect(rates.asksOnCalm).toBeLessThanOrEqual(0.08);
    });

    it("gives the advice that fits in at least 95 % of alerts", () => {
      expect(rates.categoryAccuracy).toBeGreaterThanOrEqual(0.95);
    });

    it("answers within 20 ms at p95", () => {
      expect(report.p95Ms).toBeLessThanOrEqual(20);
    });
  });

  it("reads a label 'a/b' as either kind or the general answer, and other_person as any alert", () => {
    expect(adviceFits("gas/fainting", "gas")).toBe(true);
    expect(adviceFits("gas/fainting", "fainting")).toBe(true);
    expect(adviceFits("gas/fainting", "urgent_help")).toBe(true);
    expect(adviceFits("gas/fainting", "fall")).toBe(false);
    expect(adviceFits("fall", "urgent_help")).toBe(false);
    expect(adviceFits("other_person", "unconscious")).toBe(true);
  });
});
