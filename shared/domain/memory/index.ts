// Public API of the memory exercises (docs/behaviour/03-entities.md, 04-states.md, 05-validation.md and
// 09-constants.md; docs/behaviour/10-domain-rules.md#memory-exercises).

export type {
  CardGameState,
} from "./cards";
export { cardLabel, createCardGame, flip, isCardVisible, matchedPairIds, resolve } from "./cards";
export { checkAnswer } from "./check";
export type { Countdown } from "./countdown";
export {
  crossedAnnouncement,
  extendCountdown,
  extraSecondsFor,
  isCountdownOver,
  pauseCountdown,
  remainingSeconds,
  resumeCountdown,
  spokenSeconds,
  startCountdown,
} from "./countdown";
export type {
  MemoryExerciseType,
} from "./constants";
export {
  DIFFICULTY_LABELS,
  EXERCISE_LABELS,
  memoryExerciseTypes,
} from "./constants";
export { generateExercise } from "./generate";
export type { MemoryGameState } from "./progress";
export { activityDescription, activityMetadata, applyResult, initialGameState } from "./progress";
export type { Rng } from "../rng";
export { createRng } from "../rng";

export type {
  AssociationsExercise,
  CheckResult,
  MemoryAnswer,
  MemoryExercise,
  PairsCardsExercise,
  SequencesExercise,
  WordsExercise,
} from "./types";
