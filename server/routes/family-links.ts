import { familyLinkEndpoints as api } from "@shared/api/family-links";
import { Router } from "express";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
import { findOwnLink, removeFamilyLink } from "../services/family-link-removal";

// Ending a family link, from either side; the relative's tablets of the person end with it.
export function familyLinksRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;

  defineRoute(router, deps, api.removeLink, async ({ record: link, auth, now }) => ({
    removedTablets: await removeFamilyLink(db, link, { actorId: auth.userId, municipalityId: auth.municipalityId, now }),
  }));

  // The access check found the caller's approved link to the person; the link removed is that one.
  defineRoute(router, deps, api.leaveLink, async ({ subject, auth, now }) => {
    const link = await findOwnLink(db, auth.userId, subject.id);
    return {
      removedTablets: await removeFamilyLink(db, link, { actorId: auth.userId, municipalityId: auth.municipalityId, now }),
    };
  });

  return router;
}
