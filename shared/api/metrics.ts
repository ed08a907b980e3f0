import { defineEndpoint, OWN_PROFESSIONAL_ID, OWN_STAFF_ID } from "./contract";
import { DEFAULT_METRIC_PERIOD, METRIC_PERIODS, type MetricKind, type MetricPeriod } from "./metrics-paths";
import { z } from "./zod";

// Metrics of docs/behaviour/03-entities.md and 07-api.md (formulas: docs/behaviour/10-domain-rules.md#metrics).
// Professionals only.
//
//   GET /api/metrics/{engagement|health|ai-quality}/aggregated?days=&professionalId=&consentOnly=true
//   GET /api/metrics/{engagement|health|ai-quality}/{userId}?days=
//
// Every answer is a `MetricsResponse`: the fields of its docs/behaviour/03-entities.md entity at the top level, with
// the period beside them:
//   {
//     ...<the documented entity for `period`>,   // e.g. dailyActiveRate, loginFrequency
//     scope: "aggregated" | "user",
//     userId: null | "<uuid>",
//     days: 7 | 30 | 90,
//     inactiveUsers: 12,   // of those people, how many have had no activity for over 48 h (now; 'Alerta')
//     period:         { from: "2026-10-20", to: "2026-11-18", users: 1795, userDays: 52340 },
//     previousPeriod: { from: "2026-09-20", to: "2026-10-19", users: 1790, userDays: 53100 },
//     previous: <the same entity for `previousPeriod`>   // for real trends (compare current vs previous)
//   }
//
// - Period: the last `days` local days including today, in the municipality time zone: from local midnight of
//   `period.from` until now. The previous period is the `days` whole local days before it.
// - Who: aggregated = the professional's municipality, role elderly, personalConsent === true (always: consent
//   is not optional, `consentOnly` may be omitted but never be false); per user = that person (403 without
//   personalConsent, 404 outside the municipality).
// - `users` = people counted in the period (those whose account existed by its last day); `userDays` = the sum,
//   over them, of the days of the period on which their account existed. A person who joined mid-period only
//   counts from the local day they joined: dailyActiveRate and loginFrequency divide by `userDays`.
// - Rates are 0-1 (rounded to 4 decimals); averages are rounded to 2 decimals (averageResponseTime: whole ms).
//   A zero denominator gives 0.

export * from "./metrics-paths";

export const METRICS_MESSAGES = {
  period: "El periodo debe ser de 7, 30 o 90 días",
  consentOnly: "Las métricas solo incluyen a personas con consentimiento municipal (consentOnly=true)",
  professionalId: "Identificador de profesional no válido",
  noConsent: "Esta persona no ha dado su consentimiento para aparecer en las estadísticas municipales",
} as const;

const period = z
  .union([z.number(), z.string()], { error: METRICS_MESSAGES.period })
  .transform((v) => Number(v))
  .refine((v): v is MetricPeriod => (METRIC_PERIODS as readonly number[]).includes(v), {
    error: METRICS_MESSAGES.period,
  });

/** Query of every metrics call; unknown parameters are ignored. */
export const metricsQuery = z.object({
  days: period.default(DEFAULT_METRIC_PERIOD),
  /** Optional; when present it must be the session's own id (else 403). */
  professionalId: z.uuid({ error: METRICS_MESSAGES.professionalId }).optional(),
  consentOnly: z.literal("true", { error: METRICS_MESSAGES.consentOnly }).optional(),
});
export type MetricsQuery = z.output<typeof metricsQuery>;

const metricsTargetParams = z.object({
  userId: z.uuid({ error: "Identificador no válido" }),
});

export const engagementMetrics = z.object({
  /** Days with at least one activity record (aggregate: mean per person). */
  uniqueActiveDays: z.number(),
  /** Login activity records. */
  totalSessions: z.number(),
  /** Active person-days / person-days of the period, 0-1. */
  dailyActiveRate: z.number(),
  /** Activity records of any type. */
  totalInteractions: z.number(),
  /** cognitive_exercise activity records. */
  cognitiveExercises: z.number(),
  /** Mean duration of saved chat sessions, minutes. */
  averageSessionDuration: z.number(),
  /** Logins per person per day (logins / person-days). */
  loginFrequency: z.number(),
});
export type EngagementMetrics = z.infer<typeof engagementMetrics>;

export const healthMetrics = z.object({
  /** Completed / due occurrences of active medicine reminders, 0-1. */
  medicationAdherence: z.number(),
  /** Completed / due occurrences of active appointment reminders, 0-1. */
  appointmentAttendance: z.number(),
  /** Completions at most 30 minutes late / completions, 0-1. */
  onTimeCompletionRate: z.number(),
  /** Reminder completions (any type) of occurrences dated in the period. */
  totalRemindersCompleted: z.number(),
  /** Mean minutes late of those completions. */
  averageDelayMinutes: z.number(),
});
export type HealthMetrics = z.infer<typeof healthMetrics>;

