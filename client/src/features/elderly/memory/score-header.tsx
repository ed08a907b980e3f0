import { DIFFICULTY_LABELS, type MemoryGameState } from "@shared/domain/memory";

/** Score, streak and level of this session (docs/behaviour/04-states.md: in the header). */
export function ScoreHeader({ game }: { game: MemoryGameState }) {
  const items = [
    { label: "Puntos", value: String(game.score) },
    { label: "Racha", value: String(game.streak) },
    { label: "Nivel", value: DIFFICULTY_LABELS[game.difficulty] },
  ];
  return (
    <section aria-label="Su marcador">
      <dl className="flex flex-wrap gap-2">
        {items.map((item) => (
          <div
            key={item.label}
            className="flex items-baseline gap-2 rounded-2xl border-2 border-brand-700 bg-white px-3 py-1"
          >
            <dt className="text-xl text-slate-900">{item.label}:</dt>
            <dd className="text-2xl font-bold text-brand-800">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
