import { activityEndpoints as api } from "@shared/api/elderly";
import { Router } from "express";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
import { countActivitiesToday, listMunicipalityActivities, listUserActivities } from "../services/activities";
import { recordActivity } from "../services/activity-log";

export function activitiesRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;

  defineRoute(router, deps, api.ofMunicipality, ({ auth }) => listMunicipalityActivities(db, auth.municipalityId));

  defineRoute(router, deps, api.ofPerson, ({ subject }) => listUserActivities(db, subject.id));

  // The family dashboard's "Actividad de hoy": a count, so it stays right past the listing's limit.
  defineRoute(router, deps, api.today, ({ subject, auth, now }) =>
    countActivitiesToday(db, { userId: subject.id, timezone: auth.timezone, now }),
  );

  // The person's own app records what they did (exercises, etc.).
  defineRoute(router, deps, api.record, async ({ body, auth, now }) => {
    await recordActivity(db, { ...body, municipalityId: auth.municipalityId, now });
    return { ok: true as const };
  });

  return router;
}
