// Measures the assistant on its labelled corpus: safety recall and false alarms per category,
// confusion between categories, and rules reply latency. Shared by eval:assistant and vitest.
import { CATEGORY_SPECS, type SAFETY_CATEGORIES } from "./safety/categories";
import { detectByRules, detectHealthRisk } from "./safety";
import { loadLabelled } from "./corpus/load";
import { classifyMessage } from "./rules";

type SafetyReport = {
  urgent: number;
  missed: { label: string; text: string }[];
  calm: number;
  falseAlarms: { text: string; category: string }[];
  perCategory: Record<string, { total: number; caught: number }>;
  confusion: Record<string, number>;
  criticalMissed: number;
  p95Ms: number;
  /** The same with the rules alone, without the second reader: how much the reader adds or vetoes. */
  rulesAlone: { caught: number; falseAlarms: number };
};

export function evaluateSafety(split: "train" | "holdout"): SafetyReport {
  const suffix = split === "train" ? "" : ".holdout";
  const urgent = loadLabelled(`urgent${suffix}.txt`);
  const calm = loadLabelled(`calm${suffix}.txt`);
  const perCategory: SafetyReport["perCategory"] = {};
  const confusion: Record<string, number> = {};
  const missed: SafetyReport["missed"] = [];
  const times: number[] = [];
  const rulesAlone = { caught: 0, falseAlarms: 0 };
  const timed = (text: string) => {
    const t0 = performance.now();
    const risk = detectHealthRisk(text);
    times.push(performance.now() - t0);
    return risk;
  };
  for (const { label, text } of urgent) {
    const entry = (perCategory[label] ??= { total: 0, caught: 0 });
    entry.total++;
    const risk = timed(text);
    if (detectByRules(text)) rulesAlone.caught++;
    if (risk) entry.caught++;
    else missed.push({ label, text });
    if (risk && risk.category !== label) {
      const key = `${label} -> ${risk.category}`;
      confusion[key] = (confusion[key] ?? 0) + 1;
    }
  }
  const falseAlarms: SafetyReport["falseAlarms"] = [];
  for (const { text } of calm) {
    if (detectByRules(text)) rulesAlone.falseAlarms++;
    const risk = timed(text);
    if (risk) falseAlarms.push({ text, category: risk.category });
  }
  times.sort((a, b) => a - b);
  const criticalMissed = missed.filter(
    (m) => CATEGORY_SPECS[m.label as (typeof SAFETY_CATEGORIES)[number]]?.severity === "critical",
  ).length;
  return {
    urgent: urgent.length,
    missed,
    calm: calm.length,
    falseAlarms,
    perCategory,
    confusion,
    criticalMissed,
    p95Ms: times[Math.floor(times.length * 0.95)] ?? 0,
    rulesAlone,
  };
}

type IntentReport = { total: number; correct: number; errors: { label: string; got: string; text: string }[] };

export function evaluateIntents(split: "train" | "holdout"): IntentReport {
  const items = loadLabelled(split === "train" ? "intents.txt" : "intents.holdout.txt");
  const errors: IntentReport["errors"] = [];
  for (const { label, text } of items) {
    const got = classifyMessage(text).intent;
    if (got !== label) errors.push({ label, got, text });
  }
  return { total: items.length, correct: items.length - errors.length, errors };
}
