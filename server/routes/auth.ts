import {
  familyRegisterRequest,
  loginPinRequest,
  loginRequest,
  MESSAGES,
  professionalRegisterRequest,
} from "@shared/api/auth";
import type { UserRow } from "@shared/schema";
import { type Request, type Response, Router } from "express";
import { clearSessionCookie, requireAuth, sessionOf, setDeviceCookie, setSessionCookie } from "../auth/middleware";
import { createSession, deleteSessionByToken } from "../auth/sessions";
import type { AppDeps } from "../deps";
import { DEVICE_COOKIE, readCookie, SESSION_COOKIE } from "../http/cookies";
import { parse } from "../http/validate";
import { findMunicipality } from "../services/municipalities";
import { loginWithPassword } from "../services/password-login";
import { loginWithPin } from "../services/pin-login";
import { registerFamily, registerProfessional } from "../services/registration";
import { toSessionUser } from "../services/user-views";
import { findUserById } from "../services/users";

export function authRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;

  const payload = async (user: UserRow) =>
    toSessionUser(user, (await findMunicipality(db, user.municipalityId))?.timezone);

  /** A new session id at every login; any session the browser still carried is ended. */
  async function startSession(req: Request, res: Response, user: UserRow, remember: boolean, deviceId?: string) {
    const previous = readCookie(req, SESSION_COOKIE);
    if (previous) await deleteSessionByToken(db, previous);
    const { token, expiresAt } = await createSession(db, user, {
      remember,
      userAgent: req.get("user-agent") ?? "",
      now: deps.clock(),
      deviceId,
    });
    setSessionCookie(deps, req, res, token, expiresAt);
  }

  router.post("/auth/login-pin", async (req, res) => {
    const input = parse(loginPinRequest, req.body);
    const deviceToken = readCookie(req, DEVICE_COOKIE);
    const { user, deviceId } = await loginWithPin(
      db,
      deps.pins,
      { ...input, ip: req.ip ?? "unknown", deviceToken },
      deps.clock(),
    );
    await startSession(req, res, user, true, deviceId);
    // Each login renews the device credential, so a tablet in daily use never falls out of enrolment.
    setDeviceCookie(deps, req, res, deviceToken!);
    res.json({ user: await payload(user) });
  });

  router.post("/auth/login", async (req, res) => {
    const input = parse(loginRequest, req.body);
    const user = await loginWithPassword(db, { ...input, ip: req.ip ?? "unknown" }, deps.clock());
    await startSession(req, res, user, input.remember);
    res.json({ user: await payload(user) });
  });

  router.post("/auth/logout", async (req, res) => {
    const token = readCookie(req, SESSION_COOKIE);
    if (token) await deleteSessionByToken(db, token);
    clearSessionCookie(deps, req, res);
    res.status(204).end();
  });

  router.get("/auth/me", requireAuth, async (req, res) => {
    const user = await findUserById(db, sessionOf(req).userId);
    res.json({ user: toSessionUser(user!, sessionOf(req).timezone) });
  });

  const registrationSource = (req: Request) => ({
    ip: req.ip ?? "unknown",
    perHour: deps.config.registrationsPerHour,
  });

  router.post("/family/register", async (req, res) => {
    const input = parse(familyRegisterRequest, req.body);
    const user = await registerFamily(db, input, registrationSource(req), deps.clock());
    await startSession(req, res, user, false);
    res.status(201).json({ user: await payload(user) });
  });

  router.post("/professional/register", async (req, res) => {
    const input = parse(professionalRegisterRequest, req.body);
    const user = await registerProfessional(db, input, registrationSource(req), deps.clock());
    res.status(201).json({ user: await payload(user), status: "pending", message: MESSAGES.pendingApproval });
  });

  return router;
}
