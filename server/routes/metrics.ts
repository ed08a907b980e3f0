import { METRIC_KINDS, METRICS_MESSAGES, metricsQuery, metricsTargetParams } from "@shared/api/metrics";
import { type Request, Router } from "express";
import { authorizeSubject } from "../auth/access";
import { requireRole, sessionOf } from "../auth/middleware";
import type { AppDeps } from "../deps";
import { forbidden, HttpError, notFound } from "../http/errors";
import { parse } from "../http/validate";
import { getMetrics } from "../services/metrics";

// SPEC section 7 metric calls. Professionals only; statistics cover only people with personalConsent === true.
// Who may ask and the person's consent are checked on the primary (`db`); the metric query itself goes to
// `readDb` (a replica with DATABASE_READ_URL), so its figures may be as old as the replica's lag.
export function metricsRouter(deps: AppDeps): Router {
  const router = Router();
  const { db, readDb } = deps;
  const onlyStaff = requireRole("professional");

  /** The parsed query; a `professionalId`, when sent, must be the session's own id. */
  function queryOf(req: Request) {
    const auth = sessionOf(req);
    const query = parse(metricsQuery, req.query);
    if (query.professionalId !== undefined && query.professionalId !== auth.userId) throw forbidden();
    return { auth, days: query.days, now: deps.clock() };
  }

  for (const kind of METRIC_KINDS) {
    // Declared before `:userId`, which would otherwise capture "aggregated".
    router.get(`/metrics/${kind}/aggregated`, onlyStaff, async (req, res) => {
      const { auth, days, now } = queryOf(req);
      const subject = { kind: "aggregated", municipalityId: auth.municipalityId } as const;
      res.json(await readDb.read((r) => getMetrics(r, kind, subject, { days, now, timezone: auth.timezone })));
    });

    router.get(`/metrics/${kind}/:userId`, onlyStaff, async (req, res) => {
      const { userId } = parse(metricsTargetParams, req.params);
      const { auth, days, now } = queryOf(req);
      if (userId === auth.userId) throw forbidden();
      // Another municipality or unknown id: 404; no personalConsent: 403.
      const person = await authorizeSubject(db, auth, userId, "statistics", now, "metrics.view").catch((err) => {
        throw err instanceof HttpError && err.status === 403 ? forbidden(METRICS_MESSAGES.noConsent) : err;
      });
      if (person.role !== "elderly") throw notFound();
      const subject = { kind: "user", municipalityId: auth.municipalityId, userId } as const;
      res.json(await readDb.read((r) => getMetrics(r, kind, subject, { days, now, timezone: auth.timezone })));
    });
  }

  return router;
}
