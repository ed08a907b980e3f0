import type { Difficulty } from "@shared/domain/enums";
import {
  DIFFICULTY_LABELS,
  EXERCISE_LABELS,
  type MemoryExerciseType,
  memoryExerciseTypes,
} from "@shared/domain/memory";
import { BookOpen, Brain, Hash, Layers, Link2, type LucideIcon, Shuffle } from "lucide-react";

const DIFFICULTIES: readonly Difficulty[] = ["easy", "medium", "hard"];

const DETAILS: Record<MemoryExerciseType, { icon: LucideIcon; text: string }> = {
  words: { icon: Brain, text: "Recuerde una lista de palabras." },
  numbers: { icon: Hash, text: "Recuerde un número." },
  sequences: { icon: Shuffle, text: "Recuerde el orden de unas frutas." },
  associations: { icon: Link2, text: "Recuerde qué va con qué." },
  stories: { icon: BookOpen, text: "Lea una historia y responda una pregunta." },
  "pairs-cards": { icon: Layers, text: "Encuentre las cartas iguales." },
};

type Props = {
  difficulty: Difficulty;
  onDifficultyChange: (difficulty: Difficulty) => void;
  onStart: (type: MemoryExerciseType) => void;
};

/** Difficulty (Fácil, Medio, Difícil) and the six exercises. */
export function MemoryMenu({ difficulty, onDifficultyChange, onStart }: Props) {
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3 landscape:block">
        {/* Landscape: 'Dificultad' beside its three choices, so the first exercises stay above the help bar. */}
        <legend className="mb-3 text-2xl font-semibold text-slate-900 landscape:float-left landscape:mr-4 landscape:mb-0 landscape:flex landscape:min-h-target landscape:items-center">Dificultad</legend>
        <div className="grid grid-cols-3 gap-3">
          {DIFFICULTIES.map((level) => (
            <label key={level} className="cursor-pointer">
              <input
                type="radio"
                name="memory-difficulty"
                value={level}
                checked={difficulty === level}
                onChange={() => onDifficultyChange(level)}
                className="peer sr-only"
              />
              <span className="flex min-h-target items-center justify-center rounded-2xl border-2 border-brand-700 bg-white px-3 text-center text-xl font-semibold text-brand-800 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-4 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700">
                {DIFFICULTY_LABELS[level]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <section aria-labelledby="exercises-title" className="flex flex-col gap-3">
        <h2 id="exercises-title" className="text-2xl font-semibold text-slate-900">
          Elija un ejercicio
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {memoryExerciseTypes.map((type) => {
            const { icon: Icon, text } = DETAILS[type];
            return (
              <li key={type}>
                <button
                  type="button"
                  onClick={() => onStart(type)}
                  className="flex min-h-28 landscape:min-h-target w-full flex-col items-start gap-3 rounded-3xl border-2 border-brand-700 bg-white p-4 text-left sm:flex-row sm:items-center sm:gap-4 sm:p-5 landscape:px-4 landscape:py-3 text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  <Icon aria-hidden="true" className="h-12 w-12 shrink-0 landscape:h-10 landscape:w-10" />
                  <span className="flex flex-col">
                    <span className="text-2xl font-semibold">
                      {EXERCISE_LABELS[type]}
                    </span>
                    {/* The name comes from this visible text (WCAG 2.5.3). */}
                    <span className="text-lg text-slate-900">
                      {text}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
