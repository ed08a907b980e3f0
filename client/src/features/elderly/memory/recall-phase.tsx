import type { MemoryAnswer, MemoryExercise } from "@shared/domain/memory";
import { useCallback, useRef } from "react";
import { Button } from "@/components/ui/button";
import { CountdownDisplay, PausedNotice } from "./countdown-display";
import { RecallAnswer } from "./recall-answer";
import { useCountdown } from "./use-countdown";
import { useFirstInView } from "./use-first-in-view";

type Props = { exercise: MemoryExercise; onFinish: (answer: MemoryAnswer | null) => void };

/**
 * Recall with the exercise's time limit (pausable, extendable); at 0 whatever was answered is checked
 * automatically. With 'Sin límite de tiempo' the answer is checked only when the person presses the
 * button. While paused the answer controls are hidden but stay mounted, so nothing typed is lost. The cards of
 * 'Empareja las Cartas' may start below the fold on a short screen: their time starts once a card is in view.
 */
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
  const answerBoxRef = useRef<HTMLDivElement>(null);
  const isInView = useFirstInView(answerBoxRef, exercise.type === "pairs-cards");
  const countdown = useCountdown(exercise.timeLimit, () => finish(answerRef.current), !isInView);
  const isHeld = countdown.isHeld && !countdown.isUnlimited;
  const doneLabel = exercise.type === "pairs-cards" ? "Terminar" : "Comprobar respuesta";
  return (
    <div className="flex flex-col gap-6">
      <p className="text-2xl text-slate-900">{exercise.recallPrompt}</p>
      <CountdownDisplay
        label="Tiempo para responder"
        countdown={countdown}
        doneLabel={doneLabel}
      />
      {isHeld ? <PausedNotice /> : null}
      <div ref={answerBoxRef} hidden={isHeld} className="flex flex-col gap-6">
        <RecallAnswer
          exercise={exercise}
          onChange={(answer) => {
            answerRef.current = answer;
          }}
          onComplete={finish}
        />
        <Button size="xl" className="self-start" onClick={() => finish(answerRef.current)}>
          {doneLabel}
        </Button>
      </div>
    </div>
  );
}
