// How the metrics tab writes numbers (es-ES). The one owner of rounding: the KPI cards, charts, trends,
// executive summary and CSV report all call these, so a figure never reads 62 % in one place and 61,9 % in another.

const oneDecimal = new Intl.NumberFormat("es-ES", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const upToOneDecimal = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 0 });

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/** A 0-1 rate with one decimal (docs/behaviour/09-constants.md, engagement rate): 0.4567 -> "45,7 %". */
export const formatRateOneDecimal = (rate: number) => `${oneDecimal.format(finite(rate) * 100)} %`;

/** A 0-1 rate as a whole percentage (docs/behaviour/09-constants.md, radial chart): 0.845 -> 85. */
export const roundedPercent = (rate: number) => Math.round(finite(rate) * 100);
export const formatRateRounded = (rate: number) => `${roundedPercent(rate)} %`;

/** A count: 1234 -> "1234", 12345 -> "12.345". */
export const formatCount = (value: number) => whole.format(finite(value));

/** A number with at most one decimal: 12.25 -> "12,3". */
export const formatUpToOneDecimal = (value: number) => upToOneDecimal.format(finite(value));

/** Minutes with at most one decimal: 12.25 -> "12,3 min". */
export const formatMinutes = (value: number) => `${formatUpToOneDecimal(value)} min`;

/**
 * Which precision each rate is shown with, wherever it appears. Health rates are whole (radial chart);
 * activity and participation rates keep one decimal (docs/behaviour/09-constants.md: engagement rate shows 1 decimal).
 */
export const METRIC_FORMAT = {
  medicationAdherence: formatRateRounded,
  appointmentAttendance: formatRateRounded,
  onTimeCompletionRate: formatRateRounded,
  engagementRate: formatRateOneDecimal,
  dailyActiveRate: formatRateOneDecimal,
  averageDelayMinutes: formatMinutes,
} as const;

/**
 * A duration in plain Spanish, at most two units, whole seconds: 45 -> "45 s", 80 -> "1 min 20 s", 900 ->
 * "15 min", 3_900 -> "1 h 5 min", 97_200 -> "1 día 3 h". Past an hour the seconds no longer matter.
 */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(finite(seconds)));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const secs = total % 60;
  const parts = (big: string, small: string | null) => (small ? `${big} ${small}` : big);
  if (days > 0) return parts(days === 1 ? "1 día" : `${days} días`, hours > 0 ? `${hours} h` : null);
  if (hours > 0) return parts(`${hours} h`, minutes > 0 ? `${minutes} min` : null);
  if (minutes > 0) return parts(`${minutes} min`, secs > 0 ? `${secs} s` : null);
  return `${secs} s`;
}
