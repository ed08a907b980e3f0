import { describe, expect, it } from "vitest";
import {
  CARD_TIMINGS,
  DIFFICULTY_LABELS,
  EXERCISE_LABELS,
  EXERCISE_SETTINGS,
  memorizeSecondsFor,
  memoryExerciseTypes,
  nextDifficulty,
  parseExerciseType,
  STREAK_TO_LEVEL_UP,
} from "./constants";

describe("memory constants (docs/behaviour/09-constants.md)", () => {
  it("lists the six types with their Spanish menu labels, in menu order", () => {
    expect(memoryExerciseTypes).toEqual([
      "words",
      "numbers",
      "sequences",
      "associations",
      "stories",
      "pairs-cards",
    ]);
    expect(memoryExerciseTypes.map((type) => EXERCISE_LABELS[type])).toEqual([
      "Palabras",
      "Números",
      "Secuencias",
      "Asociaciones",
      "Historias",
      "Empareja las Cartas",
    ]);
    expect(DIFFICULTY_LABELS).toEqual({ easy: "Fácil", medium: "Medio", hard: "Difícil" });
  });

  it("normalises 'pairs' to 'pairs-cards' and rejects unknown types", () => {
    expect(parseExerciseType("pairs")).toBe("pairs-cards");
    expect(parseExerciseType("pairs-cards")).toBe("pairs-cards");
    expect(parseExerciseType(" Words ")).toBe("words");
    expect(parseExerciseType("cards")).toBeNull();
    expect(parseExerciseType("")).toBeNull();
    expect(parseExerciseType(null)).toBeNull();
  });

  it("has the exact per-difficulty values", () => {
    expect(EXERCISE_SETTINGS.words.hard).toEqual({ shown: 9, distractors: 18, timeLimit: 30, points: 30 });
    expect(EXERCISE_SETTINGS.numbers.medium).toEqual({ digits: 7, timeLimit: 20, points: 25 });
    expect(EXERCISE_SETTINGS.sequences.easy).toEqual({ items: 4, timeLimit: 40, points: 20 });
    expect(EXERCISE_SETTINGS.associations.hard).toEqual({ pairs: 7, timeLimit: 30, points: 45 });
    expect(EXERCISE_SETTINGS.stories.easy).toEqual({ timeLimit: 90, points: 30 });
    expect(EXERCISE_SETTINGS["pairs-cards"].medium).toEqual({ pairs: 4, timeLimit: 90, points: 35 });
  });

  it("memorize time is 12/8/5 s plus 3 s for stories and pairs", () => {
    expect(["easy", "medium", "hard"].map((d) => memorizeSecondsFor("words", d as "easy"))).toEqual([
      12, 8, 5,
    ]);
    expect(memorizeSecondsFor("numbers", "hard")).toBe(5);
    expect(memorizeSecondsFor("stories", "easy")).toBe(15);
    expect(memorizeSecondsFor("stories", "hard")).toBe(8);
    expect(memorizeSecondsFor("pairs-cards", "medium")).toBe(11);
    expect(memorizeSecondsFor("associations", "medium")).toBe(8);
  });

  it("streak of 3 raises difficulty; card timings are 1000 / 1500 / 500 ms", () => {
    expect(STREAK_TO_LEVEL_UP).toBe(3);
    expect(nextDifficulty("easy")).toBe("medium");
    expect(nextDifficulty("medium")).toBe("hard");
    expect(nextDifficulty("hard")).toBe("hard");
    expect(CARD_TIMINGS).toEqual({ matchMs: 1000, mismatchMs: 1500, completeMs: 500 });
  });
});
