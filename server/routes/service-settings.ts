import { serviceSettingsEndpoints as api } from "@shared/api/service-settings";
import { Router } from "express";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
import { getServiceSettings, setServiceSettings } from "../services/service-settings";

// The caller's own municipality's response targets and staffed hours (the session's municipality, never one
// named in the request).
export function serviceSettingsRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;
  defineRoute(router, deps, api.read, ({ auth }) => getServiceSettings(db, auth.municipalityId));
  defineRoute(router, deps, api.update, ({ body, auth, now }) =>
    setServiceSettings(db, body, { municipalityId: auth.municipalityId, actorId: auth.userId, now }),
  );
  return router;
}
