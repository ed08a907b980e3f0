import { describe, expect, it } from "vitest";
import { foldAccents, foldText } from "./text-fold";

describe("foldAccents", () => {
  it.each([
    ["Peña", "pena"],
    ["AÑO", "ano"],
    ["Pingüino", "pinguino"],
    ["Çà va", "ca va"],
    // A combining acute accent typed after the letter, as some keyboards send it.
    ["Jose\u0301", "jose"],
    ["  Dos   espacios\t\n", "  dos   espacios\t\n"],
    ["", ""],
  ])("%j -> %j", (input, expected) => {
    expect(foldAccents(input)).toBe(expected);
  });
});

describe("foldText", () => {
  it.each([
    ["  José   MARÍA ", "jose maria"],
    ["Begoña", "begona"],
    ["MÜLLER", "muller"],
    ["Rau\u0301l", "raul"],
    ["\tAna\nBelén ", "ana belen"],
    ["a \t\n b", "a b"],
    ["   ", ""],
    ["", ""],
  ])("%j -> %j", (input, expected) => {
    expect(foldText(input)).toBe(expected);
  });
});
