import type { SecondFactorState } from "@shared/domain/second-factor";
import type { UserRole } from "@shared/domain/enums";
import type { Request, Response } from "express";
import { createSession, deleteSessionByToken } from "../auth/sessions";
import type { AppDeps } from "../deps";
import { KNOWN_BROWSER_COOKIE, readCookie, SESSION_COOKIE } from "./cookies";
import { setKnownBrowserCookie, setSessionCookie } from "./session-middleware";
import { noteBrowser, recordSignIn } from "../services/second-factor/sign-in-log";
import type { SignInMethod } from "@shared/domain/second-factor";
import type { RelyingParty } from "../services/second-factor/passkeys";

type Http = { req: Request; res: Response };

/**
 * Opens a session with a new id (any session the browser still carried is ended): a full one, or a sign-in that
 * still owes its second step (minutes long, answering nothing but that step).
 */
export async function openSession(
  deps: AppDeps,
  { req, res }: Http,
  user: { id: string; role: UserRole },
  opts: { remember: boolean; now: Date; deviceId?: string; secondFactor?: SecondFactorState; factorVerifiedAt?: Date | null },
) {
  const previous = readCookie(req, SESSION_COOKIE);
  if (previous) await deleteSessionByToken(deps.db, previous);
  const { token, expiresAt } = await createSession(deps.db, user, { ...opts, userAgent: req.get("user-agent") ?? "" });
  setSessionCookie(deps, req, res, token, expiresAt);
}

/**
 * A sign-in is complete: the browser is noted (a new one is flagged in 'Mis accesos'), the success written down.
 * Returns whether the browser is new to this account.
 */
export async function noteCompletedSignIn(
  deps: AppDeps,
  { req, res }: Http,
  userId: string,
  method: SignInMethod,
  now: Date,
): Promise<boolean> {
  const seen = await noteBrowser(deps.db, userId, readCookie(req, KNOWN_BROWSER_COOKIE), now);
  setKnownBrowserCookie(deps, req, res, seen.token);
  await recordSignIn(deps.db, {
    userId,
    now,
    ip: req.ip ?? "",
    userAgent: req.get("user-agent") ?? "",
    method,
    outcome: "success",
    isNewDevice: seen.isNew,
  });
  return seen.isNew;
}

/** The site the person is on, for passkeys: the origin as the browser reached it (through a trusted proxy). */
export function relyingPartyOf(req: Request): RelyingParty {
  const host = req.host ?? "localhost";
  const origin = new URL(`${req.protocol}://${host}`).origin;
  return { origin, rpID: new URL(origin).hostname };
}
