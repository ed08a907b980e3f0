import type { MetricPeriod } from "@shared/api/metrics";
import type { ResponseMetrics, ResponseStep } from "@shared/api/response-metrics";
import { ok, PRO, uuid } from "./professional-test-utils";

// The response panel's answer, with the figures of the API test's seeded week (server/routes/service-response).

const step = (s: Partial<ResponseStep>): ResponseStep => ({
  count: 0,
  medianSeconds: null,
  p90Seconds: null,
  withinTarget: 0,
  decided: 0,
  withinTargetRate: null,
  ...s,
});

export const RESPONSE: ResponseMetrics = {
  scope: "aggregated",
  userId: null,
  days: 30,
  period: { from: "2026-10-20", to: "2026-11-18" },
  targets: { ackSeconds: 60, attendSeconds: 900 },
  raised: 8,
  open: 3,
  acknowledge: step({ count: 6, medianSeconds: 45, p90Seconds: 105, withinTarget: 4, decided: 7, withinTargetRate: 0.5714 }),
  attend: step({ count: 5, medianSeconds: 400, p90Seconds: 620, withinTarget: 4, decided: 6, withinTargetRate: 0.6667 }),
  byProfessional: [
    {
      professionalId: PRO.id,
      name: "Lucía Romero",
      acknowledge: step({ count: 4, medianSeconds: 35, p90Seconds: 47, withinTarget: 4, decided: 4, withinTargetRate: 1 }),
      attend: step({ count: 3, medianSeconds: 300, p90Seconds: 460, withinTarget: 3, decided: 3, withinTargetRate: 1 }),
    },
    {
      professionalId: uuid(9),
      name: "Pablo Vera",
      acknowledge: step({ count: 2, medianSeconds: 105, p90Seconds: 117, withinTarget: 0, decided: 2, withinTargetRate: 0 }),
      attend: step({ count: 0 }),
    },
  ],
  outcomes: { call: 1, visit: 1, false_alarm: 2, emergency_112: 1, other: 0 },
  withoutOutcome: 0,
};

/** The request key of the fake network: the group (the professional's id) or one person. */
export function responseRoute(days: MetricPeriod = 30, userId?: string): string {
  return userId
    ? `GET /api/metrics/response/${userId}?days=${days}`
    : `GET /api/metrics/response/aggregated?days=${days}&professionalId=${PRO.id}&consentOnly=true`;
}

export const responseAnswer = (change: Partial<ResponseMetrics> = {}) => ok({ ...RESPONSE, ...change });
