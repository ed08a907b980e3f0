/**
 * Tab 'Métricas y Análisis' (loaded with React.lazy so the charts library never enters the dashboard
 * bundle). The KPIs, charts and executive summary arrive in a later version.
 */
export default function MetricsPanel() {
  return (
    <section
      aria-labelledby="metrics-title"
      className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm"
    >
      <h2 id="metrics-title" className="text-2xl font-bold text-slate-900">
        Panel de Métricas
      </h2>
      <p className="text-lg text-slate-800">
        Aquí verá la participación, la salud y la calidad del asistente de las personas con consentimiento
        municipal. Esta sección estará disponible próximamente.
      </p>
    </section>
  );
}
