import { USER_ADMIN_MESSAGES, userAdminEndpoints as api } from "@shared/api/user-admin";
import { Router } from "express";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
import { badRequest } from "../http/errors";
import { recordAudit } from "../services/audit";
import { decideProfessional, listApprovals } from "../services/professional/approvals";
import { listPinStatus } from "../services/professional/pin-status";
import { setUserPin, unlockUser } from "../services/professional/pins";
import { createElderlyUser, createFamilyUser } from "../services/professional/user-creation";
import { eraseUser, exportUserData } from "../services/professional/user-data";
import {
  findManagedPerson,
  getUserRecord,
  toAdminProfile,
  updateUserProfile,
} from "../services/professional/user-records";
import { suggestUsername } from "../services/professional/usernames";

// Staff management of the municipality's people: record, edit, export, erasure, creation, PINs and
// approvals. Professionals only; everything is scoped to the session's municipality. The person at `:id` is
// found by findManagedPerson (404 for anyone but a managed person), not by the shared subject policy, whose
// answers differ for the caller themself and for other roles.
export function userAdminRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;

  defineRoute(router, deps, api.record, async ({ params, auth, now }) => {
    const person = await findManagedPerson(db, auth, params.id);
    await recordAudit(db, {
      municipalityId: auth.municipalityId,
      actorId: auth.userId,
      action: "user.view",
      subjectUserId: person.id,
      now,
    });
    return getUserRecord(db, person, { timezone: auth.timezone, now });
  });

  defineRoute(router, deps, api.update, async ({ params, body, auth, now }) => {
    const person = await findManagedPerson(db, auth, params.id);
    const saved = await updateUserProfile(db, person, body, { actorId: auth.userId, now });
    return toAdminProfile(saved);
  });

  defineRoute(router, deps, api.export, async ({ params, auth, now, http }) => {
    const person = await findManagedPerson(db, auth, params.id, ["elderly", "family"]);
    const { data, filename } = await exportUserData(db, person, {
      actorId: auth.userId,
      timezone: auth.timezone,
      now,
    });
    // The file name holds only [a-z0-9._-], so it is quoted as is.
    http.res.set("Content-Disposition", `attachment; filename="${filename}"`);
    return data;
  });

  defineRoute(router, deps, api.erase, async ({ params, body, auth, now }) => {
    const person = await findManagedPerson(db, auth, params.id, ["elderly", "family"]);
    if (body.confirmation !== person.username) throw badRequest(USER_ADMIN_MESSAGES.eraseConfirmation);
    await eraseUser(db, person, { actorId: auth.userId, now });
    return null;
  });

  defineRoute(router, deps, api.create, async ({ body, auth, now }) => {
    const scope = { municipalityId: auth.municipalityId, actorId: auth.userId, now };
    if (body.kind === "elderly") {
      const { user, pin } = await createElderlyUser(db, deps.pins, body, scope);
      return { user: toAdminProfile(user), pin, temporaryPassword: null };
    }
    const { user, temporaryPassword } = await createFamilyUser(db, body, scope);
    return { user: toAdminProfile(user), pin: null, temporaryPassword };
  });

  defineRoute(router, deps, api.usernameSuggestion, async ({ query, auth }) => {
    return { username: await suggestUsername(db, auth.municipalityId, query.firstName, query.lastName) };
  });

  defineRoute(router, deps, api.pins, ({ query, auth, now }) =>
    listPinStatus(db, { municipalityId: auth.municipalityId, now }, query),
  );

  defineRoute(router, deps, api.setPin, async ({ params, body, auth, now }) => {
    const person = await findManagedPerson(db, auth, params.id);
    return setUserPin(db, deps.pins, person, body, { actorId: auth.userId, now });
  });

  defineRoute(router, deps, api.unlock, async ({ params, auth, now }) => {
    const person = await findManagedPerson(db, auth, params.id);
    await unlockUser(db, person, { actorId: auth.userId, now });
    return null;
  });

  defineRoute(router, deps, api.approvals, ({ auth }) => listApprovals(db, auth.municipalityId));

  defineRoute(router, deps, api.decideProfessional, ({ params, body, auth, now }) =>
    decideProfessional(db, params.userId, {
      decision: body.decision,
      municipalityId: auth.municipalityId,
      actorId: auth.userId,
      now,
    }),
  );

  return router;
}
