import { metaEndpoints as api } from "@shared/api/meta";
import { Router } from "express";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
import { openApiDocument } from "../http/openapi";

/** The API describing itself, for a municipality's IT and for client generators. */
export function metaRouter(deps: AppDeps): Router {
  const router = Router();
  defineRoute(router, deps, api.openApi, () => openApiDocument());
  return router;
}
