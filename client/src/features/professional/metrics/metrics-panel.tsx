import { DEFAULT_METRIC_PERIOD, type MetricPeriod } from "@shared/api/metrics-paths";
import { useState } from "react";
import { EmptyState, LoadError, Loading } from "../common/feedback";
import { plural } from "../common/labels";
import { fullName } from "@shared/domain/names";
import { useProfessional } from "../common/use-professional";
import { useSummary } from "../dashboard/use-summary";
import { ExportReportButton } from "./export-report-button";
import type { PickedPerson } from "../common/person-picker";
import { allUsersLabel, MetricsFilters, personLabel } from "./metrics-filters";
import { MetricsErrors } from "./metrics-errors";
import { MetricsReport } from "./metrics-report";
import { FollowUpPanel } from "./follow-up-panel";
import { ResponsePanel } from "./response-panel";
import { buildMetricsView, type MetricsView } from "./metrics-view";
import { useMetrics } from "./use-metrics";

export const NO_CONSENTED_USERS =
  "Todavía no hay personas con consentimiento municipal: las métricas aparecerán cuando alguna lo dé.";

const SUMMARY_FAILED = "No se pudo saber cuántas personas tienen consentimiento municipal";

/** 'Carmen López · Últimos 30 días (del … al …)' or, for the group, how many people it counts. */
function describeShown(personName: string | null, view: MetricsView): string {
  if (personName) return `${personName} · ${view.period}`;
  const people = plural(view.people, "persona incluida", "personas incluidas");
  return `Todas las personas con consentimiento (${people}) · ${view.period}`;
}

/**
 * Tab 'Métricas y Análisis' ('Panel de Métricas'), loaded with React.lazy so the charts library never enters
 * the dashboard bundle. Metrics cover only people with personal consent; with nobody consenting, no metric
 * call is made.
 */
export default function MetricsPanel() {
  const { id, timezone } = useProfessional();
  const summary = useSummary(id);
  const [person, setPerson] = useState<PickedPerson | null>(null);
  const [days, setDays] = useState<MetricPeriod>(DEFAULT_METRIC_PERIOD);

  const consented = summary.data?.consentedUsers ?? 0;
  const target = person ? { userId: person.id } : { professionalId: id };
  const metrics = useMetrics(target, days, !!id && consented > 0);
  const view = metrics.data ? buildMetricsView(metrics.data) : null;
  const selectionLabel = person ? personLabel(person) : allUsersLabel(consented);

  let body;
  if (summary.isError) {
    body = <LoadError message={SUMMARY_FAILED} onRetry={() => void summary.refetch()} />;
  } else if (!summary.data) {
    body = <Loading label="Cargando métricas..." />;
  } else if (consented === 0) {
    body = <EmptyState text={NO_CONSENTED_USERS} />;
  } else {
    body = (
      <>
        <MetricsFilters
          consented={consented}
          selected={person}
          days={days}
          onSelectedChange={setPerson}
          onDaysChange={setDays}
        >
          {view && metrics.data ? (
            <ExportReportButton
              view={view}
              selection={selectionLabel}
              range={metrics.data.engagement.period}
              timezone={timezone}
            />
          ) : null}
        </MetricsFilters>
        <p aria-live="polite" className="text-lg text-slate-800">
          {view ? describeShown(person ? fullName(person) : null, view) : ""}
        </p>
        {metrics.errors.length > 0 ? (
          <MetricsErrors
            errors={metrics.errors}
            onRetry={metrics.retry}
            onShowAll={person ? () => setPerson(null) : undefined}
          />
        ) : view ? (
          <>
            <MetricsReport view={view} />
            <ResponsePanel target={target} days={days} />
            {person ? null : <FollowUpPanel days={days} />}
          </>
        ) : (
          <Loading label="Cargando métricas..." />
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="metrics-title" className="flex flex-col gap-6 rounded-2xl bg-white p-6 shadow-sm">
      <div className="flex flex-col gap-1">
        <h2 id="metrics-title" className="text-2xl font-bold text-slate-900">
          Panel de Métricas
        </h2>
        <p className="text-lg text-slate-800">
          Participación, salud y calidad del asistente de las personas con consentimiento municipal.
        </p>
      </div>
      {body}
    </section>
  );
}
