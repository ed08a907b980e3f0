// The concept detector: folded, typo-corrected, stemmed tokens matched against category cues,
// idioms masked first, and clauses about the TV, old stories or hypotheticals set aside.
import { CATEGORY_SPECS, SAFETY_CATEGORIES, type SafetyCategory, type Severity } from "./categories";
import { discountOf, hasNow, maskIdioms } from "./context";
import { compileCue, correctorFor, matchCue } from "./matcher";
import { clausesOf, tokenize } from "./normalize";

export type SafetyHit = { category: SafetyCategory; severity: Severity; reason: string; cue: string };

const COMPILED = SAFETY_CATEGORIES.flatMap((category) => {
  const spec = CATEGORY_SPECS[category];
  const major = { category, severity: spec.severity, reason: spec.reason, cues: spec.cues.map(compileCue) };
  if (!spec.minor) return [major];
  const { reason, cues } = spec.minor;
  return [major, { category, severity: "high" as const, reason, cues: cues.map(compileCue) }];
});
const correct = correctorFor(COMPILED.flatMap((c) => c.cues));

/** Every category with an affirmed match now, most serious first (critical, then list order). */
export function detectConcepts(text: string): SafetyHit[] {
  const clauses = clausesOf(text).map((words) => words.join(" "));
  const hits: SafetyHit[] = [];
  const kept: string[] = [];
  let carried: ReturnType<typeof discountOf> = null;
  for (const clause of clauses) {
    // A "TV/old story" clause also colours the next clause, unless that one is clearly about now.
    const own = discountOf(clause);
    const discount = own ?? (carried && !hasNow(clause) ? carried : null);
    carried = own;
    // A wish not to live is said in the conditional ("si no despertara..."): a hypothetical
    // clause still counts for self-harm, never for the other categories.
    if (discount && discount !== "hypothetical") continue;
    kept.push(clause);
    const tokens = tokenize(maskIdioms(clause).split(" "), correct);
    for (const { category, severity, reason, cues } of COMPILED) {
      if (discount && category !== "self_harm") continue;
      if (hits.some((h) => h.category === category)) continue;
      const cue = cues.find((c) => matchCue(tokens, c));
      if (cue) hits.push({ category, severity, reason, cue: cue.source });
    }
  }
  // "Si no despertara, mejor": the wish can span a comma, so self-harm is also read across the
  // clauses that are not about the TV or the past.
  if (!hits.some((h) => h.category === "self_harm") && kept.length > 1) {
    const tokens = tokenize(maskIdioms(kept.join(" ")).split(" "), correct);
    const selfHarm = COMPILED.find((c) => c.category === "self_harm");
    const cue = selfHarm?.cues.find((c) => matchCue(tokens, c));
    if (selfHarm && cue) {
      const { category, severity, reason } = selfHarm;
      hits.push({ category, severity, reason, cue: cue.source });
    }
  }
  const rank = (h: SafetyHit) => (h.severity === "critical" ? 0 : 1) * 100 + SAFETY_CATEGORIES.indexOf(h.category);
  return hits.sort((a, b) => rank(a) - rank(b));
}
