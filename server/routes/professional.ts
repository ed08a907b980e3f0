import { professionalEndpoints as api } from "@shared/api/professional";
import { Router } from "express";
import { checkOwnProfessionalId } from "../auth/own-professional-id";
import type { SessionContext } from "../auth/sessions";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
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

  /** The professional's scope; `professionalId` from the path, when there is one, must be the caller's own. */
  function scopeOf(auth: SessionContext, now: Date, professionalId?: string) {
    checkOwnProfessionalId(auth, professionalId);
    return { municipalityId: auth.municipalityId, professionalId: auth.userId, timezone: auth.timezone, now };
  }

  defineRoute(router, deps, api.summary, ({ params, auth, now }) =>
    getDashboardSummary(db, scopeOf(auth, now, params.professionalId)),
  );

  // With query parameters: a page `{ items, total }`; without: the plain list of docs/behaviour/07-api.md (bounded).
  defineRoute(router, deps, api.users, async ({ params, query, auth, now }) => {
    const { isPlainList, ...filters } = query;
    const page = await listUsersPage(db, scopeOf(auth, now, params.professionalId), filters);
    return isPlainList ? page.items : page;
  });

  defineRoute(router, deps, api.alerts, ({ params, auth, now }) =>
    listPendingAlerts(db, scopeOf(auth, now, params.professionalId)),
  );

  defineRoute(router, deps, api.appointments, ({ params, auth, now }) =>
    listAppointments(db, scopeOf(auth, now, params.professionalId)),
  );

  defineRoute(router, deps, api.programActivities, ({ params, auth, now }) =>
    listProgramActivities(db, scopeOf(auth, now, params.professionalId).municipalityId),
  );

  defineRoute(router, deps, api.createProgramActivity, ({ body, auth, now }) =>
    createProgramActivity(db, body, scopeOf(auth, now)),
  );

  defineRoute(router, deps, api.deleteProgramActivity, async ({ params, auth, now }) => {
    await deleteProgramActivity(db, params.id, scopeOf(auth, now));
    return null;
  });

  return router;
}
