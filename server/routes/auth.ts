import { authEndpoints as api, MESSAGES } from "@shared/api/auth";
import type { UserRow } from "@shared/schema";
import { type Request, type Response, Router } from "express";
import { clearSessionCookie, setDeviceCookie } from "../http/session-middleware";
import { deleteSessionByToken } from "../auth/sessions";
import { noteCompletedSignIn, openSession } from "../http/sign-in-session";
import { stateAfterPassword } from "@shared/domain/second-factor";
import { hasSecondFactor } from "../services/second-factor/factors";
import { recordSignIn } from "../services/second-factor/sign-in-log";
import type { AppDeps } from "../deps";
import { DEVICE_COOKIE, readCookie, SESSION_COOKIE } from "../http/cookies";
import { defineRoute } from "../http/define-route";
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
  const startSession = (http: { req: Request; res: Response }, user: UserRow, remember: boolean, now: Date, deviceId?: string) =>
    openSession(deps, http, user, { remember, now, deviceId });

  defineRoute(router, deps, api.loginPin, async ({ body, now, http }) => {
    const { req, res } = http;
    const deviceToken = readCookie(req, DEVICE_COOKIE);
    const { user, deviceId } = await loginWithPin(db, deps.pins, { ...body, ip: req.ip ?? "unknown", deviceToken }, now);
    await startSession(http, user, true, now, deviceId);
    await recordSignIn(db, { userId: user.id, now, ip: req.ip ?? "", userAgent: req.get("user-agent") ?? "", method: "pin", outcome: "success" });
    // Each login renews the device credential, so a tablet in daily use never falls out of enrolment.
    setDeviceCookie(deps, req, res, deviceToken!);
    return { user: await payload(user) };
  });

  defineRoute(router, deps, api.login, async ({ body, now, http }) => {
    const { req } = http;
    const source = { ip: req.ip ?? "unknown", userAgent: req.get("user-agent") ?? "" };
    const user = await loginWithPassword(db, deps.passwords, { ...body, ...source }, now);
    // A right password alone opens the second step (or the enrolment of a first factor), not the account.
    const secondFactor = stateAfterPassword(user.role, await hasSecondFactor(db, user.id));
    await openSession(deps, http, user, { remember: body.remember, now, secondFactor });
    if (secondFactor === "done") await noteCompletedSignIn(deps, http, user.id, "password", now);
    else await recordSignIn(db, { userId: user.id, now, ...source, method: "password", outcome: "pending" });
    const municipality = await findMunicipality(db, user.municipalityId);
    return { user: toSessionUser(user, municipality?.timezone, secondFactor) };
  });

  defineRoute(router, deps, api.logout, async ({ http: { req, res } }) => {
    const token = readCookie(req, SESSION_COOKIE);
    if (token) await deleteSessionByToken(db, token);
    clearSessionCookie(deps, req, res);
    return null;
  });

  defineRoute(router, deps, api.me, async ({ auth }) => {
    const user = await findUserById(db, auth.userId);
    return { user: toSessionUser(user!, auth.timezone, auth.secondFactor) };
  });

  const registrationSource = (req: Request) => ({
    ip: req.ip ?? "unknown",
    perHour: deps.config.registrationsPerHour,
    isDemo: deps.config.isDemo,
  });

  defineRoute(router, deps, api.familyRegister, async ({ body, now, http }) => {
    const user = await registerFamily(db, deps.passwords, body, registrationSource(http.req), now);
    await startSession(http, user, false, now);
    return { user: await payload(user) };
  });

  defineRoute(router, deps, api.professionalRegister, async ({ body, now, http }) => {
    const user = await registerProfessional(db, deps.passwords, body, registrationSource(http.req), now);
    return { user: await payload(user), status: "pending" as const, message: MESSAGES.pendingApproval };
  });

  return router;
}
