import { describe, expect, it } from "vitest";
import { fullName, normalizeName, personNames } from "./names";

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

describe("personNames", () => {
  const carmen = { firstName: "Carmen", lastName: "López", username: "carmen.lopez" };
  const answersTo = (typed: string) => personNames(carmen).includes(normalizeName(typed));
  it.each(["carmen", "Carmen López", "carmen lopez", "CARMEN.LOPEZ", " carmen  lópez "])(
    "accepts %j",
    (typed) => {
      expect(answersTo(typed)).toBe(true);
    },
  );
  it.each(["Carme", "López", "carmen lopez garcia", "", "  "])("rejects %j", (typed) => {
    expect(answersTo(typed)).toBe(false);
  });
  it("lists each name once", () => {
    expect(personNames({ firstName: "Ana", lastName: "", username: "ANA" })).toEqual(["ana"]);
  });
});

describe("fullName", () => {
  it.each([
    [{ firstName: "Carmen", lastName: "López" }, "Carmen López"],
    [{ firstName: "Carmen", lastName: "" }, "Carmen"],
    [{ firstName: "Carmen", lastName: null }, "Carmen"],
  ])("%j -> %j", (person, expected) => {
    expect(fullName(person)).toBe(expected);
  });
});
