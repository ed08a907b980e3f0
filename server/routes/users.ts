import { userEndpoints as api } from "@shared/api/users";
import { Router } from "express";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
import { toUserViewFor } from "../services/user-views";

export function usersRouter(deps: AppDeps): Router {
  const router = Router();

  // GET /api/users/{id}: the person themself and professionals get the profile; linked family the name.
  defineRoute(router, deps, api.get, ({ auth, subject }) => toUserViewFor(auth.role, subject));

  return router;
}
