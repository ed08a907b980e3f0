import { describe, expect, it } from "vitest";
import type { Difficulty } from "../enums";
import { ASSOCIATION_BANK } from "./bank-associations";
import { STORY_BANK } from "./bank-stories";
import { CARD_SYMBOL_BANK, FRUIT_BANK } from "./bank-symbols";
import { WORD_BANK } from "./bank-words";
import { checkAnswer } from "./check";
import type { MemoryExerciseType } from "./constants";
import { generateExercise } from "./generate";
import { createRng } from "../rng";

const levels: Difficulty[] = ["easy", "medium", "hard"];
const types: MemoryExerciseType[] = [
  "words",
  "numbers",
  "sequences",
  "associations",
  "stories",
  "pairs-cards",
];
const SEEDS = [1, 2, 3, 17, 2024, 987654321];

// [count, timeLimit, points, memorizeSeconds] straight from docs/behaviour/09-constants.md (count: words shown, digits,
// fruits, association pairs, card pairs; stories have none).
const EXPECTED: Record<MemoryExerciseType, Record<Difficulty, [number, number, number, number]>> = {
  words: { easy: [4, 60, 10, 12], medium: [6, 45, 20, 8], hard: [9, 30, 30, 5] },
  numbers: { easy: [4, 30, 15, 12], medium: [7, 20, 25, 8], hard: [10, 15, 35, 5] },
  sequences: { easy: [4, 40, 20, 12], medium: [6, 30, 30, 8], hard: [8, 20, 40, 5] },
  associations: { easy: [3, 60, 25, 12], medium: [5, 45, 35, 8], hard: [7, 30, 45, 5] },
  stories: { easy: [0, 90, 30, 15], medium: [0, 60, 40, 11], hard: [0, 45, 50, 8] },
  "pairs-cards": { easy: [3, 120, 25, 15], medium: [4, 90, 35, 11], hard: [6, 60, 50, 8] },
};

