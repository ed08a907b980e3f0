import { Pause, Play, Plus, Timer } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { CountdownState } from "./use-countdown";

type Props = {
  label: string;
  countdown: CountdownState;
  /** The button that ends the phase, named in the 'Sin límite de tiempo' note. */
  doneLabel: string;
};

/**
 * The seconds left, large and written out, with 'Pausar' / 'Continuar' and 'Más tiempo' (WCAG 2.2.1).
 * The timer itself is not live (role timer); a polite status says pauses, extensions and a few marks
 * instead of every second. With 'Sin límite de tiempo' only a note is shown.
 */
export function CountdownDisplay({ label, countdown, doneLabel }: Props) {
  if (countdown.isUnlimited) {
    return (
      <p className="self-start rounded-2xl border-2 border-slate-400 bg-white px-5 py-3 text-xl text-slate-900">
        Sin límite de tiempo: pulse «{doneLabel}» cuando esté listo.
      </p>
    );
  }
  const { remaining, isPaused, isHeld, extraSeconds, announcement, togglePause, extend } = countdown;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <div
        role="timer"
        aria-label={label}
        className="flex items-center gap-3 rounded-2xl border-2 border-slate-400 bg-white px-5 py-3 text-slate-900"
      >
        <Timer aria-hidden="true" className="h-9 w-9 shrink-0" />
        <span className="text-2xl">
          {label}: <span className="text-3xl font-bold tabular-nums">{remaining}</span> s
          {isPaused ? <span className="text-xl"> (en pausa)</span> : null}
        </span>
      </div>
      <Button size="xl" variant="secondary" onClick={togglePause}>
        <ControlLabel icon={isHeld ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}>
          {isHeld ? "Continuar" : "Pausar"}
        </ControlLabel>
      </Button>
      <Button size="xl" variant="secondary" onClick={extend}>
        <ControlLabel icon={<Plus aria-hidden="true" />}>Más tiempo (+{extraSeconds} s)</ControlLabel>
      </Button>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

function ControlLabel({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center [&>svg]:h-7 [&>svg]:w-7">{icon}</span>
      <span>{children}</span>
    </>
  );
}

/** Shown instead of the exercise while paused: nothing can be studied or answered meanwhile. */
export function PausedNotice() {
  return (
    <p className="rounded-2xl border-2 border-brand-700 bg-brand-50 px-5 py-4 text-2xl text-slate-900">
      En pausa. El ejercicio está oculto; pulse «Continuar» para seguir.
    </p>
  );
}
