// Public API of the memory exercises (docs/behaviour/03-entities.md, 04-states.md, 05-validation.md and
// 09-constants.md; docs/behaviour/10-domain-rules.md#memory-exercises).
export type { AssociationPair } from "./bank-associations";
export { ASSOCIATION_BANK } from "./bank-associations";
export type { Story } from "./bank-stories";
export { STORY_BANK } from "./bank-stories";
export type { SymbolItem } from "./bank-symbols";
export { CARD_SYMBOL_BANK, FRUIT_BANK } from "./bank-symbols";
export { WORD_BANK } from "./bank-words";
export type {
  CardGameState,
  CardTimer,
  CardTimerKind,
  FlipRefusal,
  FlipResult,
} from "./cards";
export { cardLabel, createCardGame, flip, isCardVisible, matchedPairIds, resolve } from "./cards";
export { checkAnswer } from "./check";
export type { Countdown } from "./countdown";
export {
  ANNOUNCE_AT_SECONDS,
  crossedAnnouncement,
  extendCountdown,
  extraSecondsFor,
  isCountdownOver,
  isCountdownPaused,
  MIN_EXTRA_SECONDS,
  pauseCountdown,
  remainingMs,
  remainingSeconds,
  resumeCountdown,
  spokenSeconds,
  startCountdown,
} from "./countdown";
export type {
  AssociationsSettings,
  ExerciseSettings,
  MemoryExerciseType,
  MemoryExerciseTypeInput,
  NumbersSettings,
  PairsCardsSettings,
  SequencesSettings,
  StoriesSettings,
  TimedSettings,
  WordsSettings,
} from "./constants";
export {
  CARD_TIMINGS,
  DIFFICULTY_LABELS,
  EXERCISE_LABELS,
  EXERCISE_SETTINGS,
  EXTRA_MEMORIZE_SECONDS,
  MEMORIZE_SECONDS,
  memorizeSecondsFor,
  memoryExerciseTypes,
  nextDifficulty,
  parseExerciseType,
  STREAK_TO_LEVEL_UP,
} from "./constants";
export { ASSOCIATIONS_QUESTION, EXERCISE_PROMPTS, generateExercise } from "./generate";
export type { MemoryActivityMetadata, MemoryGameState } from "./progress";
export { activityDescription, activityMetadata, applyResult, initialGameState } from "./progress";
export type { Rng } from "../rng";
export { createRng } from "../rng";
export { caseless, digitsOnly, foldText } from "./text";
export type {
  AssociationsExercise,
  CanonicalType,
  CardFace,
  CheckResult,
  ExerciseOfType,
  MemoryAnswer,
  MemoryAnswerMap,
  MemoryCard,
  MemoryExercise,
  NumbersExercise,
  PairsCardsExercise,
  SequencesExercise,
  StoriesExercise,
  WordsExercise,
} from "./types";
