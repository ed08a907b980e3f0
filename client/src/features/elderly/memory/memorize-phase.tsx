import type { MemoryExercise } from "@shared/domain/memory";
import { Button } from "@/components/ui/button";
import { CountdownDisplay, PausedNotice } from "./countdown-display";
import { MemorizeContent } from "./memorize-content";
import { useCountdown } from "./use-countdown";

const DONE_LABEL = "Ya lo he memorizado";

/**
 * Memorise for the seconds of docs/behaviour/09-constants.md (visible countdown, which can be paused or extended) or go
 * on early with 'Ya lo he memorizado'; with 'Sin límite de tiempo' only that button ends the phase. While paused the
 * content is hidden, so a pause is a rest, not extra time to study.
 */
export function MemorizePhase({ exercise, onDone }: { exercise: MemoryExercise; onDone: () => void }) {
  const countdown = useCountdown(exercise.memorizeSeconds, onDone);
  const isHeld = countdown.isHeld && !countdown.isUnlimited;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-2xl text-slate-900">{exercise.prompt}</p>
      <CountdownDisplay
        label="Tiempo para memorizar"
        countdown={countdown}
        doneLabel={DONE_LABEL}
      />
      {isHeld ? (
        <PausedNotice />
      ) : (
        <>
          <MemorizeContent exercise={exercise} />
          <Button size="xl" className="self-start" onClick={onDone}>
            {DONE_LABEL}
          </Button>
        </>
      )}
    </div>
  );
}
