// The health and emergency detector: runs first on every message, whatever engine answers.
// Two readings, either of which raises the alert: the concept matcher (safety/detect.ts: folded,
// typo-corrected, stemmed words against per-category cues) and the older precise phrase rules
// (safety-patterns.ts). Idioms, TV, old stories and hypotheticals are set aside for both.
import { findAffirmed } from "@shared/domain/chat-topics";
import { SAFETY_CATEGORIES, type SafetyCategory, type Severity } from "./safety/categories";
import { clauseDiscounts, maskIdioms, splitStories } from "./safety/context";
import { detectConcepts } from "./safety/detect";
import { clausesOf } from "./safety/normalize";
import { HEALTH_RISK_CATEGORIES, RISK_SPECS, type RiskRule } from "./safety-patterns";

export { SAFETY_CATEGORIES, type Severity };
export type HealthRiskCategory = SafetyCategory;

export type HealthRisk = { reason: string; severity: Severity; category: HealthRiskCategory };

function phraseRuleRisk(text: string): HealthRisk | null {
  const all = splitStories(clausesOf(text).map((words) => words.join(" ")));
  const discounts = clauseDiscounts(all);
  const clauses = all.filter((_, i) => !discounts[i]).map(maskIdioms);
  if (clauses.length === 0) return null;
  let best: HealthRisk | null = null;
  for (const category of HEALTH_RISK_CATEGORIES) {
    const spec = RISK_SPECS[category];
    const hit = findAffirmed<RiskRule>(clauses, spec.rules);
    if (!hit) continue;
    const severity = hit.rule.severity ?? spec.severity;
    const risk: HealthRisk = { reason: hit.rule.reason ?? spec.reason, severity, category };
    if (severity === "critical") return risk;
    best ??= risk;
  }
  return best;
}

/**
 * The most serious emergency the message reports as happening now, or null. Critical beats high;
 * between equals the order of SAFETY_CATEGORIES decides.
 */
export function detectHealthRisk(text: string): HealthRisk | null {
  const [concept] = detectConcepts(text);
  const phrase = phraseRuleRisk(text);
  const candidates = [concept, phrase].filter((r): r is NonNullable<typeof r> => !!r);
  if (candidates.length === 0) return null;
  const rank = (r: HealthRisk) =>
    (r.severity === "critical" ? 0 : 100) + SAFETY_CATEGORIES.indexOf(r.category);
  const best = candidates.sort((a, b) => rank(a) - rank(b))[0];
  return { reason: best.reason, severity: best.severity, category: best.category };
}
