import { AlertTriangle, CalendarDays, ClipboardList, Users } from "lucide-react";
import { lazy } from "react";
import { LoadError } from "../../common/feedback";
import { useProfessional } from "../../common/use-professional";
import { useAlerts } from "../alerts/use-alerts";
import { useSummary } from "../use-summary";
import { StatCard } from "./stat-card";

// Dialog contents are downloaded when a card is first opened (docs/architecture.md#performance-targets).
const ActiveUsersPanel = lazy(() => import("./active-users-panel"));
const AlertsPanel = lazy(() => import("../alerts/alerts-panel"));
const AppointmentsPanel = lazy(() => import("./appointments-panel"));
const ActivitiesPanel = lazy(() => import("../activities/activities-panel"));

/** The four clickable cards of the users tab (docs/behaviour/02-screens.md), each opening its dialog. */
export function StatCards() {
  const { id } = useProfessional();
  const summary = useSummary(id);
  // The alert list is polled every 30 s, so its length is the freshest count once it has loaded.
  const alerts = useAlerts(id);
  const data = summary.data;
  const alertCount = alerts.data?.length ?? data?.pendingAlerts;
  const show = (value: number | undefined) => (value === undefined ? null : String(value));
  const missingLabel = summary.isError ? "Sin datos" : "Cargando...";
  return (
    <section aria-labelledby="stats-title" className="flex flex-col gap-3">
      <h2 id="stats-title" className="text-2xl font-bold text-slate-900">
        Resumen del programa
      </h2>
      {summary.isError ? (
        <LoadError message="No se pudo cargar el resumen" onRetry={() => void summary.refetch()} />
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <li>
          <StatCard
            label="Usuarios Activos Hoy"
            missingLabel={missingLabel}
            value={data ? `${data.activeToday}/${data.consentedUsers}` : null}
            detail="Activos en 24 h / con consentimiento municipal"
            icon={Users}
            description="Personas con consentimiento municipal que han tenido actividad en las últimas 24 horas."
          >
            <ActiveUsersPanel />
          </StatCard>
        </li>
        <li>
          <StatCard
            label="Alertas Pendientes"
            missingLabel={alerts.isError && summary.isError ? "Sin datos" : "Cargando..."}
            value={show(alertCount)}
            detail="Se actualiza cada 30 segundos"
            icon={AlertTriangle}
            isHighlighted={!!alertCount}
            description="Las alertas escaladas aparecen primero. Marque cada una como atendida al resolverla."
          >
            <AlertsPanel />
          </StatCard>
        </li>
        <li>
          <StatCard
            label="Citas Esta Semana"
            missingLabel={missingLabel}
            value={show(data?.appointmentsThisWeek)}
            detail="De lunes a domingo"
            icon={CalendarDays}
            description="Citas de las personas con consentimiento municipal, de lunes a domingo."
          >
            <AppointmentsPanel />
          </StatCard>
        </li>
        <li>
          <StatCard
            label="Actividades del Programa"
            missingLabel={missingLabel}
            value={show(data?.programActivities)}
            detail="Asignadas a todos los usuarios"
            icon={ClipboardList}
            description="Cada actividad se asigna a todas las personas del programa."
          >
            <ActivitiesPanel />
          </StatCard>
        </li>
      </ul>
    </section>
  );
}
