import { passwordEndpoints as api } from "@shared/api/passwords";
import { Router } from "express";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
import { endOtherOwnSessions, endOwnSession, listOwnSessions } from "../services/own-sessions";
import { changeOwnPassword, resetPassword } from "../services/passwords";
import { listPasswordAccounts } from "../services/professional/password-accounts";

// Passwords and sessions of family and staff accounts (docs/behaviour/07-api.md#passwords-and-sessions).
export function passwordsRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;

  defineRoute(router, deps, api.changePassword, ({ body, auth, now, http }) =>
    changeOwnPassword(db, deps.passwords, auth, body, {
      ip: http.req.ip ?? "unknown",
      isDemo: deps.config.isDemo,
      now,
    }),
  );

  defineRoute(router, deps, api.sessions, async ({ auth, now }) => ({
    sessions: await listOwnSessions(db, auth, now),
  }));

  defineRoute(router, deps, api.endOtherSessions, ({ auth, now }) => endOtherOwnSessions(db, auth, now));

  defineRoute(router, deps, api.endSession, async ({ params, auth, now }) => {
    await endOwnSession(db, auth, params.handle, now);
    return null;
  });

  defineRoute(router, deps, api.accounts, ({ query, auth }) =>
    listPasswordAccounts(db, { municipalityId: auth.municipalityId, callerId: auth.userId }, query.search),
  );

  defineRoute(router, deps, api.resetPassword, ({ subject, auth, now }) =>
    resetPassword(db, deps.passwords, subject, { actorId: auth.userId, municipalityId: auth.municipalityId, now }),
  );

  return router;
}
