import { idParams } from "@shared/api/common";
import { createEnrolmentCodeRequest, DEVICE_MESSAGES, deviceParams, enrolDeviceRequest } from "@shared/api/devices";
import { type Request, Router } from "express";
import { authorizeSubject } from "../auth/access";
import { requireRole, sessionOf, setDeviceCookie } from "../auth/middleware";
import { takeWrite } from "../auth/write-limits";
import type { AppDeps } from "../deps";
import { DEVICE_COOKIE, readCookie } from "../http/cookies";
import { notFound } from "../http/errors";
import { parse } from "../http/validate";
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

  router.get("/auth/device", async (req, res) => {
    const people = await listDevicePeople(db, readCookie(req, DEVICE_COOKIE));
    res.json({ isEnrolled: people.length > 0, people: people.map((p) => ({ firstName: p.firstName })) });
  });

  router.post("/auth/device/enrol", async (req, res) => {
    const { code } = parse(enrolDeviceRequest, req.body);
    const { token, people } = await redeemEnrolmentCode(
      db,
      { code, deviceToken: readCookie(req, DEVICE_COOKIE), ip: req.ip ?? "unknown" },
      deps.clock(),
    );
    setDeviceCookie(deps, req, res, token);
    res.status(201).json({ isEnrolled: true, people: people.map((p) => ({ firstName: p.firstName })) });
  });

  return router;
}

/**
 * Enrolment from the person's side: their municipality's professionals and their consented family
 * ("care" scope, one policy) make codes, see the devices and revoke them.
 */
export function deviceAdminRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;
  const staffOrFamily = requireRole("professional", "family");

  /** Codes and revocations are audited by the service; the list is a section of the (audited) record. */
  async function personAt(req: Request) {
    const { id } = parse(idParams, req.params);
    const auth = sessionOf(req);
    const now = deps.clock();
    const person = await authorizeSubject(db, auth, id, "care", now, null);
    if (person.role !== "elderly") throw notFound(DEVICE_MESSAGES.onlyElderly);
    return { auth, now, person };
  }

  router.post("/users/:id/device-codes", staffOrFamily, async (req, res) => {
    const { deviceName } = parse(createEnrolmentCodeRequest, req.body ?? {});
    const { auth, now, person } = await personAt(req);
    await takeWrite(db, "device-code", auth.userId, now);
    const made = await createEnrolmentCode(db, [person], { actorId: auth.userId, deviceName, now });
    res.status(201).json({ ...made, expiresAt: made.expiresAt.toISOString() });
  });

  router.get("/users/:id/devices", staffOrFamily, async (req, res) => {
    const { person } = await personAt(req);
    res.json({ devices: await listEnrolledDevices(db, person.id) });
  });

  router.delete("/users/:id/devices/:deviceId", staffOrFamily, async (req, res) => {
    const { deviceId } = parse(deviceParams, req.params);
    const { auth, now, person } = await personAt(req);
    if (!(await revokeDevice(db, person, deviceId, { actorId: auth.userId, now }))) throw notFound();
    res.status(204).end();
  });

  return router;
}
