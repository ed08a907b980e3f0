import { checkInEndpoints } from "@shared/api/routes";
import type { CheckInToday } from "@shared/api/check-in";
import { checkInTodayLabel } from "@shared/domain/check-in";
import { useQuery } from "@tanstack/react-query";
import { queryKeyOf } from "@/lib/endpoint-client";

/**
 * Today's morning check-in, with the person's consent (this body only renders then): 'Hoy: Bien, 09:42',
 * 'Saludo sin respuesta', or nothing before it is due (and nothing when it is off).
 */
export function CheckInTodayLine({ elderlyId, timezone }: { elderlyId: string; timezone: string }) {
  const today = useQuery<CheckInToday>({
    queryKey: queryKeyOf(checkInEndpoints.today, { id: elderlyId }),
    refetchInterval: 5 * 60_000,
  });
  const label = today.data ? checkInTodayLabel(today.data, timezone) : null;
  if (!label) return null;
  const isMissed = today.data?.status === "missed";
  return (
    <p
      className={
        isMissed
          ? "rounded-xl border-2 border-amber-600 bg-amber-50 p-3 text-lg font-semibold text-amber-900"
          : "rounded-xl border-2 border-sky-200 bg-sky-50 p-3 text-lg font-semibold text-slate-900"
      }
    >
      <span className="sr-only">Saludo diario: </span>
      {label}
    </p>
  );
}
