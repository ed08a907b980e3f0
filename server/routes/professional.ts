import { professionalEndpoints as api } from "@shared/api/professional";
import { Router } from "express";
import type { SessionContext } from "../auth/sessions";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
import {
  createProgramActivity,
  deleteProgramActivity,
  listProgramActivities,
} from "../services/professional/program-activities";
import { updateProgramActivity } from "../services/professional/program-activity-editing";
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

  /** The professional's scope (a `professionalId` in the path is the caller's own: checked by the contract). */
  function scopeOf(auth: SessionContext, now: Date) {
    return { municipalityId: auth.municipalityId, professionalId: auth.userId, timezone: auth.timezone, now };
  }

  defineRoute(router, deps, api.summary, ({ auth, now }) =>
    getDashboardSummary(db, scopeOf(auth, now)),
  );

  // With query parameters: a page `{ items, total }`; without: the plain list of docs/behaviour/07-api.md (bounded).
  defineRoute(router, deps, api.users, async ({ query, auth, now }) => {
    const { isPlainList, ...filters } = query;
    const page = await listUsersPage(db, scopeOf(auth, now), filters);
    return isPlainList ? page.items : page;
  });

  defineRoute(router, deps, api.alerts, ({ auth, now }) =>
    listPendingAlerts(db, scopeOf(auth, now)),
  );

  defineRoute(router, deps, api.appointments, ({ auth, now }) =>
    listAppointments(db, scopeOf(auth, now)),
  );

  defineRoute(router, deps, api.programActivities, ({ auth, now }) =>
    listProgramActivities(db, scopeOf(auth, now).municipalityId),
  );

  defineRoute(router, deps, api.createProgramActivity, ({ body, auth, now }) =>
    createProgramActivity(db, body, scopeOf(auth, now)),
  );

  defineRoute(router, deps, api.updateProgramActivity, ({ record: activity, body, auth, now }) =>
    updateProgramActivity(db, activity, body, scopeOf(auth, now)),
  );

  defineRoute(router, deps, api.deleteProgramActivity, async ({ record: activity, auth, now }) => {
    await deleteProgramActivity(db, activity, scopeOf(auth, now));
    return null;
  });

  return router;
}
