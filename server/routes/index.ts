import { healthEndpoints } from "@shared/api/health";
import express, { Router } from "express";
import { requireAuth, sessionLoader } from "../http/session-middleware";
import type { AppDeps } from "../deps";
import { csrfGuard } from "../http/csrf";
import { defineRoute } from "../http/define-route";
import { notFound } from "../http/errors";
import { activitiesRouter } from "./activities";
import { alertsRouter } from "./alerts";
import { authRouter } from "./auth";
import { chatRouter } from "./chat";
import { checkInsRouter } from "./check-ins";
import { deviceAdminRouter, deviceRouter } from "./devices";
import { elderlyRouter } from "./elderly";
import { familyLinksRouter } from "./family-links";
import { lowMoodRouter } from "./low-mood";
import { familyPushRouter } from "./family-push";
import { followUpRouter } from "./follow-up";
import { messagesRouter } from "./messages";
import { metaRouter } from "./meta";
import { metricsRouter } from "./metrics";
import { municipalitiesRouter } from "./municipalities";
import { noticesRouter } from "./notices";
import { passwordsRouter } from "./passwords";
import { professionalRouter } from "./professional";
import { remindersRouter } from "./reminders";
import { secondFactorRouter } from "./second-factor";
import { serviceSettingsRouter } from "./service-settings";
import { userAdminRouter } from "./user-admin";
import { usersRouter } from "./users";

/** Everything under /api. Public routes first; every other route needs a session (401 otherwise). */
export function apiRouter(deps: AppDeps): Router {
  const api = Router();
  api.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  api.use(csrfGuard);
  api.use(express.json({ limit: "100kb", strict: true }));
  api.use(sessionLoader(deps));

  defineRoute(api, deps, healthEndpoints.health, () => ({ status: "ok" as const }));
  api.use(municipalitiesRouter(deps));
  api.use(metaRouter(deps));
  api.use(authRouter(deps));
  api.use(deviceRouter(deps));

  api.use(requireAuth);
  api.use(secondFactorRouter(deps));
  api.use(passwordsRouter(deps));
  api.use(elderlyRouter(deps));
  api.use(familyLinksRouter(deps));
  api.use(familyPushRouter(deps));
  api.use(usersRouter(deps));
  api.use(remindersRouter(deps));
  api.use(messagesRouter(deps));
  api.use(activitiesRouter(deps));
  api.use(chatRouter(deps));
  api.use(professionalRouter(deps));
  api.use(lowMoodRouter(deps));
  api.use(followUpRouter(deps));
  api.use(alertsRouter(deps));
  api.use(serviceSettingsRouter(deps));
  api.use(userAdminRouter(deps));
  api.use(checkInsRouter(deps));
  api.use(deviceAdminRouter(deps));
  api.use(metricsRouter(deps));
  api.use(noticesRouter(deps));

  api.use((_req, _res, next) => next(notFound("Ruta de la API no encontrada")));
  return api;
}
