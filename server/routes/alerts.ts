import { dismissAlertRequest } from "@shared/api/alerts";
import { idParams, userIdParams } from "@shared/api/common";
import { Router } from "express";
import { authorizeSubject } from "../auth/access";
import { requireRole, sessionOf } from "../auth/middleware";
import type { AppDeps } from "../deps";
import { parse } from "../http/validate";
import { dismissAlert, getLatestHelp, listOpenAlertsOf, markAlertSeen } from "../services/alert-lifecycle";

// An alert's life: seen by staff, attended with an outcome; the person and their family follow it.
export function alertsRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;
  const onlyStaff = requireRole("professional");

  router.get("/alerts/escalation", onlyStaff, (_req, res) => {
    res.json({ isEmailEnabled: !!deps.config.escalation.smtpUrl });
  });

  router.post("/alerts/:id/seen", onlyStaff, async (req, res) => {
    const { id } = parse(idParams, req.params);
    const auth = sessionOf(req);
    await markAlertSeen(db, id, { municipalityId: auth.municipalityId, actorId: auth.userId, now: deps.clock() });
    res.status(204).end();
  });

  router.patch("/alerts/:id/dismiss", onlyStaff, async (req, res) => {
    const { id } = parse(idParams, req.params);
    const { outcome, note } = parse(dismissAlertRequest, req.body);
    const auth = sessionOf(req);
    await dismissAlert(db, id, {
      municipalityId: auth.municipalityId,
      actorId: auth.userId,
      now: deps.clock(),
      outcome,
      note,
    });
    res.status(204).end();
  });

  // The person's own latest help request ('Enviada', 'El personal la ha visto', 'Atendida por …').
  router.get("/help/latest/:userId", async (req, res) => {
    const { userId } = parse(userIdParams, req.params);
    const auth = sessionOf(req);
    await authorizeSubject(db, auth, userId, "self", deps.clock());
    res.json(await getLatestHelp(db, userId, deps.clock()));
  });

  // Family with consent (403 'Información privada' without), the person and their staff.
  router.get("/family/alerts/:userId", async (req, res) => {
    const { userId } = parse(userIdParams, req.params);
    const auth = sessionOf(req);
    await authorizeSubject(db, auth, userId, "care", deps.clock(), "alerts.view");
    res.json(await listOpenAlertsOf(db, userId, deps.clock()));
  });

  return router;
}
