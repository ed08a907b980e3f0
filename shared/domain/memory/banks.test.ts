import { describe, expect, it } from "vitest";
import { ASSOCIATION_BANK } from "./bank-associations";
import { STORY_BANK } from "./bank-stories";
import { CARD_SYMBOL_BANK, FRUIT_BANK } from "./bank-symbols";
import { WORD_BANK } from "./bank-words";
import { foldText } from "./text";

const unique = (items: readonly string[]) => new Set(items.map(foldText)).size === items.length;
const sentences = (text: string) => text.split(/[.!?]+/).filter((part) => part.trim() !== "");
const numbersIn = (text: string) => text.match(/\d+/g) ?? [];

describe("content banks", () => {
  it("has at least 150 unique single lower-case words", () => {
    expect(WORD_BANK.length).toBeGreaterThanOrEqual(150);
    expect(unique(WORD_BANK)).toBe(true);
    for (const word of WORD_BANK) expect(word).toMatch(/^[a-záéíóúüñ]+$/);
  });

  it("has at least 30 association pairs with unique left and right items", () => {
    expect(ASSOCIATION_BANK.length).toBeGreaterThanOrEqual(30);
    expect(unique(ASSOCIATION_BANK.map((pair) => pair.left))).toBe(true);
    expect(unique(ASSOCIATION_BANK.map((pair) => pair.right))).toBe(true);
    const lefts = new Set(ASSOCIATION_BANK.map((pair) => foldText(pair.left)));
    for (const pair of ASSOCIATION_BANK) {
      expect(pair.left.trim()).toBe(pair.left);
      expect(pair.right.trim()).not.toBe("");
      expect(lefts.has(foldText(pair.right))).toBe(false);
    }
  });

  it("has at least 30 distinct 3-5 sentence stories whose digit answer is stated in the text", () => {
    expect(STORY_BANK.length).toBeGreaterThanOrEqual(30);
    expect(new Set(STORY_BANK.map((story) => story.text)).size).toBe(STORY_BANK.length);
    for (const story of STORY_BANK) {
      expect(story.answer).toMatch(/^\d+$/);
      expect(numbersIn(story.text)).toContain(story.answer);
      expect(new Set(numbersIn(story.text)).size).toBeGreaterThanOrEqual(2);
      expect(numbersIn(story.question)).toEqual([]);
      expect(story.question).toMatch(/^¿.+\?$/);
      const count = sentences(story.text).length;
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(5);
    }
  });

  it("has at least 12 unique fruits and 24 unique card symbols, each with a name", () => {
    expect(FRUIT_BANK.length).toBeGreaterThanOrEqual(12);
    expect(CARD_SYMBOL_BANK.length).toBeGreaterThanOrEqual(24);
    for (const bank of [FRUIT_BANK, CARD_SYMBOL_BANK]) {
      expect(unique(bank.map((item) => item.name))).toBe(true);
      expect(new Set(bank.map((item) => item.symbol)).size).toBe(bank.length);
      for (const item of bank) {
        expect(item.name).toMatch(/^[a-záéíóúüñ ]+$/);
        expect(item.symbol).not.toBe("");
      }
    }
  });
});
