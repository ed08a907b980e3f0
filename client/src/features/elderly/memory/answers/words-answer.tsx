import type { WordsExercise } from "@shared/domain/memory";
import { useState } from "react";
import { cn } from "@/lib/cn";

/** Toggle buttons: mark the words that were shown. */
export function WordsAnswer({
  exercise,
  onChange,
}: {
  exercise: WordsExercise;
  onChange: (words: string[]) => void;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const toggle = (word: string) => {
    const next = chosen.includes(word) ? chosen.filter((w) => w !== word) : [...chosen, word];
    setChosen(next);
    onChange(next);
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-xl text-slate-900" aria-live="polite">
        Ha marcado {chosen.length} de {exercise.correctAnswer.length} palabras.
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {exercise.options.map((word) => {
          const isChosen = chosen.includes(word);
          return (
            <li key={word}>
              <button
                type="button"
                aria-pressed={isChosen}
                onClick={() => toggle(word)}
                className={cn(
                  "flex min-h-target w-full items-center justify-center gap-2 rounded-2xl border-2 px-3 text-xl font-semibold focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
                  isChosen
                    ? "border-brand-800 bg-brand-700 text-white"
                    : "border-slate-500 bg-white text-slate-900 hover:bg-slate-100",
                )}
              >
                {isChosen ? <span aria-hidden="true">✓</span> : null}
                {word}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
