// Measures the assistant on labelled messages: how many emergencies raise the alert (or at least the
// question), how many calm messages do, whether the alert's advice fits the emergency, the intents,
// and the detector's latency. Shared by eval:assistant and vitest. The same measure runs on the
// in-repo corpus (tuning and held-out splits) and on a directory written apart (--dir).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CATEGORY_SPECS, SAFETY_CATEGORIES, type SafetyCategory } from "./safety/categories";
import { assessSafety, detectByRules } from "./safety";
import { loadLabelled } from "./corpus/load";
import { classifyMessage } from "./conversation/rules";

type Labelled = { label: string; text: string };
export type SafetySet = { urgent: Labelled[]; calm: Labelled[] };
export type Split = "train" | "holdout";

type Miss = { label: string; text: string };
type SafetyReport = {
  urgent: number;
  calm: number;
  /** Urgent messages that raised the alert, and those that at least brought the question. */
  alerted: number;
  asked: number;
  /** Urgent messages with neither alert nor question. */
  missed: Miss[];
  /** Urgent messages only asked about (no alert). */
  askedOnly: Miss[];
  falseAlarms: { text: string; category: string }[];
  calmAsks: { text: string; category: string }[];
  /** Alerts whose category (its advice) fits the label; `a/b` accepts a, b or the general answer. */
  fitting: number;
  wrongAdvice: { label: string; got: string; text: string }[];
  perCategory: Record<string, { total: number; alerted: number; asked: number }>;
  confusion: Record<string, number>;
  /** Critical emergencies that raised neither the alert nor the question. */
  criticalMissed: number;
  p95Ms: number;
  /** The same with the rules alone, without the second reader: how much the reader adds or vetoes. */
  rulesAlone: { caught: number; falseAlarms: number };
};

const isCategory = (label: string): label is SafetyCategory => (SAFETY_CATEGORIES as readonly string[]).includes(label);

/** `other_person` (someone else in danger now) is met by any alert; `a/b` by either or the general answer. */
export function adviceFits(label: string, category: string): boolean {
  const kinds = label.split("/").map((k) => k.trim());
  if (kinds.includes("other_person") || kinds.includes(category)) return true;
  return kinds.length > 1 && category === "urgent_help";
}

const isCritical = (label: string) =>
  label.split("/").some((k) => isCategory(k.trim()) && CATEGORY_SPECS[k.trim() as SafetyCategory].severity === "critical");

export function evaluateSafetySet({ urgent, calm }: SafetySet): SafetyReport {
  const r: SafetyReport = {
    urgent: urgent.length,
    calm: calm.length,
    alerted: 0,
    asked: 0,
    missed: [],
    askedOnly: [],
    falseAlarms: [],
    calmAsks: [],
    fitting: 0,
    wrongAdvice: [],
    perCategory: {},
    confusion: {},
    criticalMissed: 0,
    p95Ms: 0,
    rulesAlone: { caught: 0, falseAlarms: 0 },
  };
  const times: { text: string; ms: number }[] = [];
  const timed = (text: string) => {
    const t0 = performance.now();
    const verdict = assessSafety(text);
    times.push({ text, ms: performance.now() - t0 });
    return verdict;
  };
  for (const { label, text } of urgent) {
    const entry = (r.perCategory[label] ??= { total: 0, alerted: 0, asked: 0 });
    entry.total++;
    const verdict = timed(text);
    if (detectByRules(text)) r.rulesAlone.caught++;
    if (verdict?.kind === "alert") {
      r.alerted++;
      entry.alerted++;
      const got = verdict.risk.category;
      if (adviceFits(label, got)) r.fitting++;
      else {
        r.wrongAdvice.push({ label, got, text });
        r.confusion[`${label} -> ${got}`] = (r.confusion[`${label} -> ${got}`] ?? 0) + 1;
      }
      continue;
    }
    if (verdict?.kind === "ask") {
      r.asked++;
      entry.asked++;
      r.askedOnly.push({ label, text });
    } else {
      r.missed.push({ label, text });
      if (isCritical(label)) r.criticalMissed++;
    }
  }
  for (const { text } of calm) {
    if (detectByRules(text)) r.rulesAlone.falseAlarms++;
    const verdict = timed(text);
    if (verdict?.kind === "alert") r.falseAlarms.push({ text, category: verdict.risk.category });
    if (verdict?.kind === "ask") r.calmAsks.push({ text, category: verdict.category });
  }
  r.p95Ms = p95OfOwnCost(times);
  return r;
}

