import { secondFactorEndpoints as api, SECOND_FACTOR_MESSAGES } from "@shared/api/second-factor";
import { describeDevice } from "@shared/domain/device-summary";
import { SECOND_FACTOR_RULES } from "@shared/domain/second-factor";
import { type Request, type Response, Router } from "express";
import type { SessionContext } from "../auth/sessions";
import type { AppDeps } from "../deps";
import { conflict, invalidInput } from "../domain-errors";
import { defineRoute } from "../http/define-route";
import { noteCompletedSignIn, openSession, relyingPartyOf } from "../http/sign-in-session";
import { factorsResetNotice, newDeviceNotice, sendAccountNotice } from "../services/second-factor/account-mail";
import { readFactorSummary } from "../services/second-factor/factors";
import {
  checkMayAddFactor,
  findAccountContact,
  noteFactorAdded,
  removeOwnFactor,
  renewRecoveryCodes,
  resetSecondFactors,
} from "../services/second-factor/manage";
import { finishPasskeyRegistration, startPasskeyRegistration, startPasskeySignature } from "../services/second-factor/passkeys";
import { listSignIns } from "../services/second-factor/sign-in-log";
import { confirmTotp, startTotpSetup } from "../services/second-factor/totp";
import { markFactorShown, verifySecondFactor } from "../services/second-factor/verify";
import { toSessionUser } from "../services/user-views";
import { findUserById } from "../services/users";

// The second factor's routes (docs/decisions/0011-second-factor.md). A pending sign-in reaches only these; the
// gate in define-route.ts refuses it everything else.

export function secondFactorRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;
  const keys = deps.factorKeys;
  const who = (auth: SessionContext) => ({ sessionId: auth.sessionId, userId: auth.userId });

  const sessionUserOf = async (userId: string, timezone: string) => toSessionUser((await findUserById(db, userId))!, timezone);

  /**
   * The sign-in is now complete (second step shown, or first factor enrolled): a new full session replaces the
   * pending one, the browser is noted, a new device is told to the owner by e-mail.
   */
  async function completeSignIn(http: { req: Request; res: Response }, auth: SessionContext, method: "totp" | "passkey" | "recovery", now: Date) {
    await openSession(deps, http, { id: auth.userId, role: auth.role }, { remember: auth.isRemembered, now, factorVerifiedAt: now });
    const isNewDevice = await noteCompletedSignIn(deps, http, auth.userId, method, now);
    const contact = isNewDevice ? await findAccountContact(db, auth.userId) : null;
    if (contact) {
      const at = now.toLocaleString("es-ES", { timeZone: auth.timezone, dateStyle: "long", timeStyle: "short" });
      const device = describeDevice(http.req.get("user-agent") ?? "");
      void sendAccountNotice(deps.config.escalation, deps.logger, newDeviceNotice(contact.email, contact.firstName, device, at));
    }
  }

  const recentUntil = (now: Date) => new Date(now.getTime() + SECOND_FACTOR_RULES.recentMs).toISOString();

  defineRoute(router, deps, api.summary, ({ auth }) => readFactorSummary(db, auth, auth.role));

  defineRoute(router, deps, api.passkeyOptions, async ({ auth, now, http }) => ({
    options: { ...(await startPasskeySignature(db, relyingPartyOf(http.req), who(auth), now)) },
  }));

  defineRoute(router, deps, api.verify, async ({ auth, body, now, http }) => {
    if (auth.secondFactor === "enrol") throw conflict(SECOND_FACTOR_MESSAGES.notPending);
    const isPending = auth.secondFactor === "verify";
    const method = await verifySecondFactor({ db, keys, rp: relyingPartyOf(http.req) }, { ...who(auth), isPending }, body, now);
    if (isPending) await completeSignIn(http, auth, method as "totp" | "passkey" | "recovery", now);
    else await markFactorShown(db, auth.sessionId, now);
    return { user: await sessionUserOf(auth.userId, auth.timezone), recentUntil: recentUntil(now) };
  });

  defineRoute(router, deps, api.totpSetup, async ({ auth, now }) => {
    await checkMayAddFactor(db, auth, now);
    const user = await findUserById(db, auth.userId);
    return startTotpSetup(db, keys, { id: auth.userId, label: user?.email ?? user?.username ?? auth.firstName }, now);
  });

  /** A factor was added: recovery codes for the first; an enrolling sign-in becomes a full one. */
  async function afterAdding(http: { req: Request; res: Response }, auth: SessionContext, kind: "totp" | "passkey", before: number, now: Date) {
    const recoveryCodes = await noteFactorAdded(db, keys, auth, { kind, factorsBefore: before }, now);
    if (auth.secondFactor === "enrol") await completeSignIn(http, auth, kind, now);
    return { user: await sessionUserOf(auth.userId, auth.timezone), ...(recoveryCodes ? { recoveryCodes } : {}) };
  }

  defineRoute(router, deps, api.totpConfirm, async ({ auth, body, now, http }) => {
    const before = await checkMayAddFactor(db, auth, now);
    const { isConfirmed } = await confirmTotp(db, keys, auth.userId, body.code, now);
    if (!isConfirmed) throw invalidInput(SECOND_FACTOR_MESSAGES.codeWrong);
    return afterAdding(http, auth, "totp", before, now);
  });

  defineRoute(router, deps, api.totpRemove, async ({ auth, now }) => {
    await removeOwnFactor(db, auth, { kind: "totp" }, now);
    return null;
  });

  defineRoute(router, deps, api.passkeyRegistrationOptions, async ({ auth, now, http }) => {
    await checkMayAddFactor(db, auth, now);
    const user = await findUserById(db, auth.userId);
    const userName = user?.email ?? user?.username ?? auth.userId;
    const displayName = `${auth.firstName} ${auth.lastName}`.trim();
    const options = await startPasskeyRegistration(db, relyingPartyOf(http.req), { ...who(auth), userName, displayName }, now);
    return { options: { ...options } };
  });

  defineRoute(router, deps, api.passkeyRegister, async ({ auth, body, now, http }) => {
    const before = await checkMayAddFactor(db, auth, now);
    await finishPasskeyRegistration(db, relyingPartyOf(http.req), who(auth), body, now);
    return afterAdding(http, auth, "passkey", before, now);
  });

  defineRoute(router, deps, api.passkeyRemove, async ({ auth, params, now }) => {
    await removeOwnFactor(db, auth, { kind: "passkey", id: params.id }, now);
    return null;
  });

  defineRoute(router, deps, api.recoveryCodes, async ({ auth, now }) => ({
    recoveryCodes: await renewRecoveryCodes(db, keys, auth, now),
  }));

  defineRoute(router, deps, api.signIns, async ({ auth }) => ({ items: await listSignIns(db, auth.userId) }));

  defineRoute(router, deps, api.resetFactors, async ({ auth, subject, now }) => {
    const endedSessions = await resetSecondFactors(db, { id: auth.userId, municipalityId: auth.municipalityId }, subject, now);
    const contact = await findAccountContact(db, subject.id);
    if (contact) {
      const by = `${auth.firstName} ${auth.lastName}`.trim();
      void sendAccountNotice(deps.config.escalation, deps.logger, factorsResetNotice(contact.email, contact.firstName, by));
    }
    return { endedSessions };
  });

  return router;
}
