import { describe, expect, it } from "vitest";
import { metricsAnswer } from "@/test/professional/metrics-fixtures";
import { describeTrend, formatCount, formatRateOneDecimal, roundedPercent } from "./metrics-format";
import { buildMetricsView, type MetricsData } from "./metrics-view";
import { metricTrend } from "@shared/domain/metrics-summary";

function data(overrides: Partial<MetricsData> = {}): MetricsData {
  return {
    engagement: metricsAnswer("engagement"),
    health: metricsAnswer("health"),
    aiQuality: metricsAnswer("ai-quality"),
    ...overrides,
  };
}

describe("metrics formats (docs/behaviour/09-constants.md)", () => {
  it("engagement rate keeps one decimal, even when it is zero", () => {
    expect(formatRateOneDecimal(0.4567)).toBe("45,7 %");
    expect(formatRateOneDecimal(0.45)).toBe("45,0 %");
    expect(formatRateOneDecimal(0)).toBe("0,0 %");
    expect(formatRateOneDecimal(1)).toBe("100,0 %");
    expect(formatRateOneDecimal(Number.NaN)).toBe("0,0 %");
  });

  it("radial percentages are rounded to whole numbers", () => {
    expect(roundedPercent(0.845)).toBe(85);
    expect(roundedPercent(0.8449)).toBe(84);
    expect(roundedPercent(0.005)).toBe(1);
    expect(roundedPercent(0.0049)).toBe(0);
  });

  it("counts use Spanish grouping", () => {
    expect(formatCount(1989)).toBe("1989");
    expect(formatCount(12345)).toBe("12.345");
  });

  it("a change is stated with its real percentage, or without one when the base is 0", () => {
    expect(describeTrend(metricTrend(30, 20))).toBe("Sube 50,0 %");
    expect(describeTrend(metricTrend(10, 40))).toBe("Baja 75,0 %");
    expect(describeTrend(metricTrend(7, 7))).toBe("Sin cambios");
    expect(describeTrend(metricTrend(0, 0))).toBe("Sin cambios");
    expect(describeTrend(metricTrend(5, 0))).toBe("Sube desde 0 (sin porcentaje)");
  });
});

describe("buildMetricsView", () => {
  it("turns the three answers into the KPI cards of the tab", () => {
    const view = buildMetricsView(data());
    expect(view.kpis.map(({ label, value }) => [label, value])).toEqual([
      ["Tasa de Participación", "66,7 %"],
      ["Adherencia a Medicación", "85 %"],
      ["Ejercicios Cognitivos", "37"],
      ["Alertas de Salud", "3"],
    ]);
    expect(view.period).toBe("Últimos 30 días (del 20/10/2026 al 18/11/2026)");
    expect(view.previousPeriod).toBe("Del 20/09/2026 al 19/10/2026");
    expect(view.people).toBe(12);
  });

  it("health slices carry rounded percentages for the rings and the list", () => {
    const view = buildMetricsView(
      data({ health: metricsAnswer("health", { current: { appointmentAttendance: 0.999, onTimeCompletionRate: 0 } }) }),
    );
    expect(view.health.map(({ label, percent, text }) => [label, percent, text])).toEqual([
      ["Adherencia a medicación", 85, "85 %"],
      ["Asistencia a citas", 100, "100 %"],
      ["Recordatorios a tiempo", 0, "0 %"],
    ]);
  });

  it("trends compare with the previous period; fewer alerts and shorter delays are good news", () => {
    const view = buildMetricsView(
      data({
        aiQuality: metricsAnswer("ai-quality", { current: { alertsGenerated: 1 }, previous: { alertsGenerated: 4 } }),
        health: metricsAnswer("health", { current: { averageDelayMinutes: 5 }, previous: { averageDelayMinutes: 5 } }),
      }),
    );
    const row = (key: string) => view.trends.find((t) => t.key === key);
    expect(row("alerts")).toMatchObject({
      current: "1",
      previous: "4",
      change: "Baja 75,0 %",
      direction: "down",
      favourable: true,
    });
    expect(row("delay")).toMatchObject({ current: "5 min", change: "Sin cambios", favourable: null });
    expect(row("sessions")).toMatchObject({ current: "240", previous: "120", change: "Sube 100,0 %", favourable: true });
  });

  it("the executive summary reads the same figures (inactive people from the engagement answer)", () => {
    const view = buildMetricsView(data({ engagement: metricsAnswer("engagement", { inactiveUsers: 1 }) }));
    expect(view.summary.improvements.map((i) => i.text)).toContain(
      "1 persona con consentimiento lleva más de 48 horas sin actividad.",
    );
    expect(view.summary.achievements.map((i) => i.key)).toEqual([
      "adherence-high",
      "activity-high",
      "response-fast",
      "exercises-done",
      "sessions-many",
    ]);
  });
});