export const aiQualityMetrics = z.object({
  /** Saved chat sessions. */
  totalAISessions: z.number(),
  /** Mean chat session duration, minutes. */
  averageSessionDuration: z.number(),
  /** cognitive_exercise activity records. */
  cognitiveExercisesCompleted: z.number(),
  /** Health alerts (raised by the assistant's safety check). */
  alertsGenerated: z.number(),
  /** Saved sessions per emotional state label (the four documented labels always present). */
  emotionalStateDistribution: z.record(z.string(), z.number()),
  /** People with at least one saved session / people, 0-1. */
  engagementRate: z.number(),
  /** Mean message_count of saved sessions. */
  averageMessagesPerSession: z.number(),
  /** Mean assistant reply latency, milliseconds. */
  averageResponseTime: z.number(),
});
export type AiQualityMetrics = z.infer<typeof aiQualityMetrics>;

export const metricsPeriod = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  users: z.number().int(),
  userDays: z.number().int(),
});
export type MetricsPeriodInfo = z.infer<typeof metricsPeriod>;

// The entity's own fields stay at the top level (docs/behaviour/07-api.md); the rest of the answer sits beside them.
const besideMetrics = <T extends z.ZodType>(metrics: T) => ({
  scope: z.enum(["aggregated", "user"]),
  userId: z.uuid().nullable(),
  days: z.union([z.literal(7), z.literal(30), z.literal(90)]),
  /** People in scope with no activity for over 48 h right now (the summary's "inactive over 48 h"). */
  inactiveUsers: z.number().int(),
  period: metricsPeriod,
  previousPeriod: metricsPeriod,
  previous: metrics,
});

export const engagementResponse = engagementMetrics.extend(besideMetrics(engagementMetrics));
export const healthResponse = healthMetrics.extend(besideMetrics(healthMetrics));
export const aiQualityResponse = aiQualityMetrics.extend(besideMetrics(aiQualityMetrics));
export type EngagementResponse = z.infer<typeof engagementResponse>;
export type HealthResponse = z.infer<typeof healthResponse>;
export type AiQualityResponse = z.infer<typeof aiQualityResponse>;

export type MetricsByKind = {
  engagement: EngagementMetrics;
  health: HealthMetrics;
  "ai-quality": AiQualityMetrics;
};
/** What a metrics answer carries beside the documented entity's own fields. */
export type MetricsEnvelope<K extends MetricKind = MetricKind> = {
  scope: "aggregated" | "user";
  userId: string | null;
  days: MetricPeriod;
  inactiveUsers: number;
  period: MetricsPeriodInfo;
  previousPeriod: MetricsPeriodInfo;
  previous: MetricsByKind[K];
};
export type MetricsResponse<K extends MetricKind = MetricKind> = MetricsByKind[K] & MetricsEnvelope<K>;

const aggregatedEndpoint = <K extends MetricKind, R extends z.ZodType>(kind: K, response: R) =>
  defineEndpoint({
    method: "GET",
    path: `/api/metrics/${kind}/aggregated`,
    summary: `The ${kind} metrics of the professional's consented people as a whole`,
    access: OWN_STAFF_ID,
    query: metricsQuery,
    response,
  });

// A person's metrics need an older person of the caller's municipality with personal consent: the shared subject
// policy's "statistics" scope (server/auth/policy.ts) answers 404 outside reach and 403 without consent.
const personEndpoint = <K extends MetricKind, R extends z.ZodType>(kind: K, response: R) =>
  defineEndpoint({
    method: "GET",
    path: `/api/metrics/${kind}/:userId`,
    summary: `The ${kind} metrics of one consented person`,
    // Only older people are measured; without their personal consent: 403 with its own text.
    access: {
      kind: "subject",
      param: "userId",
      own: OWN_PROFESSIONAL_ID,
      scope: { professional: "statistics" },
      about: { roles: ["elderly"] },
      audit: "metrics.view",
    },
    params: metricsTargetParams,
    query: metricsQuery,
    response,
  });

// Each aggregated endpoint is registered before the person's, whose `:userId` would capture "aggregated".
export const metricsEndpoints = {
  engagementAggregated: aggregatedEndpoint("engagement", engagementResponse),
  engagementOf: personEndpoint("engagement", engagementResponse),
  healthAggregated: aggregatedEndpoint("health", healthResponse),
  healthOf: personEndpoint("health", healthResponse),
  aiQualityAggregated: aggregatedEndpoint("ai-quality", aiQualityResponse),
  aiQualityOf: personEndpoint("ai-quality", aiQualityResponse),
};
