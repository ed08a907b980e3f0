import type { AiQualityResponse, EngagementResponse, HealthResponse } from "@shared/api/metrics";
import { type ExecutiveSummary, executiveSummary, metricTrend } from "@shared/domain/metrics-summary";
import {
  describeTrend,
  formatCount,
  formatDay,
  formatMinutes,
  formatRateOneDecimal as rate1,
  formatRateRounded as rate0,
  NO_DATA,
  NO_PREVIOUS_DATA,
  roundedPercent,
} from "./metrics-format";

// What the metrics tab shows, computed once from the three API answers: the screen and the CSV report
// both read this, so the exported figures are the figures on screen.

export type MetricsData = { engagement: EngagementResponse; health: HealthResponse; aiQuality: AiQualityResponse };

export type Kpi = { key: string; label: string; value: string; detail: string };
export type EngagementBar = { label: string; current: number; previous: number };
export type HealthSlice = { key: string; label: string; percent: number; text: string; fill: string };
export type TrendRow = {
  key: string;
  label: string;
  current: string;
  previous: string;
  change: string;
  direction: "up" | "down" | "flat";
  favourable: boolean | null;
};

export type MetricsView = {
  period: string;
  previousPeriod: string;
  /** People counted in the period. */
  people: number;
  kpis: Kpi[];
  engagementBars: EngagementBar[];
  health: HealthSlice[];
  trends: TrendRow[];
  summary: ExecutiveSummary;
};

const periodText = (days: number, range: { from: string; to: string }) =>
  `Últimos ${days} días (del ${formatDay(range.from)} al ${formatDay(range.to)})`;

export function buildMetricsView({ engagement, health, aiQuality }: MetricsData): MetricsView {
  // The current period's figures are the answer's own top-level fields (docs/behaviour/07-api.md).
  const eng = engagement;
  const hea = health;
  const ai = aiQuality;

  const prevEng = engagement.previous;
  const prevHea = health.previous;
  const prevAi = aiQuality.previous;
  // Nobody was in the programme during the previous period: its zeros are absence of data, not results.
  const hasPreviousData = engagement.previousPeriod.userDays > 0;

  /** One row of the trends panel from [current, previous]. */
  const trend = (
    key: string,
    label: string,
    [current = 0, previous = 0]: number[],
    format: (value: number) => string,
    isHigherBetter = true,
  ): TrendRow => {
    if (!hasPreviousData) {
      const noData = { previous: NO_DATA, change: NO_PREVIOUS_DATA, direction: "flat", favourable: null } as const;
      return { key, label, current: format(current), ...noData };
    }
    const change = metricTrend(current, previous, isHigherBetter);
    return {
      key,
      label,
      current: format(current),
      previous: format(previous),
      change: describeTrend(change),
      direction: change.direction,
      favourable: change.favourable,
    };
  };

  const healthSlice = (key: string, label: string, rate: number, fill: string): HealthSlice => ({
    key,
    label,
    percent: roundedPercent(rate),
    text: rate0(rate),
    fill,
  });

  return {
    period: periodText(engagement.days, engagement.period),
    previousPeriod: `Del ${formatDay(engagement.previousPeriod.from)} al ${formatDay(engagement.previousPeriod.to)}`,
    people: engagement.period.users,
    kpis: [
      {
        key: "engagement-rate",
        label: "Tasa de Participación",
        value: rate1(ai.engagementRate),
        detail: `Personas que han conversado con el asistente. Actividad diaria: ${rate1(eng.dailyActiveRate)}`,
      },
      {
        key: "medication-adherence",
        label: "Adherencia a Medicación",
        value: rate0(hea.medicationAdherence),
        detail: "Tomas de medicación completadas sobre las previstas",
      },
      {
        key: "cognitive-exercises",
        label: "Ejercicios Cognitivos",
        value: formatCount(eng.cognitiveExercises),
        detail: "Ejercicios de memoria realizados en el periodo",
      },
      {
        key: "alerts",
        label: "Alertas de Salud",
        value: formatCount(ai.alertsGenerated),
        detail: "Alertas generadas por el asistente en el periodo",
      },
    ],
    engagementBars: [
      { label: "Inicios de sesión", current: eng.totalSessions, previous: prevEng.totalSessions },
      { label: "Ejercicios cognitivos", current: eng.cognitiveExercises, previous: prevEng.cognitiveExercises },
      { label: "Conversaciones con el asistente", current: ai.totalAISessions, previous: prevAi.totalAISessions },
    ],
    health: [
      healthSlice("medication", "Adherencia a medicación", hea.medicationAdherence, "#174c99"),
      healthSlice("appointments", "Asistencia a citas", hea.appointmentAttendance, "#0f766e"),
      healthSlice("on-time", "Recordatorios a tiempo", hea.onTimeCompletionRate, "#9a3412"),
    ],
    trends: [
      trend("engagement-rate", "Tasa de participación", [ai, prevAi].map((m) => m.engagementRate), rate1),
      trend("daily-active", "Actividad diaria", [eng, prevEng].map((m) => m.dailyActiveRate), rate1),
      trend("sessions", "Inicios de sesión", [eng, prevEng].map((m) => m.totalSessions), formatCount),
      trend("interactions", "Interacciones", [eng, prevEng].map((m) => m.totalInteractions), formatCount),
      trend("exercises", "Ejercicios cognitivos", [eng, prevEng].map((m) => m.cognitiveExercises), formatCount),
      trend("adherence", "Adherencia a medicación", [hea, prevHea].map((m) => m.medicationAdherence), rate0),
      trend("attendance", "Asistencia a citas", [hea, prevHea].map((m) => m.appointmentAttendance), rate0),
      trend("alerts", "Alertas de salud", [ai, prevAi].map((m) => m.alertsGenerated), formatCount, false),
      trend(
        "delay",
        "Retraso medio al completar recordatorios",
        [hea, prevHea].map((m) => m.averageDelayMinutes),
        formatMinutes,
        false,
      ),
    ],
    summary: executiveSummary({
      engagement: eng,
      health: hea,
      aiQuality: ai,
      inactiveUsers: engagement.inactiveUsers,
    }),
  };
}
