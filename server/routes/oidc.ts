import { oidcEndpoints as api, SSO_LOGIN_PAGE, type SsoErrorCode } from "@shared/api/oidc";
import { Router } from "express";
import { createSession, deleteSessionByToken } from "../auth/sessions";
import type { AppDeps } from "../deps";
import { readCookie, SESSION_COOKIE } from "../http/cookies";
import { defineRoute } from "../http/define-route";
import { setSessionCookie } from "../http/session-middleware";
import { clearSsoStateCookie, setSsoStateCookie, SSO_STATE_COOKIE } from "../http/sso-state-cookie";
import { listSsoMunicipalities } from "../services/single-sign-on/providers";
import { finishSsoSignIn, SsoRefusal, startSsoSignIn } from "../services/single-sign-on/sign-in";

/** Single sign-on with the municipality's identity provider (docs/decisions/0012-single-sign-on.md). */
export function oidcRouter(deps: AppDeps): Router {
  const router = Router();
  const { db, config } = deps;
  const redirectUri = config.publicUrl ? `${config.publicUrl}${api.callback.path}` : null;
  const loginPage = (code: SsoErrorCode) => `${SSO_LOGIN_PAGE}?sso_error=${code}`;

  /** A refusal goes back to the login page with its code; anything else is a real fault. */
  const refusalCode = (err: unknown): SsoErrorCode => {
    if (!(err instanceof SsoRefusal)) throw err;
    deps.logger.warn({ code: err.code, cause: err.cause instanceof Error ? err.cause.message : undefined }, "sso refused");
    return err.code;
  };

  defineRoute(router, deps, api.providers, async () => ({
    items: redirectUri ? await listSsoMunicipalities(db) : [],
  }));

  defineRoute(router, deps, api.start, async ({ params, now, http: { req, res } }) => {
    try {
      const { url, state } = await startSsoSignIn(db, { municipalityId: params.municipalityId, redirectUri, now });
      setSsoStateCookie(deps, req, res, state);
      res.redirect(302, url);
    } catch (err) {
      res.redirect(302, loginPage(refusalCode(err)));
    }
    return null;
  });

  defineRoute(router, deps, api.callback, async ({ now, http: { req, res } }) => {
    const cookieState = readCookie(req, SSO_STATE_COOKIE);
    clearSsoStateCookie(deps, req, res);
    if (!redirectUri) {
      res.redirect(302, loginPage("not-available"));
      return null;
    }
    try {
      // The raw query: the library checks `iss` and `state` as the provider sent them.
      const query = new URLSearchParams(req.originalUrl.split("?")[1] ?? "");
      const signIn = await finishSsoSignIn(db, { query, cookieState, redirectUri, now });
      // A new session id at every sign-in; any session the browser still carried is ended.
      const previous = readCookie(req, SESSION_COOKIE);
      if (previous) await deleteSessionByToken(db, previous);
      const { token, expiresAt } = await createSession(db, signIn.user, {
        remember: false,
        userAgent: req.get("user-agent") ?? "",
        now,
        secondFactor: signIn.secondFactor,
        factorVerifiedAt: signIn.factorVerifiedAt,
      });
      setSessionCookie(deps, req, res, token, expiresAt);
      res.redirect(302, "/");
    } catch (err) {
      res.redirect(302, loginPage(refusalCode(err)));
    }
    return null;
  });

  return router;
}
