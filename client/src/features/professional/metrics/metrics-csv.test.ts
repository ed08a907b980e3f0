import { parseSemicolonCsv } from "@shared/testing/semicolon-csv";
import { SUMMARY_EMPTY } from "@shared/domain/metrics-summary";
import { describe, expect, it } from "vitest";
import { metricsAnswer } from "@/test/professional/metrics-fixtures";
import { buildMetricsCsv, csvField, csvFileName, csvLine } from "./metrics-csv";
import { buildMetricsView, type MetricsView } from "./metrics-view";

const parse = parseSemicolonCsv;

const view: MetricsView = buildMetricsView({
  engagement: metricsAnswer("engagement"),
  health: metricsAnswer("health"),
  aiQuality: metricsAnswer("ai-quality"),
});
const context = { selection: "Todos los usuarios con consentimiento (12)", generatedAt: "18/11/26, 11:30" };

describe("csvField", () => {
  it("leaves plain text and our numbers alone", () => {
    expect(csvField("Adherencia a medicación")).toBe("Adherencia a medicación");
    expect(csvField("85,3 %")).toBe("85,3 %");
    expect(csvField("-5,2 %")).toBe("-5,2 %");
    expect(csvField(12)).toBe("12");
  });

  it("quotes separators, quotes and line breaks", () => {
    expect(csvField("a;b")).toBe('"a;b"');
    expect(csvField('dijo "hola"')).toBe('"dijo ""hola"""');
    expect(csvField("dos\nlíneas")).toBe('"dos\nlíneas"');
    expect(csvField("dos\r\nlíneas")).toBe('"dos\r\nlíneas"');
  });

  it("neutralises text a spreadsheet would run as a formula", () => {
    expect(csvField('=HYPERLINK("http://x";"y")')).toBe('"\'=HYPERLINK(""http://x"";""y"")"');
    expect(csvField("+34 600")).toBe("'+34 600");
    expect(csvField("@SUMA(A1)")).toBe("'@SUMA(A1)");
    expect(csvField("-x")).toBe("'-x");
    expect(csvField("\tcmd")).toBe("'\tcmd");
  });

  it("joins a line with semicolons", () => {
    expect(csvLine(["a", "b;c", 3])).toBe('a;"b;c";3');
  });
});

describe("buildMetricsCsv", () => {
  const csv = buildMetricsCsv(view, context);
  const rows = parse(csv.slice(1));
  const find = (section: string, label: string) => rows.find((r) => r[0] === section && r[1] === label);

  it("starts with the UTF-8 BOM, Spanish headers, and ends every line with CRLF", () => {
    expect(csv.startsWith("\uFEFFSección;Indicador;Valor;Periodo anterior;Cambio\r\n")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv.replaceAll("\r\n", "").includes("\n")).toBe(false);
    expect(rows.every((r) => r.length === 5)).toBe(true);
  });

  it("carries the period, the selection and the KPI values exactly as shown", () => {
    expect(find("Informe", "Periodo")).toEqual([
      "Informe",
      "Periodo",
      "Últimos 30 días (del 20/10/2026 al 18/11/2026)",
      "Del 20/09/2026 al 19/10/2026",
      "",
    ]);
    expect(find("Informe", "Usuarios")?.[2]).toBe("Todos los usuarios con consentimiento (12)");
    expect(find("Informe", "Personas incluidas")?.[2]).toBe("12");
    expect(find("Informe", "Generado")?.[2]).toBe("18/11/26, 11:30");
    for (const kpi of view.kpis) expect(find("Indicadores clave", kpi.label)?.[2]).toBe(kpi.value);
    expect(find("Indicadores clave", "Tasa de Participación")?.[2]).toBe("66,7 %");
  });

  it("carries the health percentages, the chart's counts and every trend row", () => {
    expect(find("Salud (%)", "Adherencia a medicación")?.[2]).toBe("85 %");
    expect(find("Participación", "Inicios de sesión")?.slice(2)).toEqual(["240", "120", ""]);
    expect(rows.filter((r) => r[0] === "Tendencias")).toHaveLength(view.trends.length);
    expect(find("Tendencias", "Alertas de salud")?.slice(2)).toEqual(["3", "1", "Sube 200,0 %"]);
  });

  it("writes each summary sentence, or the column's empty sentence", () => {
    const empty = { ...view, summary: { ...view.summary, recommendations: [] } };
    const emptyRows = parse(buildMetricsCsv(empty, context).slice(1));
    expect(emptyRows.filter((r) => r[0] === "Recomendaciones").map((r) => r[2])).toEqual([
      SUMMARY_EMPTY.recommendations,
    ]);
    expect(rows.filter((r) => r[0] === "Logros").map((r) => r[2])).toEqual(
      view.summary.achievements.map((item) => item.text),
    );
  });

  it("a hostile or awkward name round-trips safely", () => {
    const name = '=cmd|"/c calc";Pérez';
    const back = parse(buildMetricsCsv(view, { ...context, selection: name }).slice(1));
    expect(back.find((r) => r[1] === "Usuarios")?.[2]).toBe(`'${name}`);
  });
});

describe("csvFileName", () => {
  it("names the file after the period", () => {
    expect(csvFileName("2026-10-20", "2026-11-18")).toBe("informe-metricas-2026-10-20-a-2026-11-18.csv");
  });
});