describe("generateExercise: shape per type and difficulty", () => {
  for (const type of types) {
    for (const difficulty of levels) {
      const [count, timeLimit, points, memorizeSeconds] = EXPECTED[type][difficulty];
      it(`${type} / ${difficulty}`, () => {
        for (const seed of SEEDS) {
          const ex = generateExercise(type, difficulty, createRng(seed));
          expect(ex.type).toBe(type);
          expect(ex.difficulty).toBe(difficulty);
          expect({ timeLimit: ex.timeLimit, points: ex.points, memorizeSeconds: ex.memorizeSeconds }).toEqual(
            {
              timeLimit,
              points,
              memorizeSeconds,
            },
          );
          expect(ex.prompt.length).toBeGreaterThan(5);
          expect(ex.recallPrompt.length).toBeGreaterThan(5);
          // The exercise's own correct answer always passes its checker.
          expect(checkAnswer(ex, ex.correctAnswer).isCorrect).toBe(true);

          switch (ex.type) {
            case "words": {
              expect(ex.content).toHaveLength(count);
              expect(ex.options).toHaveLength(count * 3);
              expect(new Set(ex.options).size).toBe(count * 3);
              const distractors = ex.options.filter((word) => !ex.content.includes(word));
              expect(distractors).toHaveLength(count * 2);
              for (const word of ex.content) expect(ex.options).toContain(word);
              for (const word of ex.options) expect(WORD_BANK).toContain(word);
              expect([...ex.correctAnswer].sort()).toEqual([...ex.content].sort());
              break;
            }
            case "numbers":
              expect(ex.content).toMatch(new RegExp(`^[1-9]\\d{${count - 1}}$`));
              expect(ex.correctAnswer).toBe(ex.content);
              expect(ex.options).toBeNull();
              break;
            case "sequences": {
              expect(ex.content).toHaveLength(count);
              const names = ex.content.map((fruit) => fruit.name);
              expect(new Set(names).size).toBe(count);
              for (const fruit of ex.content) expect(FRUIT_BANK).toContainEqual(fruit);
              expect(ex.correctAnswer).toEqual(names);
              expect([...ex.options.map((fruit) => fruit.name)].sort()).toEqual([...names].sort());
              expect(ex.options.map((fruit) => fruit.name)).not.toEqual(names);
              break;
            }
            case "associations": {
              expect(ex.content).toHaveLength(count);
              for (const pair of ex.content) expect(ASSOCIATION_BANK).toContainEqual(pair);
              expect(ex.options.left).toEqual(ex.content.map((pair) => pair.left));
              const rights = ex.content.map((pair) => pair.right);
              expect([...ex.options.right].sort()).toEqual([...rights].sort());
              expect(ex.options.right).not.toEqual(rights);
              expect(Object.keys(ex.correctAnswer)).toHaveLength(count);
              expect(ex.question).toMatch(/^¿.+\?$/);
              break;
            }
            case "stories": {
              const story = STORY_BANK.find((candidate) => candidate.text === ex.content);
              expect(story).toBeDefined();
              expect(ex.question).toBe(story?.question);
              expect(ex.correctAnswer).toBe(story?.answer);
              expect(ex.correctAnswer).toMatch(/^\d+$/);
              break;
            }
            case "pairs-cards": {
              expect(ex.content).toHaveLength(count);
              expect(ex.options).toHaveLength(count * 2);
              expect(new Set(ex.options.map((card) => card.id)).size).toBe(count * 2);
              expect(ex.options.map((card) => card.position)).toEqual(
                Array.from({ length: count * 2 }, (_, i) => i + 1),
              );
              expect(ex.options.map((card) => card.id)).toEqual(
                Array.from({ length: count * 2 }, (_, i) => `carta-${i + 1}`),
              );
              expect(new Set(ex.content.map((face) => face.symbol)).size).toBe(count);
              for (const face of ex.content) {
                expect(ex.options.filter((card) => card.symbol === face.symbol)).toHaveLength(2);
                expect(ex.options.filter((card) => card.pairId === face.pairId)).toHaveLength(2);
                expect(CARD_SYMBOL_BANK).toContainEqual({ symbol: face.symbol, name: face.name });
              }
              expect([...ex.correctAnswer].sort()).toEqual(ex.content.map((face) => face.pairId).sort());
              break;
            }
          }
        }
      });
    }
  }
});

describe("generateExercise: determinism and input handling", () => {
  it("same seed gives the same exercise for every type", () => {
    for (const type of types) {
      expect(generateExercise(type, "medium", createRng(31))).toEqual(
        generateExercise(type, "medium", createRng(31)),
      );
    }
  });

  it("different seeds usually give different exercises", () => {
    for (const type of types) {
      const distinct = new Set(
        Array.from({ length: 10 }, (_, seed) =>
          JSON.stringify(generateExercise(type, "hard", createRng(seed))),
        ),
      );
      expect(distinct.size).toBeGreaterThanOrEqual(type === "stories" ? 5 : 9);
    }
  });

  it("accepts 'pairs' as the card game, typed as such", () => {
    const ex = generateExercise("pairs", "easy", createRng(8));
    expect(ex.type).toBe("pairs-cards");
    expect(ex.options).toHaveLength(6);
    expect(ex).toEqual(generateExercise("pairs-cards", "easy", createRng(8)));
  });

  it("throws on an unknown type or difficulty", () => {
    expect(() => generateExercise("dominoes", "easy", createRng(1))).toThrow(RangeError);
    expect(() => generateExercise("words", "extreme" as Difficulty, createRng(1))).toThrow(RangeError);
  });

  it("covers the whole story bank over many seeds", () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 400; seed++)
      seen.add(generateExercise("stories", "easy", createRng(seed)).content);
    expect(seen.size).toBe(STORY_BANK.length);
  });
});
