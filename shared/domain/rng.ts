// Seeded pseudo-random numbers (mulberry32): memory exercises, the demo and scale seeds and the load
// script all draw from this one generator, so the same seed gives the same data everywhere.
// The caller chooses the seed (e.g. the client may use the current time); shared code never does.

export type Rng = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher-Yates); the input is not modified. */
  shuffle<T>(items: readonly T[]): T[];
  /** n distinct positions of the list, in random order; the input is not modified. */
  sample<T>(items: readonly T[], n: number): T[];
};

export function createRng(seed: number): Rng {
  let state = (Number.isFinite(seed) ? Math.trunc(seed) : 0) >>> 0;

  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  const int = (min: number, max: number): number => {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RangeError(`int(${min}, ${max}): bounds must be integers with min <= max`);
    }
    return min + Math.floor(next() * (max - min + 1));
  };

  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  };

  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError("pick() from an empty list");
      return items[int(0, items.length - 1)];
    },
    shuffle,
    sample: <T>(items: readonly T[], n: number): T[] => {
      if (!Number.isInteger(n) || n < 0 || n > items.length) {
        throw new RangeError(`sample(${n}) from a list of ${items.length}`);
      }
      return shuffle(items).slice(0, n);
    },
  };
}
