import { idParams, userIdParams } from "@shared/api/common";
import { approvalDecisionRequest, professionalParams } from "@shared/api/professional";
import {
  createUserRequest,
  eraseUserRequest,
  pinListQuery,
  setUserPinRequest,
  USER_ADMIN_MESSAGES,
  updateUserRequest,
  usernameSuggestionQuery,
} from "@shared/api/user-admin";
import { type Request, Router } from "express";
import { requireRole, sessionOf } from "../auth/middleware";
import type { AppDeps } from "../deps";
import { badRequest, forbidden } from "../http/errors";
import { parse } from "../http/validate";
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
// approvals. Professionals only; everything is scoped to the session's municipality.
export function userAdminRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;
  const onlyStaff = requireRole("professional");

  /** The session, after checking that `{professionalId}` in the path (when present) is its own id. */
  function staffOf(req: Request) {
    const auth = sessionOf(req);
    if (req.params.professionalId !== undefined) {
      const { professionalId } = parse(professionalParams, req.params);
      if (professionalId !== auth.userId) throw forbidden();
    }
    return { auth, now: deps.clock() };
  }

  /** The older person (or, where `roles` says so, family member) at `:id`, else 404. */
  async function personAt(req: Request, roles?: Parameters<typeof findManagedPerson>[3]) {
    const { id } = parse(idParams, req.params);
    const { auth, now } = staffOf(req);
    return { auth, now, person: await findManagedPerson(db, auth, id, roles) };
  }

  router.get("/users/:id/record", onlyStaff, async (req, res) => {
    const { auth, now, person } = await personAt(req);
    await recordAudit(db, {
      municipalityId: auth.municipalityId,
      actorId: auth.userId,
      action: "user.view",
      subjectUserId: person.id,
      now,
    });
    res.json(await getUserRecord(db, person, { timezone: auth.timezone, now }));
  });

  router.patch("/users/:id", onlyStaff, async (req, res) => {
    const changes = parse(updateUserRequest, req.body);
    const { auth, now, person } = await personAt(req);
    const saved = await updateUserProfile(db, person, changes, { actorId: auth.userId, now });
    res.json(toAdminProfile(saved));
  });

  router.get("/users/:id/export", onlyStaff, async (req, res) => {
    const { auth, now, person } = await personAt(req, ["elderly", "family"]);
    const { data, filename } = await exportUserData(db, person, {
      actorId: auth.userId,
      timezone: auth.timezone,
      now,
    });
    // The file name holds only [a-z0-9._-], so it is quoted as is.
    res.set("Content-Disposition", `attachment; filename="${filename}"`).json(data);
  });

  router.delete("/users/:id", onlyStaff, async (req, res) => {
    const { confirmation } = parse(eraseUserRequest, req.body ?? {});
    const { auth, now, person } = await personAt(req, ["elderly", "family"]);
    if (confirmation !== person.username) throw badRequest(USER_ADMIN_MESSAGES.eraseConfirmation);
    await eraseUser(db, person, { actorId: auth.userId, now });
    res.status(204).end();
  });

  router.post("/professional/users", onlyStaff, async (req, res) => {
    const input = parse(createUserRequest, req.body);
    const { auth, now } = staffOf(req);
    const scope = { municipalityId: auth.municipalityId, actorId: auth.userId, now };
    if (input.kind === "elderly") {
      const { user, pin } = await createElderlyUser(db, deps.pins, input, scope);
      res.status(201).json({ user: toAdminProfile(user), pin, temporaryPassword: null });
      return;
    }
    const { user, temporaryPassword } = await createFamilyUser(db, input, scope);
    res.status(201).json({ user: toAdminProfile(user), pin: null, temporaryPassword });
  });

  router.get("/professional/:professionalId/username-suggestion", onlyStaff, async (req, res) => {
    const { auth } = staffOf(req);
    const { firstName, lastName } = parse(usernameSuggestionQuery, req.query);
    res.json({ username: await suggestUsername(db, auth.municipalityId, firstName, lastName) });
  });

  router.get("/professional/:professionalId/pins", onlyStaff, async (req, res) => {
    const { auth, now } = staffOf(req);
    const query = parse(pinListQuery, req.query);
    res.json(await listPinStatus(db, { municipalityId: auth.municipalityId, now }, query));
  });

  router.put("/users/:id/pin", onlyStaff, async (req, res) => {
    const request = parse(setUserPinRequest, req.body);
    const { auth, now, person } = await personAt(req);
    res.json(await setUserPin(db, deps.pins, person, request, { actorId: auth.userId, now }));
  });

  router.post("/users/:id/unlock", onlyStaff, async (req, res) => {
    const { auth, now, person } = await personAt(req);
    await unlockUser(db, person, { actorId: auth.userId, now });
    res.status(204).end();
  });

  router.get("/professional/:professionalId/approvals", onlyStaff, async (req, res) => {
    const { auth } = staffOf(req);
    res.json(await listApprovals(db, auth.municipalityId));
  });

  router.post("/professional/approvals/professionals/:userId", onlyStaff, async (req, res) => {
    const { userId } = parse(userIdParams, req.params);
    const { decision } = parse(approvalDecisionRequest, req.body);
    const { auth, now } = staffOf(req);
    res.json(
      await decideProfessional(db, userId, {
        decision,
        municipalityId: auth.municipalityId,
        actorId: auth.userId,
        now,
      }),
    );
  });

  return router;
}
