import { describe, expect, it } from "vitest";
import {
  executiveSummary,
  metricTrend,
  SUMMARY_TITLES,
  type SummaryInput,
  type SummaryKey,
} from "./metrics-summary";
import { METRIC_FORMAT } from "./metrics-format";

/**
 * A period that triggers as little as possible: no activity rate avoids both "over 5 %" and "under 10 %", and no
 * exercise count avoids both "over 0" and "under 5", so one achievement and one recommendation always remain.
 */
const quiet: SummaryInput = {
  engagement: { dailyActiveRate: 0.2, cognitiveExercises: 0, totalSessions: 10 },
  health: { medicationAdherence: 0.8, appointmentAttendance: 0.9, averageDelayMinutes: 5 },
  aiQuality: { averageResponseTime: 2000, alertsGenerated: 0 },
  inactiveUsers: 0,
};

type Patch = {
  engagement?: Partial<SummaryInput["engagement"]>;
  health?: Partial<SummaryInput["health"]>;
  aiQuality?: Partial<SummaryInput["aiQuality"]>;
  inactiveUsers?: number;
};
const withPatch = (patch: Patch): SummaryInput => ({
  engagement: { ...quiet.engagement, ...patch.engagement },
  health: { ...quiet.health, ...patch.health },
  aiQuality: { ...quiet.aiQuality, ...patch.aiQuality },
  inactiveUsers: patch.inactiveUsers ?? quiet.inactiveUsers,
});

const keysOf = (input: SummaryInput) => {
  const s = executiveSummary(input);
  return {
    achievements: s.achievements.map((i) => i.key),
    improvements: s.improvements.map((i) => i.key),
    recommendations: s.recommendations.map((i) => i.key),
  };
};
const has = (input: SummaryInput, column: keyof ReturnType<typeof keysOf>, key: SummaryKey) =>
  keysOf(input)[column].includes(key);

