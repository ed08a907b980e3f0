import { idParams } from "@shared/api/common";
import { Router } from "express";
import { authorizeSubject } from "../auth/access";
import { sessionOf } from "../auth/middleware";
import type { AppDeps } from "../deps";
import { parse } from "../http/validate";
import { toUserProfile, toUserSummary } from "../services/user-views";

export function usersRouter(deps: AppDeps): Router {
  const router = Router();

  // GET /api/users/{id}: the person themself and professionals get the profile; linked family the name.
  router.get("/users/:id", async (req, res) => {
    const { id } = parse(idParams, req.params);
    const auth = sessionOf(req);
    const now = deps.clock();
    if (auth.role === "family") {
      const subject = await authorizeSubject(deps.db, auth, id, "identity", now);
      res.json(toUserSummary(subject));
      return;
    }
    const subject = await authorizeSubject(deps.db, auth, id, "record", now);
    res.json(toUserProfile(subject));
  });

  return router;
}
