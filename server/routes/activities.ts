import { userIdParams } from "@shared/api/common";
import { createActivityRequest } from "@shared/api/elderly";
import { Router } from "express";
import { authorizeSubject } from "../auth/access";
import { requireRole, sessionOf } from "../auth/middleware";
import type { AppDeps } from "../deps";
import { parse } from "../http/validate";
import { countActivitiesToday, listMunicipalityActivities, listUserActivities } from "../services/activities";
import { recordActivity } from "../services/activity-log";

export function activitiesRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;

  router.get("/activities/all", requireRole("professional"), async (req, res) => {
    res.json(await listMunicipalityActivities(db, sessionOf(req).municipalityId));
  });

  router.get("/activities/:userId", async (req, res) => {
    const { userId } = parse(userIdParams, req.params);
    await authorizeSubject(db, sessionOf(req), userId, "care", deps.clock(), "activities.view");
    res.json(await listUserActivities(db, userId));
  });

  // The family dashboard's "Actividad de hoy": a count, so it stays right past the listing's limit.
  router.get("/activities/:userId/today", async (req, res) => {
    const { userId } = parse(userIdParams, req.params);
    const auth = sessionOf(req);
    const now = deps.clock();
    await authorizeSubject(db, auth, userId, "care", now, "activities.view");
    res.json(await countActivitiesToday(db, { userId, timezone: auth.timezone, now }));
  });

  // The person's own app records what they did (exercises, etc.).
  router.post("/activities", async (req, res) => {
    const input = parse(createActivityRequest, req.body);
    const auth = sessionOf(req);
    const now = deps.clock();
    await authorizeSubject(db, auth, input.userId, "self", now);
    await recordActivity(db, { ...input, municipalityId: auth.municipalityId, now });
    res.status(201).json({ ok: true });
  });

  return router;
}
