import type { CookieOptions, Request, RequestHandler, Response } from "express";
import type { AppDeps } from "../deps";
import { DEVICE_COOKIE_MAX_AGE_MS } from "@shared/domain/enrolment";
import { resolveCachedSession } from "../auth/session-cache";
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, KNOWN_BROWSER_COOKIE, readCookie, SESSION_COOKIE } from "./cookies";

const KNOWN_BROWSER_MAX_AGE_MS = 365 * 24 * 60 * 60_000;
import { unauthorized } from "./errors";

export function sessionLoader(deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    const token = readCookie(req, SESSION_COOKIE);
    if (token) {
      const session = await resolveCachedSession(deps.readCache, deps.db, token, deps.clock());
      req.auth = session ?? undefined;
      // A sliding session moved its end: the browser would otherwise drop the cookie at the old date.
      if (session?.isRenewed) setSessionCookie(deps, req, res, token, session.expiresAt);
    }
    next();
  };
}

export const requireAuth: RequestHandler = (req, _res, next) => {
  next(req.auth ? undefined : unauthorized());
};

function cookieOptions(deps: AppDeps, req: Request): CookieOptions {
  const secure = deps.config.cookieSecure === "always" || (deps.config.cookieSecure === "auto" && req.secure);
  return { httpOnly: true, sameSite: "lax", secure, path: "/" };
}

export function setSessionCookie(deps: AppDeps, req: Request, res: Response, token: string, expiresAt: Date) {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(deps, req), expires: expiresAt });
}

export function clearSessionCookie(deps: AppDeps, req: Request, res: Response) {
  res.clearCookie(SESSION_COOKIE, cookieOptions(deps, req));
}

/** Sets (or renews, at each PIN login) the device credential: long-lived, HttpOnly, sent only to /api/auth. */
export function setDeviceCookie(deps: AppDeps, req: Request, res: Response, token: string) {
  res.cookie(DEVICE_COOKIE, token, {
    ...cookieOptions(deps, req),
    sameSite: "strict",
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_MAX_AGE_MS,
  });
}

/** The known-browser token: a year, HttpOnly, sent only to /api/auth (sign-in). */
export function setKnownBrowserCookie(deps: AppDeps, req: Request, res: Response, token: string) {
  res.cookie(KNOWN_BROWSER_COOKIE, token, {
    ...cookieOptions(deps, req),
    path: DEVICE_COOKIE_PATH,
    maxAge: KNOWN_BROWSER_MAX_AGE_MS,
  });
}
