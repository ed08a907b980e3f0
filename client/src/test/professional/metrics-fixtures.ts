import type {
  AiQualityMetrics,
  EngagementMetrics,
  HealthMetrics,
  MetricKind,
  MetricPeriod,
  MetricsByKind,
  MetricsResponse,
} from "@shared/api/metrics";
import { PRO } from "./professional-test-utils";

// Metric answers for the metrics tab tests: the API's shape with hand-picked, easy to check numbers.

const ENGAGEMENT: EngagementMetrics = {
  uniqueActiveDays: 12.5,
  totalSessions: 240,
  dailyActiveRate: 0.4567,
  totalInteractions: 12345,
  cognitiveExercises: 37,
  averageSessionDuration: 6.5,
  loginFrequency: 0.5,
};
const HEALTH: HealthMetrics = {
  medicationAdherence: 0.845,
  appointmentAttendance: 0.6,
  onTimeCompletionRate: 0.9249,
  totalRemindersCompleted: 310,
  averageDelayMinutes: 12.25,
};
const AI_QUALITY: AiQualityMetrics = {
  totalAISessions: 44,
  averageSessionDuration: 6.5,
  cognitiveExercisesCompleted: 37,
  alertsGenerated: 3,
  emotionalStateDistribution: { "needs emotional support": 1, positive: 30, "health concern": 3, neutral: 10 },
  engagementRate: 0.6667,
  averageMessagesPerSession: 8.2,
  averageResponseTime: 850,
};

type Overrides<K extends MetricKind> = {
  current?: Partial<MetricsByKind[K]>;
  previous?: Partial<MetricsByKind[K]>;
  days?: MetricPeriod;
  userId?: string | null;
  users?: number;
  inactiveUsers?: number;
  /** Person-days of the previous period (0: nobody was in the programme then). */
  previousUserDays?: number;
};

const BASE_METRICS = { engagement: ENGAGEMENT, health: HEALTH, "ai-quality": AI_QUALITY };

/** A full answer of a metrics call; the previous period defaults to the current one halved (counts rounded down). */
export function metricsAnswer<K extends MetricKind>(kind: K, overrides: Overrides<K> = {}): MetricsResponse<K> {
  const base = BASE_METRICS[kind] as MetricsByKind[K];
  const halved = Object.fromEntries(
    Object.entries(base).map(([key, value]) => [key, typeof value !== "number" ? value : Number.isInteger(value) ? Math.floor(value / 2) : value / 2]),
  ) as MetricsByKind[K];
  const days = overrides.days ?? 30;
  const userId = overrides.userId ?? null;
  return {
    ...base,
    ...overrides.current,
    scope: userId ? "user" : "aggregated",
    userId,
    days,
    inactiveUsers: overrides.inactiveUsers ?? 2,
    period: { from: "2026-10-20", to: "2026-11-18", users: overrides.users ?? 12, userDays: 360 },
    previousPeriod: {
      from: "2026-09-20",
      to: "2026-10-19",
      users: overrides.previousUserDays === 0 ? 0 : 12,
      userDays: overrides.previousUserDays ?? 360,
    },
    previous: { ...halved, ...overrides.previous },
  };
}

/** "GET <url>" of a metrics call, as the fake fetch keys its routes. */
export function metricsRoute(kind: MetricKind, days: MetricPeriod = 30, userId?: string): string {
  return userId
    ? `GET /api/metrics/${kind}/${userId}?days=${days}`
    : `GET /api/metrics/${kind}/aggregated?days=${days}&professionalId=${PRO.id}&consentOnly=true`;
}
