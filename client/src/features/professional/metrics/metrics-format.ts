import type { Trend } from "@shared/domain/metrics-summary";
import { formatRateOneDecimal } from "@shared/domain/metrics-format";

// The metrics tab's number formats live in shared/domain/metrics-format (one owner of rounding, also used by the
// executive summary); this file adds what only the screen needs.
export {
  formatCount,
  formatMinutes,
  formatRateOneDecimal,
  formatRateRounded,
  roundedPercent,
} from "@shared/domain/metrics-format";

/** Said instead of a number or a change when the previous period holds no data to compare with. */
export const NO_PREVIOUS_DATA = "Sin datos del periodo anterior";
export const NO_DATA = "Sin datos";

/** "2026-10-20" -> "20/10/2026" (a calendar day of the API; no time zone shift). */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split("-");
  return `${day}/${month}/${year}`;
}

/** The change of a trend in words: "Sube 12,5 %", "Baja 3,0 %", "Sin cambios", or why there is no %. */
export function describeTrend(trend: Trend): string {
  if (trend.direction === "flat") return "Sin cambios";
  const verb = trend.direction === "up" ? "Sube" : "Baja";
  // The indicator was 0 in a period that had data: there is no base for a percentage, so give none.
  if (trend.relative === null) return `${verb} desde 0 (sin porcentaje)`;
  // The change is a relative one, so it keeps one decimal whatever the indicator's own rounding.
  return `${verb} ${formatRateOneDecimal(Math.abs(trend.relative))}`;
}
