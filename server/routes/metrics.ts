import { followUpMetricsEndpoints as followUpMetricsApi } from "@shared/api/follow-up";
import { type MetricKind, type MetricsQuery, metricsEndpoints as api } from "@shared/api/metrics";
import { responseMetricsEndpoints as responseApi } from "@shared/api/response-metrics";
import { Router } from "express";
import type { SessionContext } from "../auth/sessions";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
import { getMetrics, toMetricsAnswer } from "../services/metrics";
import { getFollowUpMetrics } from "../services/metrics/follow-up";
import { getResponseMetrics } from "../services/metrics/response";

type Call = { query: MetricsQuery; auth: SessionContext; now: Date };

// docs/behaviour/07-api.md metric calls. Professionals only; statistics cover only people with personalConsent ===
// true. Who may ask and the person's consent are checked on the primary (the contract's subject, through the
// one policy: 404 outside reach or not an older person, 403 without consent); the metric query itself goes to
// `readDb` (a replica with DATABASE_READ_URL), so its figures may be as old as the replica's lag.
export function metricsRouter(deps: AppDeps): Router {
  const router = Router();
  const { readDb } = deps;

  const aggregated =
    <K extends MetricKind>(kind: K) =>
    async ({ query, auth, now }: Call) => {
      const subject = { kind: "aggregated", municipalityId: auth.municipalityId } as const;
      const opts = { days: query.days, now, timezone: auth.timezone };
      return toMetricsAnswer(await readDb.read((r) => getMetrics(r, kind, subject, opts)));
    };

  const ofPerson =
    <K extends MetricKind>(kind: K) =>
    async ({ subject: person, query, auth, now }: Call & { subject: { id: string } }) => {
      const subject = { kind: "user", municipalityId: auth.municipalityId, userId: person.id } as const;
      const opts = { days: query.days, now, timezone: auth.timezone };
      return toMetricsAnswer(await readDb.read((r) => getMetrics(r, kind, subject, opts)));
    };

  // Each aggregate is declared before `:userId`, which would otherwise capture "aggregated".
  defineRoute(router, deps, api.engagementAggregated, aggregated("engagement"));
  defineRoute(router, deps, api.engagementOf, ofPerson("engagement"));
  defineRoute(router, deps, api.healthAggregated, aggregated("health"));
  defineRoute(router, deps, api.healthOf, ofPerson("health"));
  defineRoute(router, deps, api.aiQualityAggregated, aggregated("ai-quality"));
  defineRoute(router, deps, api.aiQualityOf, ofPerson("ai-quality"));

  // Response times to help requests: the same people, period and access as the metrics above.
  defineRoute(router, deps, responseApi.aggregated, ({ query, auth, now }) => {
    const subject = { kind: "aggregated", municipalityId: auth.municipalityId } as const;
    return readDb.read((r) => getResponseMetrics(r, subject, { days: query.days, now, timezone: auth.timezone }));
  });
  defineRoute(router, deps, responseApi.ofPerson, ({ subject: person, query, auth, now }) => {
    const subject = { kind: "user", municipalityId: auth.municipalityId, userId: person.id } as const;
    return readDb.read((r) => getResponseMetrics(r, subject, { days: query.days, now, timezone: auth.timezone }));
  });

  // The follow-up agenda and the morning check-in, for the same consented people and period.
  defineRoute(router, deps, followUpMetricsApi.aggregated, ({ query, auth, now }) =>
    readDb.read((r) => getFollowUpMetrics(r, { municipalityId: auth.municipalityId, timezone: auth.timezone, now, days: query.days })),
  );

  return router;
}
