// Trains the assistant's second reader: softmax regressions over the features of
// server/assistant/reader/features.ts, one for safety (calm + one class per category) and one for
// intents, by plain stochastic gradient descent with a fixed shuffle, so the same corpus always
// gives the same model. Trained on the tuning part of the corpus only, never the held-out split.
// The settings were chosen by training on three of the corpus's five rounds and measuring on the
// other two (docs/behaviour/11-assistant.md#second-reader). A few dozen lines did not justify a machine-learning library.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { loadLabelled } from "../../server/assistant/corpus/load";
import { readerFeatures } from "../../server/assistant/reader/features";
import { readerLabelOf } from "../../server/assistant/conversation/intent-patterns";
import { READER_LABELS } from "../../server/assistant/reader/index";
import type { StoredModel } from "../../server/assistant/reader/softmax";

const EPOCHS = 25;
const RATE = 1;
const L2 = 3e-4;
/** Weights are stored as integers of 1/1000 of the largest; those under 20 are dropped. */
const STEPS = 1000;
const SMALLEST = 40;

export type Purpose = keyof typeof READER_LABELS;
export type Example = { features: string[]; label: number };

export function trainingSet(purpose: Purpose): Example[] {
  const labels: readonly string[] = READER_LABELS[purpose];
  const items =
    purpose === "safety"
      ? [
          ...loadLabelled("urgent.txt"),
          ...[...loadLabelled("calm.txt"), ...loadLabelled("intents.txt")].map((e) => ({ ...e, label: "calm" })),
        ]
      : loadLabelled("intents.txt");
  return items
    .map(({ label, text }) => ({ features: readerFeatures(text, purpose), label: labels.indexOf(readerLabelOf(label)) }))
    .filter((e) => e.features.length > 0 && e.label >= 0);
}

/** Changes whenever the examples (corpus, feature code, context rules) or the trainer change. */
export function trainingDigest(examples: Example[], trainerSource: string): string {
  const hash = createHash("sha256").update(trainerSource);
  for (const e of examples) hash.update(`${e.label}\t${e.features.join(" ")}\n`);
  return hash.digest("hex");
}

export function trainSoftmax(examples: Example[], classes: number) {
  const weights = new Map<string, Float64Array>();
  const bias = new Float64Array(classes);
  const order = examples.map((_, i) => i);
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const z = new Float64Array(classes);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const rate = RATE / (1 + epoch);
    for (const i of order) {
      const { features, label } = examples[i];
      const scale = 1 / Math.sqrt(features.length);
      z.set(bias);
      for (const f of features) {
        const w = weights.get(f);
        if (w) for (let c = 0; c < classes; c++) z[c] += w[c] * scale;
      }
      const max = Math.max(...z);
      let sum = 0;
      for (let c = 0; c < classes; c++) sum += z[c] = Math.exp(z[c] - max);
      for (let c = 0; c < classes; c++) z[c] = z[c] / sum - (c === label ? 1 : 0);
      for (const f of features) {
        let w = weights.get(f);
        if (!w) weights.set(f, (w = new Float64Array(classes)));
        for (let c = 0; c < classes; c++) w[c] -= rate * (z[c] * scale + L2 * w[c]);
      }
      for (let c = 0; c < classes; c++) bias[c] -= rate * z[c];
    }
  }
  return { weights, bias };
}

export function encodeModel(model: ReturnType<typeof trainSoftmax>, labels: readonly string[], digest: string): StoredModel {
  let largest = 0;
  for (const w of model.weights.values()) for (const v of w) largest = Math.max(largest, Math.abs(v));
  const scale = largest / STEPS;
  const weights: Record<string, number[]> = {};
  for (const [feature, w] of [...model.weights].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const sparse: number[] = [];
    w.forEach((v, c) => {
      const q = Math.round(v / scale);
      if (Math.abs(q) >= SMALLEST) sparse.push(c, q);
    });
    if (sparse.length) weights[feature] = sparse;
  }
  return { digest, labels, scale, bias: [...model.bias].map((b) => Math.round(b / scale)), weights };
}

export const trainerSource = () => readFileSync(new URL("./reader-training.ts", import.meta.url), "utf8");
