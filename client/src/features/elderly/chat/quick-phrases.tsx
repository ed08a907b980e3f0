import { Button } from "@/components/ui/button";

const QUICK_PHRASES = [
  "¿Qué día es hoy?",
  "Quiero hacer un ejercicio de memoria",
  "¿Qué tiempo hace?",
  "Cuéntame un chiste",
] as const;

/** The four quick phrases (docs/behaviour/02-screens.md); each sends itself. */
export function QuickPhrases({
  isDisabled,
  onPick,
}: {
  isDisabled: boolean;
  onPick: (phrase: string) => void;
}) {
  return (
    <section aria-labelledby="quick-phrases-title" className="flex flex-col gap-3">
      <h2 id="quick-phrases-title" className="text-2xl font-semibold text-slate-900">
        Pregunte con un toque:
      </h2>
      {/* Two columns only when each is wide enough for the longest word at 'Muy Grande' (no 'ejercic/io'). */}
      <ul className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,15rem),1fr))] gap-3">
        {QUICK_PHRASES.map((phrase) => (
          <li key={phrase}>
            <Button
              size="xl"
              variant="secondary"
              className="w-full"
              disabled={isDisabled}
              onClick={() => onPick(phrase)}
            >
              {phrase}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
