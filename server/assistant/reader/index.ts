// The second reader: two small softmax models trained on the labelled corpus (scripts/assistant/
// train-reader.ts) that read a message as a whole instead of rule by rule. They give probabilities;
// how they combine with the rules is decided in ../safety.ts and ../rules.ts.
import { SAFETY_CATEGORIES, type SafetyCategory } from "../safety/categories";
import { INTENTS, type Intent } from "../conversation/intent-patterns";
import { readerFeatures } from "./features";
import intentModel from "./intent-model.json";
import safetyModel from "./safety-model.json";
import { createScorer } from "./softmax";

type SafetyReading = {
  /** Probability that the message reports an emergency now (1 - calm). */
  urgency: number;
  /** The largest urgency of the whole or of one of its parts ("no me duele el pecho, pero me he caído"). */
  strongestPart: number;
  /** The most likely category, and its share of the urgency. */
  category: SafetyCategory;
  confidence: number;
};

const scoreSafety = createScorer(safetyModel);
const scoreIntent = createScorer(intentModel);

const PARTS = /[.,;:!?¡¿\n]+|\s(?:pero|aunque|y luego)\s/i;

function urgencyOf(text: string): number {
  const features = readerFeatures(text, "safety");
  return features.length ? 1 - scoreSafety(features)[0].probability : 0;
}

export function readSafety(text: string): SafetyReading {
  const features = readerFeatures(text, "safety");
  if (features.length === 0) return { urgency: 0, strongestPart: 0, category: "urgent_help", confidence: 0 };
  const scores = scoreSafety(features);
  const urgency = 1 - scores[0].probability;
  const best = scores.slice(1).reduce((a, b) => (b.probability > a.probability ? b : a));
  const parts = text.split(PARTS).filter((p) => p.trim());
  return {
    urgency,
    strongestPart: parts.length > 1 ? Math.max(urgency, ...parts.map(urgencyOf)) : urgency,
    category: best.label as SafetyCategory,
    confidence: urgency > 0 ? best.probability / urgency : 0,
  };
}

export function readIntent(text: string): { intent: Intent; probability: number } {
  const best = scoreIntent(readerFeatures(text, "intent")).reduce((a, b) => (b.probability > a.probability ? b : a));
  return { intent: best.label as Intent, probability: best.probability };
}

export const READER_LABELS = { safety: ["calm", ...SAFETY_CATEGORIES], intent: INTENTS } as const;
