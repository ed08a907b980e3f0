import { lowMoodEndpoints as api } from "@shared/api/low-mood";
import { Router } from "express";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
import { listLowMoodWeek } from "../services/low-mood";

// 'Ánimo bajo esta semana', scoped to the caller's municipality inside the query.
export function lowMoodRouter(deps: AppDeps): Router {
  const router = Router();
  defineRoute(router, deps, api.week, ({ auth, now }) =>
    listLowMoodWeek(deps.db, { municipalityId: auth.municipalityId, timezone: auth.timezone, now }),
  );
  return router;
}
