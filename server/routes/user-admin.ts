import { USER_ADMIN_MESSAGES, userAdminEndpoints as api } from "@shared/api/user-admin";
import { Router } from "express";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
import { badRequest } from "../http/errors";
import { decideProfessional, listApprovals } from "../services/professional/approvals";
import { listPinStatus } from "../services/professional/pin-status";
import { setUserPin, unlockUser } from "../services/professional/pins";
import { createElderlyUser, createFamilyUser } from "../services/professional/user-creation";
import { eraseUser } from "../services/professional/user-data";
import { exportUserData } from "../services/professional/user-export";
import { getUserRecord, toAdminProfile, updateUserProfile } from "../services/professional/user-records";
import { suggestUsername } from "../services/professional/usernames";

// Staff management of the municipality's people: record, edit, export, erasure, creation, PINs and
// approvals. Professionals only; everything is scoped to the session's municipality. The person at `:id` is
// the contract's subject: an older person (or family member) of the municipality other than the caller.
export function userAdminRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;

  defineRoute(router, deps, api.record, ({ subject, auth, now }) =>
    getUserRecord(db, subject, { timezone: auth.timezone, now }),
  );

  defineRoute(router, deps, api.update, async ({ subject, body, auth, now }) => {
    const saved = await updateUserProfile(db, subject, body, { actorId: auth.userId, now });
    return toAdminProfile(saved);
  });

  defineRoute(router, deps, api.export, async ({ subject, auth, now, http }) => {
    const { data, filename } = await exportUserData(db, subject, {
      actorId: auth.userId,
      timezone: auth.timezone,
      now,
    });
    // The file name holds only [a-z0-9._-], so it is quoted as is.
    http.res.set("Content-Disposition", `attachment; filename="${filename}"`);
    return data;
  });

  defineRoute(router, deps, api.erase, async ({ subject, body, auth, now }) => {
    if (body.confirmation !== subject.username) throw badRequest(USER_ADMIN_MESSAGES.eraseConfirmation);
    await eraseUser(db, subject, { actorId: auth.userId, now });
    return null;
  });

  defineRoute(router, deps, api.create, async ({ body, auth, now }) => {
    const scope = { municipalityId: auth.municipalityId, actorId: auth.userId, now };
    if (body.kind === "elderly") {
      const { user, pin } = await createElderlyUser(db, deps.pins, body, scope);
      return { user: toAdminProfile(user), pin, temporaryPassword: null };
    }
    const { user, temporaryPassword } = await createFamilyUser(db, deps.passwords, body, scope);
    return { user: toAdminProfile(user), pin: null, temporaryPassword };
  });

  defineRoute(router, deps, api.usernameSuggestion, async ({ query, auth }) => {
    return { username: await suggestUsername(db, auth.municipalityId, query.firstName, query.lastName) };
  });

  defineRoute(router, deps, api.pins, ({ query, auth, now }) =>
    listPinStatus(db, { municipalityId: auth.municipalityId, now }, query),
  );

  defineRoute(router, deps, api.setPin, ({ subject, body, auth, now }) =>
    setUserPin(db, deps.pins, subject, body, { actorId: auth.userId, now }),
  );

  defineRoute(router, deps, api.unlock, async ({ subject, auth, now }) => {
    await unlockUser(db, subject, { actorId: auth.userId, now });
    return null;
  });

  defineRoute(router, deps, api.approvals, ({ auth }) => listApprovals(db, auth.municipalityId));

  defineRoute(router, deps, api.decideProfessional, ({ subject, body, auth, now }) =>
    decideProfessional(db, subject, {
      decision: body.decision,
      municipalityId: auth.municipalityId,
      actorId: auth.userId,
      now,
    }),
  );

  return router;
}
