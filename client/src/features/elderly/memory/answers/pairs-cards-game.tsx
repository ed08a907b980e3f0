import { cardLabel, isCardVisible, type PairsCardsExercise } from "@shared/domain/memory";
import { cn } from "@/lib/cn";
import { useCardGame } from "./use-card-game";

/** Visibility switches when the card is edge-on: half of the 500 ms turn (at once with reduced motion). */
const HALF_TURN = "motion-safe:transition-[visibility] motion-safe:delay-250 motion-safe:duration-0";

type Props = {
  exercise: PairsCardsExercise;
  onChange: (pairIds: string[]) => void;
  onComplete: (pairIds: string[]) => void;
};

/**
 * 'Empareja las Cartas': cards are buttons (Tab, Enter or Space turn them). The flip animates only
 * when the person has not asked for reduced motion.
 */
export function PairsCardsGame({ exercise, onChange, onComplete }: Props) {
  const { game, flipCard } = useCardGame(exercise, onChange, onComplete);
  const found = game.matched.length / 2;
  return (
    <div className="flex flex-col gap-4">
      <p aria-live="polite" className="text-xl text-slate-900">
        Parejas encontradas: {found} de {exercise.content.length}
      </p>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 landscape:grid-cols-6">
        {game.cards.map((card) => {
          const isVisible = isCardVisible(game, card.id);
          const isMatched = game.matched.includes(card.id);
          return (
            <li key={card.id} className="[perspective:800px]">
              <button
                type="button"
                aria-label={cardLabel(game, card.id)}
                aria-pressed={isVisible}
                onClick={() => flipCard(card.id)}
                className="relative block h-32 landscape:h-28 w-full rounded-2xl focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {/* The label says everything (position, face, found): the faces are only drawn. The side turned
                    away is also made invisible (half-way through the turn) so its text never counts as the
                    button's visible text (WCAG 2.5.3). */}
                <span
                  aria-hidden="true"
                  className={cn(
                    "absolute inset-0 [transform-style:preserve-3d] motion-safe:transition-transform motion-safe:duration-500",
                    isVisible && "[transform:rotateY(180deg)]",
                  )}
                >
                  <span
                    className={cn(
                      "absolute inset-0 flex items-center justify-center rounded-2xl border-2 border-brand-800 bg-brand-700 text-4xl font-bold text-white [backface-visibility:hidden]",
                      HALF_TURN,
                      isVisible ? "invisible" : "visible",
                    )}
                  >
                    ?
                  </span>
                  <span
                    className={cn(
                      "absolute inset-0 flex flex-col items-center justify-center rounded-2xl border-4 bg-white text-slate-900 [backface-visibility:hidden] [transform:rotateY(180deg)]",
                      HALF_TURN,
                      isVisible ? "visible" : "invisible",
                      isMatched ? "border-green-700 bg-green-50" : "border-brand-700",
                    )}
                  >
                    <span className="text-5xl">{card.symbol}</span>
                    <span className="text-lg font-semibold">{card.name}</span>
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
