import type { SequencesExercise } from "@shared/domain/memory";
import { useState } from "react";
import { Button } from "@/components/ui/button";

/** Tap the fruits in the order they were shown; the chosen order is listed and can be corrected. */
export function SequencesAnswer({
  exercise,
  onChange,
}: {
  exercise: SequencesExercise;
  onChange: (names: string[]) => void;
}) {
  const [order, setOrder] = useState<string[]>([]);
  const update = (next: string[]) => {
    setOrder(next);
    onChange(next);
  };
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {exercise.options.map((fruit) => {
          const position = order.indexOf(fruit.name);
          return (
            <li key={fruit.name}>
              <button
                type="button"
                disabled={position >= 0}
                onClick={() => update([...order, fruit.name])}
                className="flex min-h-28 w-full flex-col items-center justify-center rounded-2xl border-2 border-slate-500 bg-white p-3 text-xl font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:border-brand-700 disabled:bg-brand-50"
              >
                <span aria-hidden="true" className="text-5xl">
                  {fruit.symbol}
                </span>
                <span>{fruit.name}</span>
                {position >= 0 ? <span className="text-lg">({position + 1}.º)</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="text-xl text-slate-900">
        Su orden:{" "}
        {order.length ? order.map((name, i) => `${i + 1}. ${name}`).join(", ") : "todavía ninguna fruta"}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          size="xl"
          variant="secondary"
          disabled={!order.length}
          onClick={() => update(order.slice(0, -1))}
        >
          Quitar la última
        </Button>
        <Button size="xl" variant="secondary" disabled={!order.length} onClick={() => update([])}>
          Empezar de nuevo
        </Button>
      </div>
    </div>
  );
}
