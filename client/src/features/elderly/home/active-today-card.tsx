import { CheckCircle2, Clock } from "lucide-react";
import { Card } from "@/components/ui/card";
import { formatClock } from "../common/clock-format";
import { useNow } from "../common/use-now";

/** Footer card: 'Activa hoy' and the time in the person's zone, refreshed every minute. */
export function ActiveTodayCard({ timezone }: { timezone: string }) {
  const now = useNow();
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4 border-2 border-slate-300 p-6">
      <p className="flex items-center gap-3 text-2xl font-semibold text-green-900">
        <CheckCircle2 aria-hidden="true" className="h-9 w-9 shrink-0" />
        Activa hoy
      </p>
      <p className="flex items-center gap-3 text-2xl text-slate-900">
        <Clock aria-hidden="true" className="h-9 w-9 shrink-0" />
        <span>
          Son las <time className="font-bold">{formatClock(now, timezone)}</time>
        </span>
      </p>
    </Card>
  );
}
