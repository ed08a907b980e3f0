import { REAUTH_REQUIRED, SECOND_FACTOR_MESSAGES, SECOND_FACTOR_REQUIRED } from "@shared/api/second-factor";
import { describe, expect, it } from "vitest";
import { ORIGIN, useTestContext } from "../test/harness";
import { codeOf, demoCode, enrolApp, enrollingProfessional, nextStep, pendingLucia } from "../test/second-factor";
import { testStaffPasskey } from "../test/staff-passkey";

// A password alone opens nothing but the second step; each way round it is closed (docs/decisions/0011-second-factor.md).

const t = useTestContext();
const LUCIA = "profesional@acompana.demo";
const MARTA = "profesional.mc@acompana.demo";

describe("a sign-in owing its second step", () => {
  it("gets 403 second-factor-required from every data route, and only its own step answers", async () => {
    const c = await pendingLucia(t);
    const pro = t.ids.users.profesional;
    for (const path of [
      `/api/professional/${pro}/users`,
      `/api/professional/${pro}/alerts`,
      `/api/users/${t.ids.users.carmen}/record`,
      `/api/users/${t.ids.users.carmen}/export`,
      `/api/auth/sessions`,
    ]) {
      const res = await c.get(path);
      expect(res.status, path).toBe(403);
      expect(res.body).toMatchObject({ code: SECOND_FACTOR_REQUIRED, message: SECOND_FACTOR_MESSAGES.required });
    }
    const write = await c.put(`/api/users/${t.ids.users.carmen}/pin`, { pin: "1357" });
    expect(write.status).toBe(403);
    const me = await c.get("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body.user.secondFactor).toBe("verify");
    const summary = await c.get("/api/auth/second-factor");
    expect(summary.body).toMatchObject({ state: "verify", isRequired: true, hasTotp: true });
  });

  it("cannot add a factor of its own before showing one it has", async () => {
    const c = await pendingLucia(t);
    for (const path of ["/api/auth/second-factor/passkeys/options", "/api/auth/second-factor/totp/setup"]) {
      const res = await c.post(path);
      expect(res.status, path).toBe(403);
      expect(res.body.code).toBe(SECOND_FACTOR_REQUIRED);
    }
  });

  it("an app code opens a new session once; the same code is refused after, and the pending cookie is dead", async () => {
    nextStep(t);
    const c = await pendingLucia(t);
    const pendingCookie = c.cookie!;
    const code = await demoCode(t, LUCIA);
    const done = await c.post("/api/auth/second-factor/verify", { method: "totp", code });
    expect(done.status).toBe(200);
    expect(done.body.user.secondFactor).toBeUndefined();
    expect(c.cookie).not.toBe(pendingCookie);
    expect((await c.get(`/api/professional/${t.ids.users.profesional}/users`)).status).toBe(200);
    // The old pending session is gone.
    expect((await t.client(pendingCookie).get("/api/auth/me")).status).toBe(401);
    // The same code, in another sign-in within its 30 s: refused.
    const other = await pendingLucia(t);
    const again = await other.post("/api/auth/second-factor/verify", { method: "totp", code });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(SECOND_FACTOR_MESSAGES.codeWrong);
    expect((await other.get(`/api/professional/${t.ids.users.profesional}/users`)).status).toBe(403);
  });

  it("two requests with one code at once: exactly one passes", async () => {
    nextStep(t);
    const [a, b] = [await pendingLucia(t), await pendingLucia(t)];
    const code = await demoCode(t, LUCIA);
    const answers = await Promise.all([a, b].map((c) => c.post("/api/auth/second-factor/verify", { method: "totp", code })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("a code from two steps ago, or of another account, is refused", async () => {
    nextStep(t);
    const c = await pendingLucia(t);
    const old = await demoCode(t, LUCIA, new Date(t.clock.now().getTime() - 65_000));
    expect((await c.post("/api/auth/second-factor/verify", { method: "totp", code: old })).status).toBe(400);
    const marta = await demoCode(t, MARTA);
    expect((await c.post("/api/auth/second-factor/verify", { method: "totp", code: marta })).status).toBe(400);
    // Another professional's passkey signing Lucía's challenge: not hers.
    const { body } = await c.post("/api/auth/second-factor/passkey-options");
    const credential = testStaffPasskey(t.ids.users.profesionalMc).sign(body.options, ORIGIN);
    const res = await c.post("/api/auth/second-factor/verify", { method: "passkey", credential });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SECOND_FACTOR_MESSAGES.passkeyFailed);
  });

  it("a passkey answer cannot be replayed: its challenge is spent", async () => {
    const c = await pendingLucia(t);
    const { body } = await c.post("/api/auth/second-factor/passkey-options");
    const credential = testStaffPasskey(t.ids.users.profesional).sign(body.options, ORIGIN);
    expect((await c.post("/api/auth/second-factor/verify", { method: "passkey", credential })).status).toBe(200);
    const again = await pendingLucia(t);
    const replay = await again.post("/api/auth/second-factor/verify", { method: "passkey", credential });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(SECOND_FACTOR_MESSAGES.challengeExpired);
  });

  it("five wrong answers end the pending sign-in; a burst locks the account's second step, right codes included", async () => {
    nextStep(t);
    const account = await enrollingProfessional(t);
    const { secret } = await enrolApp(t, account.c);
    const pending = async () => {
      const { c: client, res } = await account.login();
      expect(res.body.user?.secondFactor, JSON.stringify(res.body)).toBe("verify");
      return client;
    };
    const c = await pending();
    for (let i = 0; i < 4; i += 1) {
      expect((await c.post("/api/auth/second-factor/verify", { method: "totp", code: "000000" })).status).toBe(400);
    }
    const fifth = await c.post("/api/auth/second-factor/verify", { method: "totp", code: "000000" });
    expect(fifth.status).toBe(401);
    expect(fifth.body.message).toBe(SECOND_FACTOR_MESSAGES.tooManyTries);
    expect((await c.get("/api/auth/me")).status).toBe(401);
    // A burst in parallel from fresh sign-ins: the account's limit (10) holds however they arrive.
    const clients = await Promise.all(Array.from({ length: 8 }, pending));
    const burst = await Promise.all(
      clients.map((p) => p.post("/api/auth/second-factor/verify", { method: "recovery", code: "ABCDE-FGHJK" })),
    );
    // Five wrong so far: at most four more are checked (attempts in flight count), then the lock refuses the rest
    // unchecked. How many of the eight reach their check depends on how the database interleaves them.
    const statuses = burst.map((r) => r.status);
    expect(statuses.every((s) => s === 400 || s === 423), JSON.stringify(burst.map((r) => r.body))).toBe(true);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((s) => s === 423).length).toBeGreaterThanOrEqual(4);
    nextStep(t);
    const right = await (await pending()).post("/api/auth/second-factor/verify", { method: "totp", code: await codeOf(t, secret) });
    expect(right.status).toBe(423);
    expect(right.body.message).toBe(SECOND_FACTOR_MESSAGES.locked);
    t.clock.advance(16 * 60_000);
    const later = await (await pending()).post("/api/auth/second-factor/verify", { method: "totp", code: await codeOf(t, secret) });
    expect(later.status).toBe(200);
  });

  it("a sensitive act needs the factor shown in the last five minutes; shown again, it goes through", async () => {
    const c = await t.loginAs("profesional");
    const exportPath = `/api/users/${t.ids.users.carmen}/export`;
    expect((await c.get(exportPath)).status).toBe(200);
    t.clock.advance(5 * 60_000 + 1_000);
    const refused = await c.get(exportPath);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: REAUTH_REQUIRED, message: SECOND_FACTOR_MESSAGES.reauthRequired });
    const { body } = await c.post("/api/auth/second-factor/passkey-options");
    const credential = testStaffPasskey(t.ids.users.profesional).sign(body.options, ORIGIN);
    const again = await c.post("/api/auth/second-factor/verify", { method: "passkey", credential });
    expect(again.status).toBe(200);
    expect((await c.get(exportPath)).status).toBe(200);
  });
});
