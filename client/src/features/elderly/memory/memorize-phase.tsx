import type { MemoryExercise } from "@shared/domain/memory";
import { Button } from "@/components/ui/button";
import { CountdownDisplay } from "./countdown-display";
import { MemorizeContent } from "./memorize-content";
import { useCountdown } from "./use-countdown";

/** Memorise for the SPEC seconds (visible countdown) or go on early with 'Ya lo he memorizado'. */
export function MemorizePhase({ exercise, onDone }: { exercise: MemoryExercise; onDone: () => void }) {
  const { remaining, isPaused } = useCountdown(exercise.memorizeSeconds, onDone);
  return (
    <div className="flex flex-col gap-6">
      <p className="text-2xl text-slate-900">{exercise.prompt}</p>
      <CountdownDisplay label="Tiempo para memorizar" remaining={remaining} isPaused={isPaused} />
      <MemorizeContent exercise={exercise} />
      <Button size="xl" className="self-start" onClick={onDone}>
        Ya lo he memorizado
      </Button>
    </div>
  );
}
