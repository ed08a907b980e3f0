import { idParams } from "@shared/api/common";
import { createProgramActivityRequest, listUsersQuery, professionalParams } from "@shared/api/professional";
import { type Request, Router } from "express";
import { requireRole, sessionOf } from "../auth/middleware";
import type { AppDeps } from "../deps";
import { forbidden } from "../http/errors";
import { parse } from "../http/validate";
import {
  createProgramActivity,
  deleteProgramActivity,
  listProgramActivities,
} from "../services/professional/program-activities";
import {
  getDashboardSummary,
  listAppointments,
  listPendingAlerts,
  listUsersPage,
} from "../services/professional/supervision";

// The supervision dashboard. Everything is scoped to the professional's municipality inside the query.
export function professionalRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;
  const onlyStaff = requireRole("professional");

  /** `{professionalId}` in the path must be the session's own id. */
  function scopeOf(req: Request) {
    const auth = sessionOf(req);
    if (req.params.professionalId !== undefined) {
      const { professionalId } = parse(professionalParams, req.params);
      if (professionalId !== auth.userId) throw forbidden();
    }
    return {
      municipalityId: auth.municipalityId,
      professionalId: auth.userId,
      timezone: auth.timezone,
      now: deps.clock(),
    };
  }

  router.get("/professional/:professionalId/summary", onlyStaff, async (req, res) => {
    res.json(await getDashboardSummary(db, scopeOf(req)));
  });

  // With query parameters: a page `{ items, total }`; without: the plain list of SPEC (bounded).
  router.get("/professional/:professionalId/users", onlyStaff, async (req, res) => {
    const scope = scopeOf(req);
    const hasQuery = Object.keys(req.query).length > 0;
    const query = parse(listUsersQuery, hasQuery ? req.query : { pageSize: 100 });
    const page = await listUsersPage(db, scope, query);
    res.json(hasQuery ? page : page.items);
  });

  router.get("/professional/:professionalId/alerts", onlyStaff, async (req, res) => {
    res.json(await listPendingAlerts(db, scopeOf(req)));
  });

  router.get("/professional/:professionalId/appointments", onlyStaff, async (req, res) => {
    res.json(await listAppointments(db, scopeOf(req)));
  });

  router.get("/professional/:professionalId/program-activities", onlyStaff, async (req, res) => {
    res.json(await listProgramActivities(db, scopeOf(req).municipalityId));
  });

  router.post("/professional/program-activities", onlyStaff, async (req, res) => {
    const input = parse(createProgramActivityRequest, req.body);
    res.status(201).json(await createProgramActivity(db, input, scopeOf(req)));
  });

  router.delete("/professional/program-activities/:id", onlyStaff, async (req, res) => {
    const { id } = parse(idParams, req.params);
    await deleteProgramActivity(db, id, scopeOf(req));
    res.status(204).end();
  });

  return router;
}
