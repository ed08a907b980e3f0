import { municipalityEndpoints as api } from "@shared/api/municipalities";
import { Router } from "express";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
import { listMunicipalities } from "../services/municipalities";

export function municipalitiesRouter(deps: AppDeps): Router {
  const router = Router();
  defineRoute(router, deps, api.list, () => listMunicipalities(deps.db));
  return router;
}
