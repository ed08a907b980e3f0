// The executive summary of the metrics tab (docs/behaviour/09-constants.md thresholds) and period-over-period trends.
// Pure: the metrics go in, Spanish sentences come out; the same function runs wherever it is needed.
// Figures are written by metrics-format, the same functions as the KPI cards and charts.

import { METRIC_FORMAT, formatCount, formatUpToOneDecimal } from "./metrics-format";

/** The metric fields the summary reads (a subset of the entities of docs/behaviour/03-entities.md). */
export type SummaryInput = {
  engagement: { dailyActiveRate: number; cognitiveExercises: number; totalSessions: number };
  health: { medicationAdherence: number; appointmentAttendance: number; averageDelayMinutes: number };
  aiQuality: { averageResponseTime: number; alertsGenerated: number };
  /** Consented people without activity for over 48 h (docs/behaviour/04-states.md 'alerts' filter). */
  inactiveUsers: number;
};

export type SummaryItem = { key: SummaryKey; text: string };
export type ExecutiveSummary = {
  achievements: SummaryItem[];
  improvements: SummaryItem[];
  recommendations: SummaryItem[];
};

export const SUMMARY_TITLES = {
  achievements: "Logros",
  improvements: "Áreas de Mejora",
  recommendations: "Recomendaciones",
} as const;

/** Shown when a column has nothing to say. */
export const SUMMARY_EMPTY = {
  achievements: "Todavía no hay logros destacables en este periodo.",
  improvements: "No se han detectado áreas de mejora en este periodo.",
  recommendations: "Sin recomendaciones: siga con el plan actual.",
} as const;

/**
 * docs/behaviour/09-constants.md. "Over" is strictly greater, "under" strictly less; "between 0 and 2000 ms" excludes
 * both ends (0 means no assistant replies were measured). Rates are 0-1.
 */
const SUMMARY_THRESHOLDS = {
  achievement: {
    medicationAdherenceOver: 0.8,
    dailyActiveRateOver: 0.05,
    responseTimeAbove: 0,
    responseTimeBelow: 2000,
    cognitiveExercisesOver: 0,
    sessionsOver: 10,
  },
  improvement: {
    alertsOver: 0,
    averageDelayOver: 10,
    medicationAdherenceUnder: 0.7,
    dailyActiveRateUnder: 0.03,
    inactiveUsersOver: 0,
  },
  recommendation: {
    medicationAdherenceUnder: 0.8,
    cognitiveExercisesUnder: 5,
    responseTimeOver: 2000,
    dailyActiveRateUnder: 0.1,
    appointmentAttendanceUnder: 0.8,
  },
} as const;

export type SummaryKey =
  | "adherence-high"
  | "activity-high"
  | "response-fast"
  | "exercises-done"
  | "sessions-many"
  | "alerts"
  | "delay-high"
  | "adherence-low"
  | "activity-low"
  | "inactive-users"
  | "reinforce-medication"
  | "encourage-exercises"
  | "review-assistant"
  | "boost-activity"
  | "confirm-appointments";

const F = METRIC_FORMAT;
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
const num = (value: number) => (Number.isFinite(value) ? value : 0);

