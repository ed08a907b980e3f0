import { lowMoodDayLabel } from "@shared/domain/low-mood";
import { CloudSun } from "lucide-react";
import { cn } from "@/lib/cn";
import { useProfessional } from "./use-professional";

type LowMoodSignProps = {
  /** Newest local day with low mood in the last 7; nothing is shown without one. */
  day: string | null | undefined;
  now: Date;
  /** Days with low mood in the last 7, when known (the record). */
  dayCount?: number;
  className?: string;
};

/**
 * 'Ánimo bajo hoy': the assistant read sadness, loneliness or grief in a conversation of the person's
 * (docs/behaviour/13-later-additions.md#low-mood). A calm sign, not an alert: no red, no announcement.
 */
export function LowMoodSign({ day, now, dayCount, className }: LowMoodSignProps) {
  const { timezone } = useProfessional();
  if (!day) return null;
  const more = dayCount && dayCount > 1 ? ` (${dayCount} días esta semana)` : "";
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border border-indigo-300 bg-indigo-50 px-3 py-0.5 text-sm font-semibold text-indigo-950",
        className,
      )}
    >
      <CloudSun aria-hidden="true" className="h-4 w-4 shrink-0" />
      {`Ánimo bajo ${lowMoodDayLabel(day, now, timezone)}${more}`}
    </span>
  );
}
