// Shapes of a generated memory exercise (docs/behaviour/03-entities.md: type, difficulty, prompt, options,
// correctAnswer, timeLimit, points), one variant per exercise type so the client renders each with full typing.
import type { Difficulty } from "../enums";
import type { AssociationPair } from "./bank-associations";
import type { SymbolItem } from "./bank-symbols";
import type { MemoryExerciseType, MemoryExerciseTypeInput } from "./constants";

type ExerciseBase<T extends MemoryExerciseType> = {
  type: T;
  difficulty: Difficulty;
  /** Spanish instruction shown while memorising. */
  prompt: string;
  /** Spanish instruction shown during recall. */
  recallPrompt: string;
  /** Recall countdown in seconds; at 0 the answer is checked automatically. */
  timeLimit: number;
  /** Memorize phase length in seconds. */
  memorizeSeconds: number;
  /** Points added to the score when the answer is correct. */
  points: number;
};

/** Memorise `content`; at recall pick from `options` (the shown words plus twice as many distractors). */
export type WordsExercise = ExerciseBase<"words"> & {
  content: readonly string[];
  options: readonly string[];
  question: null;
  /** The shown words (order irrelevant when checking). */
  correctAnswer: readonly string[];
};

/** Memorise the digit string `content` (never starts with 0); at recall type it. */
export type NumbersExercise = ExerciseBase<"numbers"> & {
  content: string;
  options: null;
  question: null;
  correctAnswer: string;
};

/** Memorise the fruit order; at recall tap `options` (same fruits, shuffled) in that order. */
export type SequencesExercise = ExerciseBase<"sequences"> & {
  content: readonly SymbolItem[];
  options: readonly SymbolItem[];
  question: null;
  /** Fruit names in the shown order. */
  correctAnswer: readonly string[];
};

/** Memorise the pairs; at recall join each `options.left` item (shown order) with one of `options.right`. */
export type AssociationsExercise = ExerciseBase<"associations"> & {
  content: readonly AssociationPair[];
  options: { left: readonly string[]; right: readonly string[] };
  question: string;
  /** left -> right for every pair. */
  correctAnswer: Readonly<Record<string, string>>;
};

/** Read the story; at recall answer `question` with a number. */
export type StoriesExercise = ExerciseBase<"stories"> & {
  content: string;
  options: null;
  question: string;
  /** Digits only, e.g. "12". */
  correctAnswer: string;
};

/** One face of the card game; each appears on exactly two cards. */
export type CardFace = SymbolItem & { pairId: string };
/** A card of the deck. `id` ("carta-1"...) and `position` (1-based) are stable for the exercise. */
export type MemoryCard = CardFace & { id: string; position: number };

/** Memorise where the faces are; at recall find all pairs in the shuffled deck `options` (2 x pairs cards). */
export type PairsCardsExercise = ExerciseBase<"pairs-cards"> & {
  content: readonly CardFace[];
  options: readonly MemoryCard[];
  question: null;
  /** Every pairId of the deck. */
  correctAnswer: readonly string[];
};

export type MemoryExercise =
  | WordsExercise
  | NumbersExercise
  | SequencesExercise
  | AssociationsExercise
  | StoriesExercise
  | PairsCardsExercise;

/** "pairs" -> "pairs-cards"; other types unchanged. */
export type CanonicalType<T extends MemoryExerciseTypeInput> = T extends "pairs" ? "pairs-cards" : T;
export type ExerciseOfType<T extends MemoryExerciseTypeInput> = Extract<
  MemoryExercise,
  { type: CanonicalType<T> }
>;

/** What the user submits, per type. */
export type MemoryAnswerMap = {
  /** The words the user marked. */
  words: readonly string[];
  /** Whatever the user typed; only its digits count. */
  numbers: string;
  /** Fruit names in the order the user tapped them. */
  sequences: readonly string[];
  /** left -> the right item the user joined it with (or typed). */
  associations: Readonly<Record<string, string>>;
  /** Whatever the user typed; only its digits count. */
  stories: string;
  /** pairIds the user found (see `matchedPairIds` in cards.ts). */
  "pairs-cards": readonly string[];
};
export type MemoryAnswer<T extends MemoryExerciseType = MemoryExerciseType> = MemoryAnswerMap[T];

export type CheckResult = {
  isCorrect: boolean;
  /** Human-readable correct answer for the result screen and activity metadata. */
  correctAnswerText: string;
  /** Human-readable user answer ("" when nothing was answered). */
  userAnswerText: string;
};