describe("executive summary (docs/behaviour/09-constants.md thresholds)", () => {
  it("the quiet baseline says only what no value can avoid", () => {
    expect(keysOf(quiet)).toEqual({
      achievements: ["activity-high"],
      improvements: [],
      recommendations: ["encourage-exercises"],
    });
    expect(SUMMARY_TITLES).toEqual({
      achievements: "Logros",
      improvements: "Áreas de Mejora",
      recommendations: "Recomendaciones",
    });
  });

  // [label, patch just above, at, just below, column, key, expected above/at/below]
  const cases: Array<[string, (v: number) => Patch, [number, number, number], keyof ReturnType<typeof keysOf>, SummaryKey, [boolean, boolean, boolean]]> = [
    ["adherence over 80 %", (v) => ({ health: { medicationAdherence: v } }), [0.8001, 0.8, 0.7999], "achievements", "adherence-high", [true, false, false]],
    ["daily active rate over 5 %", (v) => ({ engagement: { dailyActiveRate: v } }), [0.0501, 0.05, 0.0499], "achievements", "activity-high", [true, false, false]],
    ["response time below 2000 ms", (v) => ({ aiQuality: { averageResponseTime: v } }), [2001, 2000, 1999], "achievements", "response-fast", [false, false, true]],
    ["response time above 0 ms", (v) => ({ aiQuality: { averageResponseTime: v } }), [1, 0, -1], "achievements", "response-fast", [true, false, false]],
    ["cognitive exercises over 0", (v) => ({ engagement: { cognitiveExercises: v } }), [1, 0, -1], "achievements", "exercises-done", [true, false, false]],
    ["sessions over 10", (v) => ({ engagement: { totalSessions: v } }), [11, 10, 9], "achievements", "sessions-many", [true, false, false]],
    ["alerts over 0", (v) => ({ aiQuality: { alertsGenerated: v } }), [1, 0, -1], "improvements", "alerts", [true, false, false]],
    ["average delay over 10 min", (v) => ({ health: { averageDelayMinutes: v } }), [10.01, 10, 9.99], "improvements", "delay-high", [true, false, false]],
    ["adherence under 70 %", (v) => ({ health: { medicationAdherence: v } }), [0.7001, 0.7, 0.6999], "improvements", "adherence-low", [false, false, true]],
    ["daily active rate under 3 %", (v) => ({ engagement: { dailyActiveRate: v } }), [0.0301, 0.03, 0.0299], "improvements", "activity-low", [false, false, true]],
    ["inactive consented users over 0", (v) => ({ inactiveUsers: v }), [1, 0, -1], "improvements", "inactive-users", [true, false, false]],
    ["adherence under 80 %", (v) => ({ health: { medicationAdherence: v } }), [0.8001, 0.8, 0.7999], "recommendations", "reinforce-medication", [false, false, true]],
    ["cognitive exercises under 5", (v) => ({ engagement: { cognitiveExercises: v } }), [6, 5, 4], "recommendations", "encourage-exercises", [false, false, true]],
    ["response time over 2000 ms", (v) => ({ aiQuality: { averageResponseTime: v } }), [2001, 2000, 1999], "recommendations", "review-assistant", [true, false, false]],
    ["daily active rate under 10 %", (v) => ({ engagement: { dailyActiveRate: v } }), [0.1001, 0.1, 0.0999], "recommendations", "boost-activity", [false, false, true]],
    ["appointment attendance under 80 %", (v) => ({ health: { appointmentAttendance: v } }), [0.8001, 0.8, 0.7999], "recommendations", "confirm-appointments", [false, false, true]],
  ];

  it.each(cases)("%s: just above / at / just below", (_label, patch, values, column, key, expected) => {
    expect(values.map((v) => has(withPatch(patch(v)), column, key))).toEqual(expected);
  });

  it("a thresholds-only change never moves another item (each rule reads its own metric)", () => {
    const busy = withPatch({
      engagement: { dailyActiveRate: 0.02, cognitiveExercises: 3, totalSessions: 40 },
      health: { medicationAdherence: 0.65, appointmentAttendance: 0.5, averageDelayMinutes: 14.5 },
      aiQuality: { averageResponseTime: 2400, alertsGenerated: 2 },
      inactiveUsers: 3,
    });
    expect(keysOf(busy)).toEqual({
      achievements: ["exercises-done", "sessions-many"],
      improvements: ["alerts", "delay-high", "adherence-low", "activity-low", "inactive-users"],
      recommendations: [
        "reinforce-medication",
        "encourage-exercises",
        "review-assistant",
        "boost-activity",
        "confirm-appointments",
      ],
    });
  });

  it("writes Spanish sentences with the numbers, singular and plural", () => {
    const good = executiveSummary(
      withPatch({
        engagement: { dailyActiveRate: 0.125, cognitiveExercises: 42, totalSessions: 1234 },
        health: { medicationAdherence: 0.853 },
        aiQuality: { averageResponseTime: 850.4 },
      }),
    );
    expect(good.achievements.map((i) => i.text)).toEqual([
      "Buena adherencia a la medicación: 85 % (más del 80 %).",
      "Tasa de actividad diaria del 12,5 % (más del 5 %).",
      "El asistente responde con rapidez: 850 ms de media (menos de 2 s).",
      "Se han completado 42 ejercicios cognitivos.",
      "1234 inicios de sesión en el periodo (más de 10).",
    ]);
    const one = executiveSummary(
      withPatch({ engagement: { cognitiveExercises: 1 }, aiQuality: { alertsGenerated: 1 }, inactiveUsers: 1 }),
    );
    expect(one.achievements.map((i) => i.text)).toContain("Se ha completado 1 ejercicio cognitivo.");
    expect(one.improvements.map((i) => i.text)).toEqual([
      "1 alerta de salud generada por el asistente: revisar su seguimiento.",
      "1 persona con consentimiento lleva más de 48 horas sin actividad.",
    ]);
    const bad = executiveSummary(
      withPatch({
        engagement: { dailyActiveRate: 0.02, cognitiveExercises: 3 },
        health: { medicationAdherence: 0.6, appointmentAttendance: 0.75, averageDelayMinutes: 12.25 },
        aiQuality: { averageResponseTime: 2450, alertsGenerated: 4 },
        inactiveUsers: 7,
      }),
    );
    expect(bad.improvements.map((i) => i.text)).toEqual([
      "4 alertas de salud generadas por el asistente: revisar su seguimiento.",
      "Retraso medio de 12,3 minutos al completar los recordatorios (más de 10).",
      "Adherencia a la medicación baja: 60 % (menos del 70 %).",
      "Actividad diaria muy baja: 2,0 % (menos del 3 %).",
      "7 personas con consentimiento llevan más de 48 horas sin actividad.",
    ]);
    expect(bad.recommendations.map((i) => i.text)).toEqual([
      "Reforzar los recordatorios de medicación y revisar las tomas pendientes (adherencia del 60 %).",
      "Animar a practicar los ejercicios de memoria: 3 en el periodo.",
      "Revisar el motor del asistente: tarda 2,5 s de media en responder.",
      "Proponer actividades y llamadas para aumentar el uso diario (actividad diaria del 2,0 %).",
      "Confirmar las citas con antelación y ofrecer acompañamiento (asistencia del 75 %).",
    ]);
  });

  it("treats missing numbers (NaN) as 0 instead of printing NaN", () => {
    const s = executiveSummary(withPatch({ health: { medicationAdherence: Number.NaN } }));
    expect(JSON.stringify(s)).not.toContain("NaN");
    expect(s.improvements.map((i) => i.key)).toContain("adherence-low");
  });

  it("writes each figure with the same rounding as the KPI cards and charts (metrics-format)", () => {
    const s = executiveSummary(
      withPatch({ engagement: { dailyActiveRate: 0.0612 }, health: { medicationAdherence: 0.619 } }),
    );
    const texts = [...s.achievements, ...s.improvements, ...s.recommendations].map((i) => i.text).join(" ");
    expect(texts).toContain(`adherencia del ${METRIC_FORMAT.medicationAdherence(0.619)}`);
    expect(METRIC_FORMAT.medicationAdherence(0.619)).toBe("62 %");
    expect(texts).not.toContain("61,9");
    expect(texts).toContain(`Tasa de actividad diaria del ${METRIC_FORMAT.dailyActiveRate(0.0612)}`);
    expect(METRIC_FORMAT.dailyActiveRate(0.0612)).toBe("6,1 %");
  });
});

describe("metric trends (current vs previous period)", () => {
  it.each([
    [10, 8, true, { delta: 2, relative: 0.25, direction: "up", favourable: true }],
    [8, 10, true, { delta: -2, relative: -0.2, direction: "down", favourable: false }],
    [8, 10, false, { delta: -2, relative: -0.2, direction: "down", favourable: true }],
    [5, 5, true, { delta: 0, relative: 0, direction: "flat", favourable: null }],
    [3, 0, true, { delta: 3, relative: null, direction: "up", favourable: true }],
    [0, 0, true, { delta: 0, relative: null, direction: "flat", favourable: null }],
  ] as const)("%d vs %d (higher is better: %s)", (current, previous, higherIsBetter, expected) => {
    expect(metricTrend(current, previous, higherIsBetter)).toEqual(expected);
  });
});
