import type { Difficulty } from "@shared/domain/enums";
import {
  activityDescription,
  activityMetadata,
  applyResult,
  type CheckResult,
  checkAnswer,
  generateExercise,
  initialGameState,
  type MemoryAnswer,
  type MemoryExercise,
  type MemoryExerciseType,
  type MemoryGameState,
} from "@shared/domain/memory";
import { useCallback, useRef, useState } from "react";
import { recordActivity } from "../common/record-activity";
import { newExerciseRng } from "./memory-rng";

export type MemoryPhase =
  | { kind: "menu"; round: number }
  | { kind: "memorize"; round: number; exercise: MemoryExercise }
  | { kind: "recall"; round: number; exercise: MemoryExercise }
  | {
      kind: "result";
      round: number;
      exercise: MemoryExercise;
      result: CheckResult;
      previousDifficulty: Difficulty;
    };

/**
 * Menu -> memorize -> recall -> result, with score, streak and difficulty (docs/behaviour/04-states.md). Each result
 * is recorded as a cognitive_exercise activity with the metadata of docs/behaviour/03-entities.md.
 *
 * Points and streak do not depend on time: docs/behaviour/04-states.md awards an exercise's points for a
 * correct answer and moves the streak on right or wrong, and says nothing of time bonuses or penalties. So an answer
 * given after 'Pausar', 'Más tiempo' or with 'Sin límite de tiempo' scores exactly like one given within the documented
 * countdown; the metadata stays as documented. Scoring an accommodation lower would penalise the people WCAG 2.2.1 is
 * for.
 */
export function useMemorySession(userId: string) {
  const [game, setGameState] = useState<MemoryGameState>(() => initialGameState());
  const [phase, setPhaseState] = useState<MemoryPhase>({ kind: "menu", round: 0 });
  const gameRef = useRef(game);
  const phaseRef = useRef(phase);

  const setGame = useCallback((next: MemoryGameState) => {
    gameRef.current = next;
    setGameState(next);
  }, []);
  const setPhase = useCallback((next: MemoryPhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  }, []);

  const setDifficulty = useCallback(
    (difficulty: Difficulty) => setGame({ ...gameRef.current, difficulty }),
    [setGame],
  );

  const start = useCallback(
    (type: MemoryExerciseType) => {
      const exercise = generateExercise(type, gameRef.current.difficulty, newExerciseRng());
      setPhase({ kind: "memorize", round: phaseRef.current.round + 1, exercise });
    },
    [setPhase],
  );

  const toRecall = useCallback(() => {
    const current = phaseRef.current;
    if (current.kind === "memorize") setPhase({ ...current, kind: "recall" });
  }, [setPhase]);

  const finish = useCallback(
    (answer: MemoryAnswer | null) => {
      const current = phaseRef.current;
      if (current.kind !== "recall") return;
      const { exercise } = current;
      const result = checkAnswer(exercise, answer);
      const previous = gameRef.current;
      const next = applyResult(previous, exercise, result.isCorrect);
      setGame(next);
      setPhase({ ...current, kind: "result", result, previousDifficulty: previous.difficulty });
      if (userId) {
        void recordActivity({
          userId,
          activityType: "cognitive_exercise",
          description: activityDescription(exercise, result),
          metadata: activityMetadata(exercise, result, next),
        });
      }
    },
    [setGame, setPhase, userId],
  );

  const toMenu = useCallback(() => setPhase({ kind: "menu", round: phaseRef.current.round + 1 }), [setPhase]);

  const retry = useCallback(() => {
    const current = phaseRef.current;
    if (current.kind === "result") start(current.exercise.type);
  }, [start]);

  return { game, phase, setDifficulty, start, toRecall, finish, toMenu, retry };
}
