import type { CookieOptions, Request, Response } from "express";
import { SSO_LOGIN_STATE_MS } from "@shared/domain/single-sign-on";
import type { AppDeps } from "../deps";

/** The `state` of a single sign-on in flight (docs/decisions/0012-single-sign-on.md): sent only back to the callback. */
export const SSO_STATE_COOKIE = "sso_state";
const SSO_STATE_COOKIE_PATH = "/api/auth/oidc";

/**
 * Ties the sign-in to this browser. Lax, not strict: the provider's redirect back is a cross-site top-level
 * navigation, which must carry it. Secure as the session cookie is (server/http/session-middleware.ts).
 */
function options(deps: AppDeps, req: Request): CookieOptions {
  const secure = deps.config.cookieSecure === "always" || (deps.config.cookieSecure === "auto" && req.secure);
  return { httpOnly: true, sameSite: "lax", secure, path: SSO_STATE_COOKIE_PATH };
}

export function setSsoStateCookie(deps: AppDeps, req: Request, res: Response, state: string) {
  res.cookie(SSO_STATE_COOKIE, state, { ...options(deps, req), maxAge: SSO_LOGIN_STATE_MS });
}

export function clearSsoStateCookie(deps: AppDeps, req: Request, res: Response) {
  res.clearCookie(SSO_STATE_COOKIE, options(deps, req));
}
