import { describe, expect, it } from "vitest";
import type { Difficulty } from "../enums";
import { checkAnswer } from "./check";
import { generateExercise } from "./generate";
import {
  activityDescription,
  activityMetadata,
  applyResult,
  initialGameState,
  type MemoryGameState,
} from "./progress";
import { createRng } from "../rng";

const ex = { points: 10 };

function play(start: MemoryGameState, results: boolean[]): MemoryGameState[] {
  const states: MemoryGameState[] = [];
  let state = start;
  for (const correct of results) {
    state = applyResult(state, ex, correct);
    states.push(state);
  }
  return states;
}

describe("applyResult (docs/behaviour/04-states.md)", () => {
  it("starts at zero score and streak", () => {
    expect(initialGameState()).toEqual({ score: 0, streak: 0, difficulty: "easy" });
    expect(initialGameState("hard")).toEqual({ score: 0, streak: 0, difficulty: "hard" });
  });

  it("correct: streak +1 and points added; wrong: streak 0, score kept", () => {
    const right = applyResult({ score: 40, streak: 1, difficulty: "medium" }, { points: 25 }, true);
    expect(right).toEqual({ score: 65, streak: 2, difficulty: "medium" });
    const wrong = applyResult(right, { points: 25 }, false);
    expect(wrong).toEqual({ score: 65, streak: 0, difficulty: "medium" });
  });

  it("every 3rd consecutive correct answer raises the difficulty; hard stays hard", () => {
    const states = play(initialGameState("easy"), Array(9).fill(true));
    expect(states.map((s) => s.difficulty)).toEqual<Difficulty[]>([
      "easy",
      "easy",
      "medium",
      "medium",
      "medium",
      "hard",
      "hard",
      "hard",
      "hard",
    ]);
    expect(states.map((s) => s.streak)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(states.at(-1)?.score).toBe(90);
  });

  it("a wrong answer resets the count towards the next level but never lowers the difficulty", () => {
    const states = play(initialGameState("easy"), [true, true, false, true, true, true, false]);
    expect(states.map((s) => [s.streak, s.difficulty])).toEqual([
      [1, "easy"],
      [2, "easy"],
      [0, "easy"],
      [1, "easy"],
      [2, "easy"],
      [3, "medium"],
      [0, "medium"],
    ]);
    expect(states.at(-1)?.score).toBe(50);
  });

  it("does not mutate the input state", () => {
    const state = Object.freeze({ score: 0, streak: 2, difficulty: "easy" as const });
    expect(applyResult(state, ex, true)).toEqual({ score: 10, streak: 3, difficulty: "medium" });
    expect(state).toEqual({ score: 0, streak: 2, difficulty: "easy" });
  });
});

describe("activity metadata for cognitive_exercise", () => {
  it("records type, difficulty, outcome, earned points, texts and the updated streak", () => {
    const exercise = generateExercise("numbers", "medium", createRng(3));
    const result = checkAnswer(exercise, ` ${exercise.content} `);
    const state = applyResult({ score: 0, streak: 4, difficulty: "medium" }, exercise, result.isCorrect);
    expect(activityMetadata(exercise, result, state)).toEqual({
      exerciseType: "numbers",
      difficulty: "medium",
      correct: true,
      points: 25,
      userAnswer: exercise.content,
      correctAnswer: exercise.content,
      streak: 5,
    });
    expect(activityDescription(exercise, result)).toBe("Ejercicio de memoria: Números, Medio (acierto)");
  });

  it("a wrong answer earns 0 points and streak 0", () => {
    const exercise = generateExercise("pairs", "hard", createRng(3));
    const result = checkAnswer(exercise, ["par-1"]);
    const state = applyResult({ score: 100, streak: 2, difficulty: "hard" }, exercise, result.isCorrect);
    expect(activityMetadata(exercise, result, state)).toEqual({
      exerciseType: "pairs-cards",
      difficulty: "hard",
      correct: false,
      points: 0,
      userAnswer: "1 pareja",
      correctAnswer: "6 parejas",
      streak: 0,
    });
    expect(activityDescription(exercise, result)).toBe(
      "Ejercicio de memoria: Empareja las Cartas, Difícil (fallo)",
    );
  });
});
