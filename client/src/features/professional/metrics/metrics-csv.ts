import { SUMMARY_EMPTY, SUMMARY_TITLES } from "@shared/domain/metrics-summary";
import { formatCount } from "./metrics-format";
import type { MetricsView } from "./metrics-view";

// 'Exportar informe': the figures of the metrics tab as CSV for a spreadsheet. Pure (no DOM, no clock).
// Semicolons separate the fields (the list separator of Spanish spreadsheets, where decimals use commas);
// the UTF-8 byte order mark makes Excel read accents correctly.

const CSV_SEPARATOR = ";";
const CSV_BOM = "\uFEFF";
const CSV_HEADERS = ["Sección", "Indicador", "Valor", "Periodo anterior", "Cambio"] as const;

// A text that a spreadsheet would run as a formula (CSV injection), unless it is one of our plain numbers.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d[\d.,]*( ?%)?$/;

/** One field: formula-like text neutralised with a leading apostrophe; quoted when it holds ; " or a line break. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (fields: readonly (string | number)[]) => fields.map(csvField).join(CSV_SEPARATOR);

type ReportContext = {
  /** What the selector shows: 'Todos los usuarios con consentimiento (16)' or the person's name. */
  selection: string;
  /** When the report was made, already written for people ('18/11/2026 11:30'). */
  generatedAt: string;
};

/** The CSV text (with BOM, CRLF line ends) of what the tab shows for the current selection and period. */
export function buildMetricsCsv(view: MetricsView, context: ReportContext): string {
  const rows: (string | number)[][] = [
    [...CSV_HEADERS],
    ["Informe", "Periodo", view.period, view.previousPeriod, ""],
    ["Informe", "Usuarios", context.selection, "", ""],
    ["Informe", "Personas incluidas", formatCount(view.people), "", ""],
    ["Informe", "Generado", context.generatedAt, "", ""],
    ...view.kpis.map((kpi) => ["Indicadores clave", kpi.label, kpi.value, "", ""]),
    ...view.engagementBars.map((bar) => [
      "Participación",
      bar.label,
      formatCount(bar.current),
      formatCount(bar.previous),
      "",
    ]),
    ...view.health.map((slice) => ["Salud (%)", slice.label, slice.text, "", ""]),
    ...view.trends.map((row) => ["Tendencias", row.label, row.current, row.previous, row.change]),
  ];
  for (const column of ["achievements", "improvements", "recommendations"] as const) {
    const items = view.summary[column];
    const texts = items.length > 0 ? items.map((item) => item.text) : [SUMMARY_EMPTY[column]];
    for (const text of texts) rows.push([SUMMARY_TITLES[column], "", text, "", ""]);
  }
  return `${CSV_BOM}${rows.map(csvLine).join("\r\n")}\r\n`;
}

/** 'informe-metricas-2026-10-20-a-2026-11-18.csv' */
export const csvFileName = (from: string, to: string) => `informe-metricas-${from}-a-${to}.csv`;