export function executiveSummary(input: SummaryInput): ExecutiveSummary {
  const A = SUMMARY_THRESHOLDS.achievement;
  const I = SUMMARY_THRESHOLDS.improvement;
  const R = SUMMARY_THRESHOLDS.recommendation;
  const adherence = num(input.health.medicationAdherence);
  const attendance = num(input.health.appointmentAttendance);
  const delay = num(input.health.averageDelayMinutes);
  const activeRate = num(input.engagement.dailyActiveRate);
  const exercises = num(input.engagement.cognitiveExercises);
  const sessions = num(input.engagement.totalSessions);
  const responseTime = num(input.aiQuality.averageResponseTime);
  const alerts = num(input.aiQuality.alertsGenerated);
  const inactive = num(input.inactiveUsers);

  const achievements: SummaryItem[] = [];
  const improvements: SummaryItem[] = [];
  const recommendations: SummaryItem[] = [];

  if (adherence > A.medicationAdherenceOver) {
    achievements.push({
      key: "adherence-high",
      text: `Buena adherencia a la medicación: ${F.medicationAdherence(adherence)} (más del 80 %).`,
    });
  }
  if (activeRate > A.dailyActiveRateOver) {
    achievements.push({
      key: "activity-high",
      text: `Tasa de actividad diaria del ${F.dailyActiveRate(activeRate)} (más del 5 %).`,
    });
  }
  if (responseTime > A.responseTimeAbove && responseTime < A.responseTimeBelow) {
    achievements.push({
      key: "response-fast",
      text: `El asistente responde con rapidez: ${formatCount(responseTime)} ms de media (menos de 2 s).`,
    });
  }
  if (exercises > A.cognitiveExercisesOver) {
    achievements.push({
      key: "exercises-done",
      text: `${plural(exercises, "Se ha completado", "Se han completado")} ${formatCount(exercises)} ${plural(exercises, "ejercicio cognitivo", "ejercicios cognitivos")}.`,
    });
  }
  if (sessions > A.sessionsOver) {
    achievements.push({
      key: "sessions-many",
      text: `${formatCount(sessions)} inicios de sesión en el periodo (más de 10).`,
    });
  }

  if (alerts > I.alertsOver) {
    improvements.push({
      key: "alerts",
      text: `${formatCount(alerts)} ${plural(alerts, "alerta de salud generada", "alertas de salud generadas")} por el asistente: revisar su seguimiento.`,
    });
  }
  if (delay > I.averageDelayOver) {
    improvements.push({
      key: "delay-high",
      text: `Retraso medio de ${formatUpToOneDecimal(delay)} minutos al completar los recordatorios (más de 10).`,
    });
  }
  if (adherence < I.medicationAdherenceUnder) {
    improvements.push({
      key: "adherence-low",
      text: `Adherencia a la medicación baja: ${F.medicationAdherence(adherence)} (menos del 70 %).`,
    });
  }
  if (activeRate < I.dailyActiveRateUnder) {
    improvements.push({
      key: "activity-low",
      text: `Actividad diaria muy baja: ${F.dailyActiveRate(activeRate)} (menos del 3 %).`,
    });
  }
  if (inactive > I.inactiveUsersOver) {
    improvements.push({
      key: "inactive-users",
      text: `${formatCount(inactive)} ${plural(inactive, "persona con consentimiento lleva", "personas con consentimiento llevan")} más de 48 horas sin actividad.`,
    });
  }

  if (adherence < R.medicationAdherenceUnder) {
    recommendations.push({
      key: "reinforce-medication",
      text: `Reforzar los recordatorios de medicación y revisar las tomas pendientes (adherencia del ${F.medicationAdherence(adherence)}).`,
    });
  }
  if (exercises < R.cognitiveExercisesUnder) {
    recommendations.push({
      key: "encourage-exercises",
      text: `Animar a practicar los ejercicios de memoria: ${formatCount(exercises)} en el periodo.`,
    });
  }
  if (responseTime > R.responseTimeOver) {
    recommendations.push({
      key: "review-assistant",
      text: `Revisar el motor del asistente: tarda ${formatUpToOneDecimal(responseTime / 1000)} s de media en responder.`,
    });
  }
  if (activeRate < R.dailyActiveRateUnder) {
    recommendations.push({
      key: "boost-activity",
      text: `Proponer actividades y llamadas para aumentar el uso diario (actividad diaria del ${F.dailyActiveRate(activeRate)}).`,
    });
  }
  if (attendance < R.appointmentAttendanceUnder) {
    recommendations.push({
      key: "confirm-appointments",
      text: `Confirmar las citas con antelación y ofrecer acompañamiento (asistencia del ${F.appointmentAttendance(attendance)}).`,
    });
  }

  return { achievements, improvements, recommendations };
}

export type Trend = {
  /** current - previous */
  delta: number;
  /** (current - previous) / previous; null when previous is 0 (no base to compare with). */
  relative: number | null;
  direction: "up" | "down" | "flat";
  /** Whether the change is good news (null when flat). */
  favourable: boolean | null;
};

/** Period-over-period change of one metric, for the trends panel. */
export function metricTrend(current: number, previous: number, higherIsBetter = true): Trend {
  const c = num(current);
  const p = num(previous);
  const delta = c - p;
  const direction = Math.abs(delta) < 1e-9 ? "flat" : delta > 0 ? "up" : "down";
  return {
    delta,
    relative: p === 0 ? null : delta / p,
    direction,
    favourable: direction === "flat" ? null : direction === "up" === higherIsBetter,
  };
}
