import { followUpEndpoints as api } from "@shared/api/follow-up";
import { Router } from "express";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
import { listFollowUpAgenda } from "../services/follow-up/agenda";
import { getLastContact, listFollowUpCalls, logFollowUpCall } from "../services/follow-up/calls";
import { getFollowUpPlan, setFollowUpPlan } from "../services/follow-up/plans";

// The follow-up agenda: plans, the call log and 'Llamadas de hoy' for staff of the person's municipality (the
// contract's subject rule), and the last contact for consented family.
export function followUpRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;

  defineRoute(router, deps, api.getPlan, ({ subject, auth, now }) =>
    getFollowUpPlan(db, subject, { timezone: auth.timezone, now }),
  );

  defineRoute(router, deps, api.putPlan, ({ subject, body, auth, now }) =>
    setFollowUpPlan(db, subject, body, { timezone: auth.timezone, now, actorId: auth.userId }),
  );

  defineRoute(router, deps, api.logCall, ({ subject, body, auth, now }) =>
    logFollowUpCall(db, subject, body, { timezone: auth.timezone, now, actorId: auth.userId }),
  );

  defineRoute(router, deps, api.calls, ({ subject }) => listFollowUpCalls(db, subject));

  defineRoute(router, deps, api.today, ({ auth, now }) =>
    listFollowUpAgenda(db, { municipalityId: auth.municipalityId, timezone: auth.timezone, now }),
  );

  defineRoute(router, deps, api.lastContact, ({ subject }) => getLastContact(db, subject));

  return router;
}
