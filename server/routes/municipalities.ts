import { Router } from "express";
import type { AppDeps } from "../deps";
import { listMunicipalities } from "../services/municipalities";

export function municipalitiesRouter(deps: AppDeps): Router {
  const router = Router();
  router.get("/municipalities", async (_req, res) => {
    res.json(await listMunicipalities(deps.db));
  });
  return router;
}
