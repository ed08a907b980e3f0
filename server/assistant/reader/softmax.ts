// Scores a message's features with a trained softmax model (scripts/assistant/reader-training.ts):
// weights stored as small integers times one scale, only those large enough to matter.
export type StoredModel = {
  digest: string;
  labels: readonly string[];
  scale: number;
  bias: number[];
  weights: Record<string, number[]>;
};

type Scorer = (features: readonly string[]) => { label: string; probability: number }[];

export function createScorer(model: StoredModel): Scorer {
  const weights = new Map(Object.entries(model.weights));
  return (features) => {
    const z = model.bias.map((b) => b * model.scale);
    const scale = model.scale / Math.sqrt(Math.max(1, features.length));
    for (const feature of features) {
      const sparse = weights.get(feature);
      if (!sparse) continue;
      for (let i = 0; i < sparse.length; i += 2) z[sparse[i]] += sparse[i + 1] * scale;
    }
    const max = Math.max(...z);
    const exp = z.map((v) => Math.exp(v - max));
    const sum = exp.reduce((a, b) => a + b, 0);
    return model.labels.map((label, i) => ({ label, probability: exp[i] / sum }));
  };
}
