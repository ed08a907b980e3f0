import { CalendarClock, ChartColumn, Pill, Sparkles } from "lucide-react";
import { instantLabel } from "../common/time-labels";
import { medicinesToday, nextAppointment } from "./dashboard-stats";
import { StatTile } from "./stat-tile";
import type { useDashboardData } from "./use-dashboard-data";

type StatTilesProps = { data: ReturnType<typeof useDashboardData>; now: Date; timezone: string };

/** The four figures of the dashboard: activity today, medicines today, weekly compliance, next appointment. */
export function StatTiles({ data, now, timezone }: StatTilesProps) {
  const { activityToday, today, stats, all } = data;

  const activityCount = activityToday.data ? activityToday.data.count : null;
  const medicines = today.data ? medicinesToday(today.data) : null;
  const appointment = all.data ? nextAppointment(all.data, now, timezone) : undefined;

  let complianceDetail = "Sin recordatorios vencidos en los últimos 7 días";
  if (stats.data && stats.data.due > 0) {
    complianceDetail = `${stats.data.completed} de ${stats.data.due} recordatorios completados en 7 días`;
  }

  return (
    <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4">
      <StatTile
        icon={Sparkles}
        label="Actividad de hoy"
        value={activityCount === null ? null : String(activityCount)}
        detail={activityCount === 1 ? "acción registrada hoy" : "acciones registradas hoy"}
        isError={activityToday.isError}
      />
      <StatTile
        icon={Pill}
        label="Medicinas tomadas hoy"
        value={medicines ? `${medicines.taken}/${medicines.total}` : null}
        detail={
          medicines && medicines.total === 0
            ? "No tiene medicinas programadas hoy"
            : `${medicines?.taken ?? 0} de ${medicines?.total ?? 0} marcadas como tomadas`
        }
        isError={today.isError}
      />
      <StatTile
        icon={ChartColumn}
        label="Cumplimiento semanal"
        value={stats.data ? `${stats.data.percentage}%` : null}
        detail={complianceDetail}
        isError={stats.isError}
      />
      <StatTile
        icon={CalendarClock}
        label="Próxima cita"
        value={
          appointment === undefined
            ? null
            : appointment
              ? instantLabel(appointment.at, now, timezone)
              : "Sin citas próximas"
        }
        detail={appointment ? appointment.reminder.title : undefined}
        isError={all.isError}
        isLongValue
      />
    </div>
  );
}
