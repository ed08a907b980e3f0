import { Button } from "@/components/ui/button";

export const QUICK_PHRASES = [
  "¿Qué día es hoy?",
  "Quiero hacer un ejercicio de memoria",
  "¿Qué tiempo hace?",
  "Cuéntame un chiste",
] as const;

/** The four quick phrases (SPEC section 2); each sends itself. */
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
      <ul className="grid gap-3 sm:grid-cols-2">
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
