import { EXERCISE_LABELS } from "@shared/domain/memory";
import { useEffect, useRef } from "react";
import { BackLink } from "@/components/back-link";
import { useHoldReminders } from "@/lib/reminder-hold";
import { useElderlyUser } from "../common/use-elderly-user";
import { MemorizePhase } from "./memorize-phase";
import { MemoryMenu } from "./memory-menu";
import { RecallPhase } from "./recall-phase";
import { ResultPhase } from "./result-phase";
import { ScoreHeader } from "./score-header";
import { type MemoryPhase, useMemorySession } from "./use-memory-session";

function phaseTitle(phase: MemoryPhase): string {
  if (phase.kind === "menu") return "Elija la dificultad y un ejercicio";
  const label = EXERCISE_LABELS[phase.exercise.type];
  if (phase.kind === "memorize") return `${label}: memorice`;
  if (phase.kind === "recall") return `${label}: responda`;
  return `${label}: resultado`;
}

/** 'Ejercicios Memoria': menu, then memorize, recall and result, with the score in the header. */
export function MemoryPage() {
  const { userId } = useElderlyUser();
  const session = useMemorySession(userId);
  const { phase, game } = session;
  const titleRef = useRef<HTMLHeadingElement>(null);
  // A due reminder waits for the result screen.
  useHoldReminders(phase.kind === "memorize" || phase.kind === "recall");

  // Each new phase takes the keyboard and screen-reader focus to its title (not on first display).
  const phaseKey = `${phase.round}:${phase.kind}`;
  useEffect(() => {
    if (phaseKey !== "0:menu") titleRef.current?.focus();
  }, [phaseKey]);

  return (
    // Tight spacing: on a tablet either way round the first exercises and the cards fit above the help bar at every
    // text size.
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-3 px-4 py-4">
      {/* Right padding: the score stays out of the fixed gear's corner at every text size. */}
      <div className="flex flex-wrap items-center justify-between gap-4 pr-20">
        <BackLink href="/dashboard" label="Volver al inicio" isLarge />
        <ScoreHeader game={game} />
      </div>
      <h1 className="text-4xl font-bold text-slate-900">Ejercicios Memoria</h1>
      <h2 ref={titleRef} tabIndex={-1} className="text-3xl font-bold text-slate-900">
        {phaseTitle(phase)}
      </h2>
      {phase.kind === "menu" ? (
        <MemoryMenu
          difficulty={game.difficulty}
          onDifficultyChange={session.setDifficulty}
          onStart={session.start}
        />
      ) : phase.kind === "memorize" ? (
        <MemorizePhase key={phase.round} exercise={phase.exercise} onDone={session.toRecall} />
      ) : phase.kind === "recall" ? (
        <RecallPhase key={phase.round} exercise={phase.exercise} onFinish={session.finish} />
      ) : (
        <ResultPhase
          exercise={phase.exercise}
          result={phase.result}
          previousDifficulty={phase.previousDifficulty}
          game={game}
          onMenu={session.toMenu}
          onRetry={session.retry}
        />
      )}
    </main>
  );
}
