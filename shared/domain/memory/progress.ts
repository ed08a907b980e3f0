// Score, streak and difficulty progression (docs/behaviour/04-states.md) and the activity metadata of a result.
import type { Difficulty } from "../enums";
import {
  DIFFICULTY_LABELS,
  EXERCISE_LABELS,
  type MemoryExerciseType,
  nextDifficulty,
  STREAK_TO_LEVEL_UP,
} from "./constants";
import type { CheckResult, MemoryExercise } from "./types";

export type MemoryGameState = {
  /** Sum of the points of correct answers this session. */
  score: number;
  /** Consecutive correct answers. */
  streak: number;
  /** Difficulty of the next exercise. */
  difficulty: Difficulty;
};

export function initialGameState(difficulty: Difficulty = "easy"): MemoryGameState {
  return { score: 0, streak: 0, difficulty };
}

/**
 * Correct: streak + 1, score + exercise points, and every 3rd consecutive correct answer raises the
 * difficulty (easy -> medium -> hard; hard stays). Wrong: streak back to 0, score and difficulty kept.
 */
export function applyResult(
  state: MemoryGameState,
  exercise: Pick<MemoryExercise, "points">,
  isCorrect: boolean,
): MemoryGameState {
  if (!isCorrect) return { ...state, streak: 0 };
  const streak = state.streak + 1;
  return {
    score: state.score + exercise.points,
    streak,
    difficulty: streak % STREAK_TO_LEVEL_UP === 0 ? nextDifficulty(state.difficulty) : state.difficulty,
  };
}

/** Metadata of the cognitive_exercise activity record (docs/behaviour/03-entities.md). */
type MemoryActivityMetadata = {
  exerciseType: MemoryExerciseType;
  difficulty: Difficulty;
  correct: boolean;
  /** Points earned: the exercise's points when correct, otherwise 0. */
  points: number;
  userAnswer: string;
  correctAnswer: string;
  /** Streak after this result. */
  streak: number;
};

/** Pass the state returned by `applyResult` for this result, so `streak` is the updated one. */
export function activityMetadata(
  exercise: Pick<MemoryExercise, "type" | "difficulty" | "points">,
  result: CheckResult,
  state: Pick<MemoryGameState, "streak">,
): MemoryActivityMetadata {
  return {
    exerciseType: exercise.type,
    difficulty: exercise.difficulty,
    correct: result.isCorrect,
    points: result.isCorrect ? exercise.points : 0,
    userAnswer: result.userAnswerText,
    correctAnswer: result.correctAnswerText,
    streak: state.streak,
  };
}

/** Description of the activity record, e.g. "Ejercicio de memoria: Palabras, Fácil (acierto)". */
export function activityDescription(
  exercise: Pick<MemoryExercise, "type" | "difficulty">,
  result: Pick<CheckResult, "isCorrect">,
): string {
  const outcome = result.isCorrect ? "acierto" : "fallo";
  return `Ejercicio de memoria: ${EXERCISE_LABELS[exercise.type]}, ${DIFFICULTY_LABELS[exercise.difficulty]} (${outcome})`;
}
