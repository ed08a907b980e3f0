import { oidcEndpoints as api, SSO_LOGIN_PAGE, type SsoErrorCode } from "@shared/api/oidc";
import { Router } from "express";
import type { AppDeps } from "../deps";
import { readCookie } from "../http/cookies";
import { defineRoute } from "../http/define-route";
import { noteCompletedSignIn, openSession } from "../http/sign-in-session";
import { clearSsoStateCookie, setSsoStateCookie, SSO_STATE_COOKIE } from "../http/sso-state-cookie";
import { listSsoMunicipalities } from "../services/single-sign-on/providers";
import { recordSignIn } from "../services/second-factor/sign-in-log";
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

  defineRoute(router, deps, api.callback, async ({ now, http }) => {
    const { req, res } = http;
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
      await openSession(deps, http, signIn.user, {
        remember: false,
        now,
        secondFactor: signIn.secondFactor,
        factorVerifiedAt: signIn.factorVerifiedAt,
      });
      // The provider's sign-in is written down for 'Mis accesos': complete when its MFA counted, else pending.
      if (signIn.secondFactor === "done") await noteCompletedSignIn(deps, http, signIn.user.id, "oidc", now);
      else
        await recordSignIn(db, {
          userId: signIn.user.id,
          now,
          ip: req.ip ?? "",
          userAgent: req.get("user-agent") ?? "",
          method: "oidc",
          outcome: "pending",
        });
      res.redirect(302, "/");
    } catch (err) {
      res.redirect(302, loginPage(refusalCode(err)));
    }
    return null;
  });

  return router;
}
