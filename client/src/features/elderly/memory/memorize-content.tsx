import type { MemoryExercise } from "@shared/domain/memory";

const itemClasses =
  "rounded-2xl border-2 border-slate-400 bg-white p-4 text-center text-2xl font-semibold text-slate-900";

/** What to memorise, per exercise type. */
export function MemorizeContent({ exercise }: { exercise: MemoryExercise }) {
  switch (exercise.type) {
    case "words":
      return (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {exercise.content.map((word) => (
            <li key={word} className={itemClasses}>
              {word}
            </li>
          ))}
        </ul>
      );
    case "numbers":
      return (
        <p className="rounded-2xl border-2 border-slate-400 bg-white p-6 text-center text-5xl font-bold tracking-[0.3em] break-all text-slate-900 tabular-nums">
          <span aria-hidden="true">{exercise.content}</span>
          <span className="sr-only">{exercise.content.split("").join(" ")}</span>
        </p>
      );
    case "sequences":
      return (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {exercise.content.map((fruit, index) => (
            <li key={fruit.name} className={itemClasses}>
              <span className="block text-lg text-slate-800">{index + 1}.º</span>
              <span aria-hidden="true" className="block text-5xl">
                {fruit.symbol}
              </span>
              <span className="block">{fruit.name}</span>
            </li>
          ))}
        </ol>
      );
    case "associations":
      return (
        <ul className="flex flex-col gap-3">
          {exercise.content.map((pair) => (
            <li key={pair.left} className={itemClasses}>
              {pair.left} <span aria-hidden="true">↔</span>
              <span className="sr-only">va con</span> {pair.right}
            </li>
          ))}
        </ul>
      );
    case "stories":
      return (
        <p className="max-w-prose rounded-2xl border-2 border-slate-400 bg-white p-6 text-2xl leading-relaxed text-slate-900">
          {exercise.content}
        </p>
      );
    case "pairs-cards":
      return (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {exercise.options.map((card) => (
            // Drawn like the face of the card it will be (same grid, same size of name).
            <li
              key={card.id}
              className="rounded-2xl border-4 border-brand-700 bg-white p-2 text-center text-slate-900 sm:p-4"
            >
              <span className="block text-base text-slate-800">Carta {card.position}</span>
              <span aria-hidden="true" className="block text-5xl">
                {card.symbol}
              </span>
              <span className="block text-lg font-semibold">{card.name}</span>
            </li>
          ))}
        </ul>
      );
  }
}
