import { SECOND_FACTOR_MESSAGES, SECOND_FACTOR_REQUIRED } from "@shared/api/second-factor";
import { normaliseRecoveryCode } from "@shared/domain/second-factor";
import { sessions } from "@shared/schema";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ORIGIN, useTestContext } from "../test/harness";
import { codeOf, enrolApp, enrollingProfessional, nextStep } from "../test/second-factor";
import { makeAccount } from "../test/password-accounts";
import { sqlReaders } from "../test/sql-rows";
import { createSoftwarePasskey } from "../test/software-authenticator";

// Enrolling, recovery codes, removing, a colleague's reset and 'Mis accesos'.

const t = useTestContext();
const { n } = sqlReaders(t);

describe("a professional without a factor", () => {
  it("must enrol one first; the app's first code opens the portal and ten recovery codes are shown once", async () => {
    const { c, id } = await enrollingProfessional(t);
    const blocked = await c.get(`/api/professional/${id}/alerts`);
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe(SECOND_FACTOR_REQUIRED);
    const wrong = await c.post("/api/auth/second-factor/totp/confirm", { code: "123456" });
    expect(wrong.status).toBe(409);
    const { recoveryCodes, done } = await enrolApp(t, c);
    expect(done.body.user.secondFactor).toBeUndefined();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes!.every((code) => normaliseRecoveryCode(code) !== null)).toBe(true);
    expect((await c.get(`/api/professional/${id}/alerts`)).status).toBe(200);
    // Only hashes are kept.
    const stored = await n(`select count(*)::int as n from recovery_codes where user_id = '${id}' and code_hash like '%${normaliseRecoveryCode(recoveryCodes![0])}%'`);
    expect(stored).toBe(0);
  });

  it("a recovery code signs in once; used again it is refused", async () => {
    const account = await enrollingProfessional(t);
    const { recoveryCodes } = await enrolApp(t, account.c);
    const first = await account.login();
    expect(first.res.body.user.secondFactor).toBe("verify");
    const typed = recoveryCodes![3].toLowerCase().replace("-", " ");
    expect((await first.c.post("/api/auth/second-factor/verify", { method: "recovery", code: typed })).status).toBe(200);
    const second = await account.login();
    const reused = await second.c.post("/api/auth/second-factor/verify", { method: "recovery", code: recoveryCodes![3] });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(SECOND_FACTOR_MESSAGES.recoveryWrong);
    const summary = await first.c.get("/api/auth/second-factor");
    expect(summary.body.recoveryCodesLeft).toBe(9);
  });

  it("a passkey enrolled by the browser signs later sign-ins; staff cannot remove their only factor", async () => {
    const { c, login } = await enrollingProfessional(t);
    const passkey = createSoftwarePasskey();
    const { body } = await c.post("/api/auth/second-factor/passkeys/options");
    const credential = passkey.register(body.options, ORIGIN);
    const added = await c.post("/api/auth/second-factor/passkeys", { credential, name: "Portátil del centro" });
    expect(added.status).toBe(201);
    expect(added.body.recoveryCodes).toHaveLength(10);
    const next = await login();
    const options = await next.c.post("/api/auth/second-factor/passkey-options");
    const signed = passkey.sign(options.body.options, ORIGIN);
    expect((await next.c.post("/api/auth/second-factor/verify", { method: "passkey", credential: signed })).status).toBe(200);
    const last = await next.c.delete(`/api/auth/second-factor/passkeys/${passkey.credentialId}`);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(SECOND_FACTOR_MESSAGES.lastFactor);
    expect((await next.c.get("/api/auth/second-factor")).body.passkeys).toHaveLength(1);
  });
});

