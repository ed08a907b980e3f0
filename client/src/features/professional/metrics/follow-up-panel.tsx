import { followUpMetricsEndpoints as api } from "@shared/api/routes";
import type { FollowUpMetrics } from "@shared/api/follow-up";
import type { MetricPeriod } from "@shared/api/metrics-paths";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint, queryKeyOf } from "@/lib/endpoint-client";
import { LoadError, Loading } from "../common/feedback";

const percent = (rate: number | null) => (rate === null ? "—" : `${Math.round(rate * 100)} %`);

function items(data: FollowUpMetrics) {
  return [
    { label: "Llamadas hechas / previstas", value: `${data.callsDone} / ${data.callsDue}`, detail: `${percent(data.callsDoneRate)} · ${data.contactsLogged} contactos registrados` },
    { label: "Saludos respondidos", value: String(data.checkInsAnswered), detail: `${data.checkInsMissed} sin respuesta` },
    {
      label: "Saludos sin respuesta llamados en 2 horas",
      value: percent(data.missedFollowedUpRate),
      detail: `${data.missedFollowedUp} de ${data.checkInsMissed}`,
    },
  ];
}

/**
 * 'Seguimiento': calls made against the plans, check-ins answered, and missed check-ins followed by a call
 * within 2 hours, for the municipality's consented people over the tab's period.
 */
export function FollowUpPanel({ days }: { days: MetricPeriod }) {
  const query = useQuery<FollowUpMetrics>({
    queryKey: [...queryKeyOf(api.aggregated), `days=${days}`],
    queryFn: () => callEndpoint(api.aggregated, { query: { days } }),
  });
  return (
    <section aria-labelledby="metrics-follow-up" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5">
      <h3 id="metrics-follow-up" className="text-xl font-bold text-slate-900">
        Seguimiento del programa
      </h3>
      {query.isError ? (
        <LoadError message="No se pudieron cargar las cifras de seguimiento" onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Loading label="Cargando seguimiento..." />
      ) : (
        <ul aria-label="Resumen del seguimiento" className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,13rem),1fr))] gap-4">
          {items(query.data).map((item) => (
            <li key={item.label} className="flex flex-col gap-1 rounded-2xl border-2 border-slate-200 p-4">
              <span className="text-base font-semibold text-slate-900">{item.label}</span>
              <span className="text-2xl font-bold text-slate-900">{item.value}</span>
              <span className="text-sm text-slate-700">{item.detail}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