/** The headline rates of a report (0..1). */
export function safetyRates(r: SafetyReport) {
  const rate = (n: number, d: number) => (d === 0 ? 1 : n / d);
  return {
    alertRecall: rate(r.alerted, r.urgent),
    alertOrAsk: rate(r.alerted + r.asked, r.urgent),
    falseAlarms: rate(r.falseAlarms.length, r.calm),
    asksOnCalm: rate(r.calmAsks.length, r.calm),
    categoryAccuracy: rate(r.fitting, r.alerted),
  };
}

export function corpusSet(split: Split): SafetySet {
  const suffix = split === "train" ? "" : ".holdout";
  return { urgent: loadLabelled(`urgent${suffix}.txt`), calm: loadLabelled(`calm${suffix}.txt`) };
}

export const evaluateSafety = (split: Split) => evaluateSafetySet(corpusSet(split));

// A directory written apart: urgent.txt ("category | message"), calm.txt (one message a line),
// conversation.txt ("label | message"); # starts a comment; a missing file is an empty set.
function readLines(path: string): string[] {
  let text = "";
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return [];
  }
  return text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
}
function labelled(path: string): Labelled[] {
  return readLines(path).flatMap((line) => {
    const bar = line.indexOf("|");
    return bar < 0 ? [] : [{ label: line.slice(0, bar).trim(), text: line.slice(bar + 1).trim() }];
  });
}

export function directorySet(dir: string): SafetySet & { conversation: Labelled[] } {
  return {
    urgent: labelled(join(dir, "urgent.txt")),
    calm: readLines(join(dir, "calm.txt")).map((text) => ({ label: "calm", text })),
    conversation: labelled(join(dir, "conversation.txt")),
  };
}

type IntentReport = {
  total: number;
  correct: number;
  errors: { label: string; got: string; text: string }[];
  /** Conversation turns that raised an alert or the question. */
  alarms: { text: string; kind: string }[];
};

/** withSafety: also count conversation turns that raised an alert or the question (slower). */
export function evaluateIntentSet(items: Labelled[], withSafety = false): IntentReport {
  const errors: IntentReport["errors"] = [];
  const alarms: IntentReport["alarms"] = [];
  for (const { label, text } of items) {
    const got = classifyMessage(text).intent;
    if (got !== label) errors.push({ label, got, text });
    const verdict = withSafety ? assessSafety(text) : null;
    if (verdict) alarms.push({ text, kind: verdict.kind });
  }
  return { total: items.length, correct: items.length - errors.length, errors, alarms };
}

export const evaluateIntents = (split: Split) =>
  evaluateIntentSet(loadLabelled(split === "train" ? "intents.txt" : "intents.holdout.txt"));

/**
 * p95 of the detector's own time per message. On a shared machine one timing can include time the process was
 * not running (another process, a GC pause of the test runner): a message slower than half the target is timed
 * twice more and keeps its fastest run, which is what the message itself costs.
 */
function p95OfOwnCost(times: { text: string; ms: number }[]): number {
  const costs = times.map(({ text, ms }) => {
    let best = ms;
    for (let again = 0; again < 2 && best > 10; again++) {
      const t0 = performance.now();
      assessSafety(text);
      best = Math.min(best, performance.now() - t0);
    }
    return best;
  });
  costs.sort((a, b) => a - b);
  return costs[Math.floor(costs.length * 0.95)] ?? 0;
}
