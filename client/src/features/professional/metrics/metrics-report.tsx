import type { ReactNode } from "react";
import { EngagementChart } from "./engagement-chart";
import { ExecutiveSummaryColumns } from "./executive-summary";
import { HealthChart } from "./health-chart";
import { KpiCards } from "./kpi-cards";
import type { MetricsView } from "./metrics-view";
import { TrendsPanel } from "./trends-panel";

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h3 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Everything the tab shows for one selection and period. */
export function MetricsReport({ view }: { view: MetricsView }) {
  return (
    <div className="flex flex-col gap-6">
      <KpiCards kpis={view.kpis} />
      <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,26rem),1fr))] gap-6">
        <Block id="metrics-engagement" title="Participación">
          <EngagementChart bars={view.engagementBars} />
        </Block>
        <Block id="metrics-health" title="Salud">
          <HealthChart slices={view.health} />
        </Block>
      </div>
      <Block id="metrics-trends" title="Tendencias">
        <TrendsPanel rows={view.trends} previousPeriod={view.previousPeriod} />
      </Block>
      <Block id="metrics-summary" title="Resumen Ejecutivo">
        <ExecutiveSummaryColumns summary={view.summary} />
      </Block>
    </div>
  );
}
