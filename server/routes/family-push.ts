import { familyPushEndpoints as api } from "@shared/api/family-push";
import { Router } from "express";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
import {
  getFamilyPushStatus,
  removePushSubscription,
  savePushSubscription,
} from "../services/family-push/subscriptions";

// A relative turns notices on or off on this phone (docs/behaviour/13-later-additions.md#family-notices).
export function familyPushRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;
  const publicKey = deps.familyNotifier?.publicKey ?? null;
  const extraHosts = deps.familyNotifier?.extraPushHosts ?? [];

  defineRoute(router, deps, api.status, ({ auth }) => getFamilyPushStatus(db, auth.userId, publicKey));

  defineRoute(router, deps, api.subscribe, async ({ body, auth, now }) => {
    await savePushSubscription(db, { familyUserId: auth.userId, subscription: body, extraHosts, now });
    return getFamilyPushStatus(db, auth.userId, publicKey);
  });

  defineRoute(router, deps, api.unsubscribe, async ({ body, auth }) => {
    await removePushSubscription(db, { familyUserId: auth.userId, endpoint: body.endpoint });
    return getFamilyPushStatus(db, auth.userId, publicKey);
  });

  return router;
}
