import type { Kpi } from "./metrics-view";

/** The four KPI cards: participation, medication adherence, cognitive exercises and health alerts. */
export function KpiCards({ kpis }: { kpis: Kpi[] }) {
  return (
    <ul aria-label="Indicadores clave" className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,13rem),1fr))] gap-4">
      {kpis.map((kpi) => (
        <li
          key={kpi.key}
          className="flex flex-col gap-2 rounded-2xl border-2 border-slate-200 bg-white p-5 shadow-sm"
        >
          <h3 className="text-base font-semibold text-slate-900">
            {kpi.label}
          </h3>
          <p className="text-4xl font-bold whitespace-nowrap text-slate-900">
            {kpi.value}
          </p>
          <p className="text-sm text-slate-700">{kpi.detail}</p>
        </li>
      ))}
    </ul>
  );
}
