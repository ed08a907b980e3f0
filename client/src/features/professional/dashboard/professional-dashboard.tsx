import { lazy, Suspense, useState } from "react";
import { Loading } from "../common/feedback";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../common/tabs";
import { useProfessional } from "../common/use-professional";
import { useSummary } from "./use-summary";
import { UsersTab } from "./users-tab";

// The metrics tab (and with it the charts library) and 'Llamadas de hoy' are only downloaded when opened.
const MetricsPanel = lazy(() => import("../metrics/metrics-panel"));
const TodayCalls = lazy(() => import("./follow-up/today-calls").then((module) => ({ default: module.TodayCalls })));

type TabValue = "users" | "calls" | "metrics";
const TAB_VALUES: readonly string[] = ["users", "calls", "metrics"];

/** '/', '/dashboard': 'Panel Municipal - Supervisión' with the tabs of docs/behaviour/02-screens.md. */
export function ProfessionalDashboard() {
  const { id, name } = useProfessional();
  const summary = useSummary(id);
  const [tab, setTab] = useState<TabValue>("users");
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold text-slate-900">Panel Municipal - Supervisión</h1>
          <p className="text-lg text-slate-800">{name}</p>
        </div>
        {summary.data ? (
          <p className="rounded-full border-2 border-green-700 bg-green-50 px-4 py-1 text-base font-semibold text-green-900">
            {summary.data.activeToday} usuarios activos
          </p>
        ) : null}
      </header>
      <Tabs value={tab} onValueChange={(value) => setTab(TAB_VALUES.includes(value) ? (value as TabValue) : "users")}>
        <TabsList aria-label="Secciones del panel">
          <TabsTrigger value="users">Gestión de Usuarios</TabsTrigger>
          <TabsTrigger value="metrics">Métricas y Análisis</TabsTrigger>
          {/* Last, so the arrow keys from the users tab still reach the metrics next, as before. */}
          <TabsTrigger value="calls">Llamadas de hoy</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="calls">
          <Suspense fallback={<Loading label="Cargando llamadas..." />}>
            <TodayCalls />
          </Suspense>
        </TabsContent>
        <TabsContent value="metrics">
          <Suspense fallback={<Loading label="Cargando métricas..." />}>
            <MetricsPanel />
          </Suspense>
        </TabsContent>
      </Tabs>
    </main>
  );
}