describe("a relative with a factor", () => {
  it("keeps 'Recordarme' across the second step: 30 days when ticked, 12 hours when not", async () => {
    const account = await makeAccount(t, "family");
    const { c } = await account.login();
    const { secret } = await enrolApp(t, c);
    const lifetimeAfterStep = async (remember: boolean) => {
      nextStep(t);
      const { c: browser, res } = await account.login(account.password, { remember });
      expect(res.body.user.secondFactor).toBe("verify");
      const done = await browser.post("/api/auth/second-factor/verify", { method: "totp", code: await codeOf(t, secret) });
      expect(done.status).toBe(200);
      const [session] = await t.db
        .select({ expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(and(eq(sessions.userId, account.id), eq(sessions.secondFactor, "done")))
        .orderBy(desc(sessions.createdAt))
        .limit(1);
      return (session.expiresAt.getTime() - t.clock.now().getTime()) / 3_600_000;
    };
    expect(await lifetimeAfterStep(true)).toBe(30 * 24);
    expect(await lifetimeAfterStep(false)).toBe(12);
  });
});

describe("a colleague's reset", () => {
  it("removes the factors, ends the sessions, is audited; the next sign-in enrols again", async () => {
    const target = await enrollingProfessional(t);
    await enrolApp(t, target.c);
    const lucia = await t.loginAs("profesional");
    const reset = await lucia.delete(`/api/users/${target.id}/second-factors`);
    expect(reset.status).toBe(200);
    expect(reset.body.endedSessions).toBe(1);
    expect((await target.c.get("/api/auth/me")).status).toBe(401);
    expect(await n(`select count(*)::int as n from totp_factors where user_id = '${target.id}'`)).toBe(0);
    expect(
      await n(`select count(*)::int as n from audit_log where action = 'second-factor.reset' and subject_user_id = '${target.id}'`),
    ).toBe(1);
    const again = await target.login();
    expect(again.res.body.user.secondFactor).toBe("enrol");
  });

  it("another municipality's professional gets 404 and nothing changes; family cannot reset", async () => {
    const target = await enrollingProfessional(t);
    await enrolApp(t, target.c);
    const marta = await t.loginAs("profesionalMc");
    expect((await marta.delete(`/api/users/${target.id}/second-factors`)).status).toBe(404);
    const family = await t.loginAs("familia");
    expect((await family.delete(`/api/users/${target.id}/second-factors`)).status).toBe(403);
    expect(await n(`select count(*)::int as n from totp_factors where user_id = '${target.id}'`)).toBe(1);
    expect((await target.c.get("/api/auth/me")).status).toBe(200);
  });
});

describe("'Mis accesos'", () => {
  it("lists wrong passwords, pending and completed sign-ins, and flags a browser new to the account", async () => {
    nextStep(t);
    const account = await enrollingProfessional(t);
    const { secret } = await enrolApp(t, account.c);
    t.clock.advance(1_000);
    expect((await account.login("no-es-la-clave-1")).res.status).toBe(401);
    nextStep(t);
    const fresh = await account.login();
    t.clock.advance(1_000);
    expect((await fresh.c.post("/api/auth/second-factor/verify", { method: "totp", code: await codeOf(t, secret) })).status).toBe(
      200,
    );
    const list = await fresh.c.get("/api/auth/sign-ins");
    expect(list.status).toBe(200);
    const items = list.body.items as Array<{ method: string; outcome: string; isNewDevice: boolean }>;
    expect(items.map((i) => `${i.method}:${i.outcome}`)).toEqual([
      "totp:success",
      "password:pending",
      "password:failure",
      // Enrolling: both at one instant, in either order.
      ...items.slice(3).map((i) => `${i.method}:${i.outcome}`),
    ]);
    expect(items.slice(3).map((i) => `${i.method}:${i.outcome}`).sort()).toEqual(["password:pending", "totp:success"]);
    // The enrolling browser was the account's first; the later one carried no cookie of it: new.
    expect(items[0].isNewDevice).toBe(true);
    expect(items.find((i, n) => n >= 3 && i.outcome === "success")!.isNewDevice).toBe(false);
  });
});

describe("a person's data export", () => {
  it("holds their sign-ins and factors by kind and dates, never a key, secret or code hash", async () => {
    await t.loginAs("familia");
    const lucia = await t.loginAs("profesional");
    const res = await lucia.get(`/api/users/${t.ids.users.familia}/export`);
    expect(res.status).toBe(200);
    const signIns = res.body.signIns as Array<{ method: string; outcome: string }>;
    expect(signIns.some((e) => e.method === "password" && e.outcome === "success")).toBe(true);
    expect(JSON.stringify(res.body)).not.toMatch(/secret|code_?hash|publicKey|public_key/i);
  });
});
