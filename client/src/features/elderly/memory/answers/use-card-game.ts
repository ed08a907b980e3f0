import {
  type CardGameState,
  createCardGame,
  flip,
  matchedPairIds,
  type PairsCardsExercise,
  resolve,
} from "@shared/domain/memory";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Runs the pure card reducer with real timers: a match stays 1 s, a mismatch turns back after 1.5 s,
 * and 0.5 s after the last pair `onComplete` gets the found pairs. `onChange` always has them too.
 */
export function useCardGame(
  exercise: PairsCardsExercise,
  onChange: (pairIds: string[]) => void,
  onComplete: (pairIds: string[]) => void,
) {
  const [game, setGame] = useState<CardGameState>(() => createCardGame(exercise));
  const gameRef = useRef(game);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const callbacksRef = useRef({ onChange, onComplete });

  useEffect(() => {
    callbacksRef.current = { onChange, onComplete };
  });
  useEffect(
    () => () => {
      if (timerRef.current) clearTimeout(timerRef.current);
    },
    [],
  );

  const update = useCallback((next: CardGameState) => {
    gameRef.current = next;
    setGame(next);
    callbacksRef.current.onChange(matchedPairIds(next));
  }, []);

  const schedule = useCallback(
    (afterMs: number) => {
      // Each resolved step may schedule the next one (match -> complete).
      const run = (delay: number) => {
        timerRef.current = setTimeout(() => {
          timerRef.current = null;
          const next = resolve(gameRef.current);
          update(next);
          if (next.pending) run(next.pending.afterMs);
          else if (next.finished) callbacksRef.current.onComplete(matchedPairIds(next));
        }, delay);
      };
      run(afterMs);
    },
    [update],
  );

  const flipCard = useCallback(
    (cardId: string) => {
      const result = flip(gameRef.current, cardId);
      if (!result.accepted) return;
      update(result.state);
      if (result.timer) schedule(result.timer.afterMs);
    },
    [schedule, update],
  );

  return { game, flipCard };
}
