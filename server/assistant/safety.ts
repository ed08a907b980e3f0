// The health and emergency detector: runs first on every message, whatever engine answers.
import { findAffirmed, splitClauses } from "@shared/domain/chat-topics";
import {
  HEALTH_RISK_CATEGORIES,
  type HealthRiskCategory,
  RISK_SPECS,
  type RiskRule,
  type Severity,
} from "./safety-patterns";

export { HEALTH_RISK_CATEGORIES, type HealthRiskCategory, type Severity };

export type HealthRisk = { reason: string; severity: Severity; category: HealthRiskCategory };

/**
 * The most serious affirmed emergency in a Spanish message, or null. Accent- and
 * case-insensitive; simple negation ("no me duele el pecho", "ya no me falta el aire") cancels a
 * phrase, but phrases that are themselves negative ("no puedo respirar") always count.
 * Critical beats high; between equals, the order of HEALTH_RISK_CATEGORIES decides.
 */
export function detectHealthRisk(text: string): HealthRisk | null {
  const clauses = splitClauses(text);
  if (clauses.length === 0) return null;
  let best: HealthRisk | null = null;
  for (const category of HEALTH_RISK_CATEGORIES) {
    const spec = RISK_SPECS[category];
    const hit = findAffirmed<RiskRule>(clauses, spec.rules);
    if (!hit) continue;
    const risk: HealthRisk = {
      reason: hit.rule.reason ?? spec.reason,
      severity: hit.rule.severity ?? spec.severity,
      category,
    };
    if (risk.severity === "critical") return risk;
    best ??= risk;
  }
  return best;
}
