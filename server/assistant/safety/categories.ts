// Safety categories: what 112 and the national health lines tell people to call for, plus the home
// and social dangers teleassistance handles. Each has a severity and cues over concepts.
//
// Cue syntax (see matcher.ts): slots separated by spaces, alternatives by "|". UPPER = a concept
// from concepts.ts, lower = an exact (folded, typo-corrected) word. Ordered slots may have up to
// two words between them; a leading "~" makes the cue unordered within a window of nine words, "~~"
// within sixteen (long dictated sentences).
// Cues that contain a negator ("no", "sin", "nada") carry their own negation and are never negated.
// The cues themselves live in ./cues, by kind of danger.
import { BODY_SPECS } from "./cues/body";
import { HOME_SPECS } from "./cues/home";
import { PERSON_SPECS } from "./cues/person";
import { SCAM_SPECS } from "./cues/scam";
import { SELF_HARM_SPECS } from "./cues/self-harm";
export const SAFETY_CATEGORIES = [
  "gas",
  "fire",
  "intruder",
  // A scam in progress is "high" but listed early: among high-severity hits it comes first.
  "scam",
  "chest_pain",
  "stroke",
  "breathing",
  "unconscious",
  "allergy",
  "self_harm",
  "poisoning",
  "bleeding",
  "blood_vomit",
  "headache",
  "urgent_help",
  "fall",
  "fainting",
  "burn",
  "fever",
  "confusion",
  "not_eating",
  // Water everywhere (near the sockets) before a cold house, when one message tells both.
  "flood",
  "temperature",
  "abuse",
] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];
export type Severity = "high" | "critical";

/**
 * `minor`: cues of the same category that are only "high" (a small cut, not a haemorrhage).
 * `ask`: signals too indirect to alert on, that bring the question instead ("lo he dejado todo arreglado").
 */
export type CategorySpec = {
  reason: string;
  severity: Severity;
  cues: string[];
  minor?: { reason: string; cues: string[] };
  ask?: string[];
};

export const CATEGORY_SPECS: Record<SafetyCategory, CategorySpec> = {
  ...HOME_SPECS,
  ...BODY_SPECS,
  ...PERSON_SPECS,
  ...SCAM_SPECS,
  ...SELF_HARM_SPECS,
};
