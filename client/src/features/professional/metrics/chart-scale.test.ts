import { describe, expect, it } from "vitest";
import { countTicks } from "./chart-scale";

describe("countTicks", () => {
  it("steps by 1, 2 or 5 times a power of ten up to the first step past the largest count", () => {
    expect(countTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(18)).toEqual([0, 5, 10, 15, 20]);
    expect(countTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(countTicks(130)).toEqual([0, 50, 100, 150]);
    expect(countTicks(2400)).toEqual([0, 1000, 2000, 3000]);
  });

  it("counts in whole numbers", () => {
    expect(countTicks(1)).toEqual([0, 1]);
    expect(countTicks(2)).toEqual([0, 1, 2]);
  });

  it("shows only 0 when there is nothing to count", () => {
    expect(countTicks(0)).toEqual([0]);
  });
});
