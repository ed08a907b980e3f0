// Memory-exercise constants (docs/behaviour/04-states.md and 09-constants.md). Values are per difficulty:
// easy / medium / hard.
import type { Difficulty } from "../enums";

export const memoryExerciseTypes = [
  "words",
  "numbers",
  "sequences",
  "associations",
  "stories",
  "pairs-cards",
] as const;
export type MemoryExerciseType = (typeof memoryExerciseTypes)[number];
/** What callers may pass in: docs/behaviour/09-constants.md also calls the card game plain "pairs". */
export type MemoryExerciseTypeInput = MemoryExerciseType | "pairs";

/** Normalises an exercise type ("pairs" -> "pairs-cards"); null when unknown. */
export function parseExerciseType(input: string | null | undefined): MemoryExerciseType | null {
  if (typeof input !== "string") return null;
  const value = input.trim().toLowerCase();
  if (value === "pairs") return "pairs-cards";
  return memoryExerciseTypes.find((type) => type === value) ?? null;
}

/** Spanish menu labels, in menu order. */
export const EXERCISE_LABELS: Record<MemoryExerciseType, string> = {
  words: "Palabras",
  numbers: "Números",
  sequences: "Secuencias",
  associations: "Asociaciones",
  stories: "Historias",
  "pairs-cards": "Empareja las Cartas",
};

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: "Fácil",
  medium: "Medio",
  hard: "Difícil",
};

/** Recall countdown (seconds) and points awarded for a correct answer. */
type TimedSettings = { timeLimit: number; points: number };
type WordsSettings = TimedSettings & { shown: number; distractors: number };
type NumbersSettings = TimedSettings & { digits: number };
type SequencesSettings = TimedSettings & { items: number };
type AssociationsSettings = TimedSettings & { pairs: number };
type StoriesSettings = TimedSettings;
type PairsCardsSettings = TimedSettings & { pairs: number };

type ExerciseSettings = {
  words: Record<Difficulty, WordsSettings>;
  numbers: Record<Difficulty, NumbersSettings>;
  sequences: Record<Difficulty, SequencesSettings>;
  associations: Record<Difficulty, AssociationsSettings>;
  stories: Record<Difficulty, StoriesSettings>;
  "pairs-cards": Record<Difficulty, PairsCardsSettings>;
};

export const EXERCISE_SETTINGS: ExerciseSettings = {
  words: {
    easy: { shown: 4, distractors: 8, timeLimit: 60, points: 10 },
    medium: { shown: 6, distractors: 12, timeLimit: 45, points: 20 },
    hard: { shown: 9, distractors: 18, timeLimit: 30, points: 30 },
  },
  numbers: {
    easy: { digits: 4, timeLimit: 30, points: 15 },
    medium: { digits: 7, timeLimit: 20, points: 25 },
    hard: { digits: 10, timeLimit: 15, points: 35 },
  },
  sequences: {
    easy: { items: 4, timeLimit: 40, points: 20 },
    medium: { items: 6, timeLimit: 30, points: 30 },
    hard: { items: 8, timeLimit: 20, points: 40 },
  },
  associations: {
    easy: { pairs: 3, timeLimit: 60, points: 25 },
    medium: { pairs: 5, timeLimit: 45, points: 35 },
    hard: { pairs: 7, timeLimit: 30, points: 45 },
  },
  stories: {
    easy: { timeLimit: 90, points: 30 },
    medium: { timeLimit: 60, points: 40 },
    hard: { timeLimit: 45, points: 50 },
  },
  "pairs-cards": {
    easy: { pairs: 3, timeLimit: 120, points: 25 },
    medium: { pairs: 4, timeLimit: 90, points: 35 },
    hard: { pairs: 6, timeLimit: 60, points: 50 },
  },
};

/** Memorize phase length (seconds) before recall starts. */
const MEMORIZE_SECONDS: Record<Difficulty, number> = { easy: 12, medium: 8, hard: 5 };
/** Stories and card pairs get this much extra memorize time. */
const EXTRA_MEMORIZE_SECONDS = 3;
const TYPES_WITH_EXTRA_MEMORIZE: readonly MemoryExerciseType[] = ["stories", "pairs-cards"];

export function memorizeSecondsFor(type: MemoryExerciseType, difficulty: Difficulty): number {
  const extra = TYPES_WITH_EXTRA_MEMORIZE.includes(type) ? EXTRA_MEMORIZE_SECONDS : 0;
  return MEMORIZE_SECONDS[difficulty] + extra;
}

/** Every this-many consecutive correct answers, difficulty goes up one level. */
export const STREAK_TO_LEVEL_UP = 3;

/** Card-game timers in milliseconds. */
export const CARD_TIMINGS = {
  /** A matching pair stays shown this long, then counts as found. */
  matchMs: 1000,
  /** A non-matching pair flips back after this long. */
  mismatchMs: 1500,
  /** After the last pair is found, the answer is checked after this long. */
  completeMs: 500,
} as const;

/** Easy -> medium -> hard; hard stays hard. */
export function nextDifficulty(difficulty: Difficulty): Difficulty {
  return difficulty === "easy" ? "medium" : "hard";
}
