import type { Trend } from "@shared/domain/metrics-summary";

// How the metrics tab writes numbers (es-ES). The screen and the CSV report use these same strings.

const oneDecimal = new Intl.NumberFormat("es-ES", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const upToOneDecimal = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 0 });

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/** A 0-1 rate with one decimal (SPEC section 9, engagement rate): 0.4567 -> "45,7 %". */
export const formatRateOneDecimal = (rate: number) => `${oneDecimal.format(finite(rate) * 100)} %`;

/** A 0-1 rate as a whole percentage (SPEC section 9, radial chart): 0.845 -> 85. */
export const roundedPercent = (rate: number) => Math.round(finite(rate) * 100);
export const formatRateRounded = (rate: number) => `${roundedPercent(rate)} %`;

/** A count: 1234 -> "1234", 12345 -> "12.345". */
export const formatCount = (value: number) => whole.format(finite(value));

/** Minutes with at most one decimal: 12.25 -> "12,3 min". */
export const formatMinutes = (value: number) => `${upToOneDecimal.format(finite(value))} min`;

/** "2026-10-20" -> "20/10/2026" (a calendar day of the API; no time zone shift). */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split("-");
  return `${day}/${month}/${year}`;
}

/** The change of a trend in words: "Sube 12,5 %", "Baja 3,0 %", "Sin cambios", or why there is no %. */
export function describeTrend(trend: Trend): string {
  if (trend.direction === "flat") return "Sin cambios";
  const verb = trend.direction === "up" ? "Sube" : "Baja";
  // No base to compare with: say so instead of inventing a percentage.
  if (trend.relative === null) return `${verb} desde 0 (sin porcentaje)`;
  return `${verb} ${oneDecimal.format(Math.abs(trend.relative) * 100)} %`;
}
