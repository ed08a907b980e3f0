import { deviceEndpoints as api } from "@shared/api/devices";
import { Router } from "express";
import { setDeviceCookie } from "../http/session-middleware";
import { takeWrite } from "../auth/write-limits";
import type { AppDeps } from "../deps";
import { DEVICE_COOKIE, readCookie } from "../http/cookies";
import { defineRoute } from "../http/define-route";
import {
  createEnrolmentCode,
  listDevicePeople,
  listEnrolledDevices,
  redeemEnrolmentCode,
  revokeDevice,
} from "../services/devices";

/** The browser's own side of enrolment: no session needed (it is how a tablet gets to log in at all). */
export function deviceRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;

  defineRoute(router, deps, api.status, async ({ http }) => {
    const people = await listDevicePeople(db, readCookie(http.req, DEVICE_COOKIE));
    return { isEnrolled: people.length > 0, people: people.map((p) => ({ firstName: p.firstName })) };
  });

  defineRoute(router, deps, api.enrol, async ({ body, now, http: { req, res } }) => {
    const { token, people } = await redeemEnrolmentCode(
      db,
      { code: body.code, deviceToken: readCookie(req, DEVICE_COOKIE), ip: req.ip ?? "unknown" },
      now,
    );
    setDeviceCookie(deps, req, res, token);
    return { isEnrolled: true, people: people.map((p) => ({ firstName: p.firstName })) };
  });

  return router;
}

/**
 * Enrolment from the person's side: their municipality's professionals and their consented family
 * ("care" scope, one policy) make codes, see the devices and revoke them; only older people have tablets.
 */
export function deviceAdminRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;

  defineRoute(router, deps, api.createCode, async ({ body, auth, subject, now }) => {
        await takeWrite(db, "device-code", auth.userId, now);
    const made = await createEnrolmentCode(db, [subject], { actorId: auth.userId, deviceName: body.deviceName, now });
    return { ...made, expiresAt: made.expiresAt.toISOString() };
  });

  defineRoute(router, deps, api.list, async ({ subject }) => ({
    devices: await listEnrolledDevices(db, subject.id),
  }));

  defineRoute(router, deps, api.revoke, async ({ params, auth, subject, now }) => {
    await revokeDevice(db, subject, params.deviceId, { actorId: auth.userId, now });
    return null;
  });

  return router;
}
