import { describe, expect, it } from "vitest";
import { createRng } from "./rng";

describe("createRng", () => {
  it("is deterministic for a seed and differs between seeds", () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    const seqB = Array.from({ length: 5 }, () => b.next());
    const seqC = Array.from({ length: 5 }, () => c.next());
    expect(seqA).toEqual(seqB);
    expect(seqA).not.toEqual(seqC);
  });

  it("next() stays in [0, 1) and int() in its inclusive bounds, reaching both ends", () => {
    const rng = createRng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      const n = rng.int(3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it("rejects bad bounds, empty picks and oversize samples", () => {
    const rng = createRng(1);
    expect(() => rng.int(5, 4)).toThrow(RangeError);
    expect(() => rng.int(0.5, 4)).toThrow(RangeError);
    expect(() => rng.pick([])).toThrow(RangeError);
    expect(() => rng.sample([1, 2], 3)).toThrow(RangeError);
    expect(rng.sample([1, 2], 0)).toEqual([]);
  });

  it("shuffle returns a permutation without mutating the input", () => {
    const rng = createRng(99);
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const frozen = Object.freeze([...input]);
    const out = rng.shuffle(frozen);
    expect(frozen).toEqual(input);
    expect([...out].sort((x, y) => x - y)).toEqual(input);
    expect(out).not.toEqual(input);
  });

  it("sample returns n distinct items of the list", () => {
    const rng = createRng(5);
    const items = ["a", "b", "c", "d", "e", "f"];
    const picked = rng.sample(items, 4);
    expect(picked).toHaveLength(4);
    expect(new Set(picked).size).toBe(4);
    for (const item of picked) expect(items).toContain(item);
  });

  it("pick returns an element and accepts non-integer seeds", () => {
    const rng = createRng(1_700_000_000_123.5);
    expect(["x", "y"]).toContain(rng.pick(["x", "y"]));
    expect(createRng(Number.NaN).next()).toBe(createRng(0).next());
  });
});
