import { describe, expect, it } from "vitest";
import { visiblePages } from "./pagination";

describe("visiblePages", () => {
  it("shows up to three numbers around the current page", () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(1, 2)).toEqual([1, 2]);
    expect(visiblePages(1, 5)).toEqual([1, 2, 3]);
    expect(visiblePages(3, 5)).toEqual([2, 3, 4]);
    expect(visiblePages(5, 5)).toEqual([3, 4, 5]);
    expect(visiblePages(4, 5)).toEqual([3, 4, 5]);
    expect(visiblePages(1, 0)).toEqual([]);
  });
});
