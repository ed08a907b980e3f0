import type { MetricPeriod } from "@shared/api/metrics-paths";
import type { ResponseMetrics } from "@shared/api/response-metrics";
import { alertOutcomes } from "@shared/domain/enums";
import { ALERT_OUTCOME_LABELS } from "@shared/domain/help-request";
import { formatDuration } from "@shared/domain/metrics-format";
import { EmptyState, LoadError, Loading } from "../common/feedback";
import { ResponseTable, withinTarget } from "./response-table";
import { type ResponseTarget, useResponseMetrics } from "./use-response-metrics";

const NO_REQUESTS = "No hubo peticiones de ayuda ni alertas de salud críticas en este periodo.";

function Summary({ data }: { data: ResponseMetrics }) {
  const items = [
    { label: "Peticiones recibidas", value: String(data.raised), detail: `${data.open} sin atender todavía` },
    {
      label: "«La atiendo» a tiempo",
      value: withinTarget(data.acknowledge),
      detail: `Objetivo: ${formatDuration(data.targets.ackSeconds)}`,
    },
    {
      label: "«Atendida» a tiempo",
      value: withinTarget(data.attend),
      detail: `Objetivo: ${formatDuration(data.targets.attendSeconds)}`,
    },
  ];
  return (
    <ul aria-label="Resumen de la respuesta" className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,13rem),1fr))] gap-4">
      {items.map((item) => (
        <li key={item.label} className="flex flex-col gap-1 rounded-2xl border-2 border-slate-200 p-4">
          <span className="text-base font-semibold text-slate-900">{item.label}</span>
          <span className="text-2xl font-bold text-slate-900">{item.value}</span>
          <span className="text-sm text-slate-700">{item.detail}</span>
        </li>
      ))}
    </ul>
  );
}

function Outcomes({ data }: { data: ResponseMetrics }) {
  const rows = alertOutcomes.map((outcome) => ({ label: ALERT_OUTCOME_LABELS[outcome], count: data.outcomes[outcome] }));
  if (data.withoutOutcome > 0) rows.push({ label: "Sin resultado indicado", count: data.withoutOutcome });
  return (
    <div className="grid gap-2">
      <h4 id="response-outcomes" className="text-lg font-semibold text-slate-900">
        Resultado de las atendidas
      </h4>
      <ul aria-labelledby="response-outcomes" className="flex flex-wrap gap-2">
        {rows.map((row) => (
          <li key={row.label} className="rounded-xl border-2 border-slate-200 px-3 py-2 text-base text-slate-900">
            {row.label}: <strong>{row.count}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * 'Respuesta a las peticiones de ayuda': how fast staff answered, against the municipality's targets, for the
 * same selection and period as the rest of the tab (docs/behaviour/10-domain-rules.md#response-times).
 */
export function ResponsePanel({ target, days }: { target: ResponseTarget; days: MetricPeriod }) {
  const response = useResponseMetrics(target, days, true);
  const data = response.data;
  let body;
  if (response.isError) {
    body = (
      <LoadError message="No se pudieron cargar los tiempos de respuesta" onRetry={() => void response.refetch()} />
    );
  } else if (!data) {
    body = <Loading label="Cargando tiempos de respuesta..." />;
  } else if (data.raised === 0) {
    body = <EmptyState text={NO_REQUESTS} />;
  } else {
    body = (
      <>
        <Summary data={data} />
        <ResponseTable
          data={data}
          step="acknowledge"
          title="«La atiendo»: tiempo hasta que alguien del personal la toma"
          target={data.targets.ackSeconds}
        />
        <ResponseTable
          data={data}
          step="attend"
          title="«Atendida»: tiempo hasta que queda atendida"
          target={data.targets.attendSeconds}
        />
        <Outcomes data={data} />
      </>
    );
  }
  return (
    <section aria-labelledby="metrics-response" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5">
      <h3 id="metrics-response" className="text-xl font-bold text-slate-900">
        Respuesta a las peticiones de ayuda
      </h3>
      <p className="text-base text-slate-800">
        Peticiones de ayuda y alertas de salud críticas del periodo. Mediana: la mitad se respondió en ese tiempo o
        menos; percentil 90: nueve de cada diez. Quien atiende sin pulsar antes «La atiendo» cuenta como si la
        hubiera tomado al atenderla.
      </p>
      {body}
    </section>
  );
}
