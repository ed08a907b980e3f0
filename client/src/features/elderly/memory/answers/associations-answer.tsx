import type { AssociationsExercise } from "@shared/domain/memory";
import { useId, useState } from "react";

/** For each item, choose its pair from a large native list (usable by touch and keyboard). */
export function AssociationsAnswer({
  exercise,
  onChange,
}: {
  exercise: AssociationsExercise;
  onChange: (answer: Record<string, string>) => void;
}) {
  const id = useId();
  const [answer, setAnswer] = useState<Record<string, string>>({});
  const choose = (left: string, right: string) => {
    const next = { ...answer, [left]: right };
    if (!right) delete next[left];
    setAnswer(next);
    onChange(next);
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-2xl font-semibold text-slate-900">{exercise.question}</p>
      <ul className="flex flex-col gap-4">
        {exercise.options.left.map((left, index) => (
          <li
            key={left}
            className="flex flex-wrap items-center gap-4 rounded-2xl border-2 border-slate-400 bg-white p-4"
          >
            <label htmlFor={`${id}-${index}`} className="min-w-40 text-2xl font-semibold text-slate-900">
              {left} va con
            </label>
            <select
              id={`${id}-${index}`}
              value={answer[left] ?? ""}
              onChange={(event) => choose(left, event.target.value)}
              className="min-h-target min-w-0 flex-1 basis-56 rounded-xl border-2 border-slate-600 bg-white px-4 text-2xl text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <option value="">Elija...</option>
              {exercise.options.right.map((right) => (
                <option key={right} value={right}>
                  {right}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </div>
  );
}
