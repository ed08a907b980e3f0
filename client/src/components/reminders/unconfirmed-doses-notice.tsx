import type { UnconfirmedDose } from "@shared/api/reminders";
import { localDate } from "@shared/domain/time";
import { unconfirmedLabel } from "@shared/domain/unconfirmed-doses";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { reminderKeys } from "./reminder-keys";

/** The query key (under the person's reminder prefix, so reminder edits and completions reload it). */
const unconfirmedDosesKey = (elderlyId: string) => reminderKeys.unconfirmed(elderlyId);

/** The person's 'Sin confirmar' doses, re-read every minute (a dose crosses its deadline with the screen open). */
export const useUnconfirmedDoses = (elderlyId: string) =>
  useQuery<UnconfirmedDose[]>({ queryKey: unconfirmedDosesKey(elderlyId), refetchInterval: 60_000 });

/**
 * 'Toma sin confirmar: Enalapril, 08:30' for each medicine dose not confirmed 60 minutes after its time.
 * Renders nothing when all is confirmed or the answer is refused (the page shows its own private/error state).
 */
export function UnconfirmedDosesNotice({ elderlyId, now, timezone }: { elderlyId: string; now: Date; timezone: string }) {
  const query = useUnconfirmedDoses(elderlyId);
  const doses = query.data ?? [];
  if (doses.length === 0) return null;
  const today = localDate(now, timezone);
  return (
    <section
      aria-label="Tomas sin confirmar"
      className="flex items-start gap-3 rounded-xl border-2 border-amber-700 bg-amber-50 p-4 text-amber-950"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
      <ul className="flex flex-col gap-1 text-lg font-semibold">
        {doses.map((dose) => (
          <li key={`${dose.reminderId}-${dose.occurrenceDate}`}>{unconfirmedLabel(dose, today)}</li>
        ))}
      </ul>
    </section>
  );
}
