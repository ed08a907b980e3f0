import type { MemoryAnswer, MemoryExercise } from "@shared/domain/memory";
import { useCallback, useRef } from "react";
import { Button } from "@/components/ui/button";
import { CountdownDisplay } from "./countdown-display";
import { RecallAnswer } from "./recall-answer";
import { useCountdown } from "./use-countdown";

type Props = { exercise: MemoryExercise; onFinish: (answer: MemoryAnswer | null) => void };

/** Recall with the exercise's time limit; at 0 whatever was answered is checked automatically. */
export function RecallPhase({ exercise, onFinish }: Props) {
  const answerRef = useRef<MemoryAnswer | null>(null);
  const isFinishedRef = useRef(false);
  const finish = useCallback(
    (answer: MemoryAnswer | null) => {
      if (isFinishedRef.current) return;
      isFinishedRef.current = true;
      onFinish(answer);
    },
    [onFinish],
  );
  const { remaining, isPaused } = useCountdown(exercise.timeLimit, () => finish(answerRef.current));
  const isCardGame = exercise.type === "pairs-cards";
  return (
    <div className="flex flex-col gap-6">
      <p className="text-2xl text-slate-900">{exercise.recallPrompt}</p>
      <CountdownDisplay label="Tiempo para responder" remaining={remaining} isPaused={isPaused} />
      <RecallAnswer
        exercise={exercise}
        onChange={(answer) => {
          answerRef.current = answer;
        }}
        onComplete={finish}
      />
      <Button size="xl" className="self-start" onClick={() => finish(answerRef.current)}>
        {isCardGame ? "Terminar" : "Comprobar respuesta"}
      </Button>
    </div>
  );
}
