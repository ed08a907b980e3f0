import {
  type CheckResult,
  DIFFICULTY_LABELS,
  type MemoryExercise,
  type MemoryGameState,
} from "@shared/domain/memory";
import { CheckCircle2, RotateCcw, Undo2, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

type Props = {
  exercise: MemoryExercise;
  result: CheckResult;
  /** Difficulty before this result, to tell when the level went up. */
  previousDifficulty: MemoryGameState["difficulty"];
  game: MemoryGameState;
  onMenu: () => void;
  onRetry: () => void;
};

/** Correct or not, the correct answer, the points, and 'Volver al menú' / 'Repetir'. */
export function ResultPhase({ exercise, result, previousDifficulty, game, onMenu, onRetry }: Props) {
  const isCorrect = result.isCorrect;
  const Icon = isCorrect ? CheckCircle2 : XCircle;
  return (
    <div className="flex flex-col gap-5">
      <p
        className={cn(
          "flex items-center gap-3 rounded-3xl border-4 p-5 text-3xl font-bold",
          isCorrect
            ? "border-green-700 bg-green-50 text-green-950"
            : "border-amber-700 bg-amber-50 text-amber-950",
        )}
      >
        <Icon aria-hidden="true" className="h-10 w-10 shrink-0" />
        {isCorrect ? "¡Correcto!" : "Esta vez no ha sido correcto"}
      </p>
      <dl className="grid gap-3 text-2xl text-slate-900">
        <div>
          <dt className="font-semibold">Respuesta correcta:</dt>
          <dd className="break-words">{result.correctAnswerText}</dd>
        </div>
        <div>
          <dt className="font-semibold">Su respuesta:</dt>
          <dd className="break-words">{result.userAnswerText || "Sin respuesta"}</dd>
        </div>
        <div>
          <dt className="font-semibold">Puntos ganados:</dt>
          <dd>{isCorrect ? exercise.points : 0}</dd>
        </div>
      </dl>
      {game.difficulty !== previousDifficulty ? (
        <p className="rounded-2xl border-2 border-brand-700 bg-brand-50 p-4 text-2xl font-semibold text-brand-800">
          ¡Muy bien! Sube de nivel: ahora {DIFFICULTY_LABELS[game.difficulty]}.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-4">
        <Button size="xl" variant="secondary" onClick={onMenu}>
          <Undo2 aria-hidden="true" className="h-7 w-7" />
          Volver al menú
        </Button>
        <Button size="xl" onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="h-7 w-7" />
          Repetir
        </Button>
      </div>
    </div>
  );
}
