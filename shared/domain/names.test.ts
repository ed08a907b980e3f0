import { describe, expect, it } from "vitest";
import { nameMatches, normalizeName } from "./names";

describe("normalizeName", () => {
  it.each([
    ["Carmen", "carmen"],
    ["  CÁRMEN  ", "carmen"],
    ["José   María", "jose maria"],
    ["Begoña", "begona"],
    ["Müller", "muller"],
    ["\tAna\nBelén ", "ana belen"],
    ["", ""],
    ["   ", ""],
  ])("%j -> %j", (input, expected) => {
    expect(normalizeName(input)).toBe(expected);
  });
});

describe("nameMatches", () => {
  const carmen = { firstName: "Carmen", lastName: "López", username: "carmen.lopez" };
  it.each(["carmen", "Carmen López", "carmen lopez", "CARMEN.LOPEZ", " carmen  lópez "])(
    "accepts %j",
    (typed) => {
      expect(nameMatches(typed, carmen)).toBe(true);
    },
  );
  it.each(["Carme", "López", "carmen lopez garcia", "", "  "])("rejects %j", (typed) => {
    expect(nameMatches(typed, carmen)).toBe(false);
  });
});
