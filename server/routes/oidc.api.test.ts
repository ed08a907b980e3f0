import { SSO_ERROR_MESSAGES } from "@shared/api/oidc";
import { oidcLoginStates, passkeys, totpFactors, sessions } from "@shared/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ORIGIN, useTestContext } from "../test/harness";
import { followProviderUntil, MFA_ACR, startTestProvider, TEST_CLIENT, type TestProvider } from "../test/oidc-provider";
import { removeIdentityProvider, setIdentityProvider } from "../services/single-sign-on/providers";

// Single sign-on against a real OpenID Connect provider (oidc-provider) on 127.0.0.1 (docs/decisions/0012-single-sign-on.md).

const t = useTestContext({ config: { publicUrl: ORIGIN } });
const CALLBACK = "/api/auth/oidc/callback";
const ACCOUNTS = {
  ana: { email: "profesional@acompana.demo", email_verified: true, name: "Ana", groups: ["acompana"] },
  mc: { email: "profesional.mc@acompana.demo", email_verified: true },
  family: { email: "familia@acompana.demo", email_verified: true },
  outsider: { email: "ana@otro-ayuntamiento.es", email_verified: true },
  unverified: { email: "profesional@acompana.demo", email_verified: false },
  unknown: { email: "nadie@acompana.demo", email_verified: true },
};
let idp: TestProvider;

beforeAll(async () => {
  idp = await startTestProvider({ redirectUri: `${ORIGIN}${CALLBACK}`, accounts: ACCOUNTS });
});
afterAll(() => idp?.close());

beforeEach(async () => {
  // The provider issues tokens by the real clock; the app's pinned clock is set to it (and moved where a test says).
  t.clock.set(new Date());
  idp.rewriteIdToken(null);
  await setIdentityProvider(
    t.db,
    t.ids.municipalities.valleVerde,
    {
      issuer: idp.issuer,
      clientId: TEST_CLIENT.id,
      clientSecret: TEST_CLIENT.secret,
      allowedDomain: "acompana.demo",
      mfaAcr: MFA_ACR,
      roleClaim: null,
      roleValue: null,
    },
    t.clock.now(),
  );
});

/** The whole round trip as a browser makes it: start, the provider's login, the callback. */
async function signInThroughProvider(login: Parameters<TestProvider["setNextLogin"]>[0], between?: () => void) {
  idp.setNextLogin(login);
  const c = t.client();
  const start = await c.get(`/api/auth/oidc/${t.ids.municipalities.valleVerde}/start`);
  expect(start.status).toBe(302);
  const back = await followProviderUntil(start.headers.location, ORIGIN);
  between?.();
  const callback = await c.get(back);
  expect(callback.status).toBe(302);
  return { c, location: callback.headers.location as string };
}

const sessionOf = async (userId: string) =>
  t.db.select().from(sessions).where(eq(sessions.userId, userId));

async function expectRefused(location: string, code: keyof typeof SSO_ERROR_MESSAGES, c: ReturnType<typeof t.client>) {
  expect(location).toBe(`/professional-login?sso_error=${code}`);
  expect(c.cookie).toBeUndefined();
}

describe("GET /api/auth/oidc/providers", () => {
  it("lists the municipalities offering it, without a session", async () => {
    const res = await t.client().get("/api/auth/oidc/providers");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [{ municipalityId: t.ids.municipalities.valleVerde, name: "Valle Verde" }] });
  });
});

describe("GET /api/auth/oidc/:municipalityId/start", () => {
  it("sends the browser to the provider with PKCE (S256), state and nonce, and keeps the verifier server-side", async () => {
    const before = await t.db.select().from(oidcLoginStates);
    const res = await t.client().get(`/api/auth/oidc/${t.ids.municipalities.valleVerde}/start`);
    expect(res.status).toBe(302);
    const url = new URL(res.headers.location);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("redirect_uri")).toBe(`${ORIGIN}${CALLBACK}`);
    expect(url.searchParams.get("nonce")).toBeTruthy();
    const state = url.searchParams.get("state")!;
    const cookie = (res.headers["set-cookie"] as unknown as string[]).find((s) => s.startsWith("sso_state="))!;
    expect(cookie).toContain(`sso_state=${state}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/api\/auth\/oidc/);
    expect((await t.db.select().from(oidcLoginStates)).length).toBe(before.length + 1);
  });

  it("sends a municipality without a provider back to the login page", async () => {
    const res = await t.client().get(`/api/auth/oidc/${t.ids.municipalities.monteClaro}/start`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/professional-login?sso_error=not-available");
  });

  it("answers a municipality that does not exist with a Spanish 404", async () => {
    const res = await t.client().get("/api/auth/oidc/00000000-0000-4000-8000-000000000000/start");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("No existe ese municipio.");
  });

  it("answers a malformed municipality id with a Spanish 400", async () => {
    const res = await t.client().get("/api/auth/oidc/no-es-un-id/start");
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/no válido/);
  });
});

describe("GET /api/auth/oidc/callback", () => {
  it("signs the professional in: a full session when the provider did MFA (amr), then lands home", async () => {
    const { c, location } = await signInThroughProvider({ accountId: "ana", amr: ["pwd", "mfa"] });
    expect(location).toBe("/");
    const me = await c.get("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ id: t.ids.users.profesional, role: "professional" });
    const [row] = (await sessionOf(t.ids.users.profesional)).filter((s) => s.secondFactor === "done" && s.factorVerifiedAt);
    expect(row.factorVerifiedAt?.getTime()).toBe(t.clock.now().getTime());
  });

  it("counts the configured acr as MFA too", async () => {
    const { c, location } = await signInThroughProvider({ accountId: "ana", amr: ["pwd"], acr: MFA_ACR });
    expect(location).toBe("/");
    expect((await c.get("/api/auth/me")).status).toBe(200);
  });

  it("without the provider's MFA, our own second factor is still owed: 'verify' with her factors", async () => {
    const { c, location } = await signInThroughProvider({ accountId: "ana", amr: ["pwd"] });
    expect(location).toBe("/");
    const me = await c.get("/api/auth/me");
    expect(me.body.user.secondFactor).toBe("verify");
    const data = await c.get(`/api/professional/${t.ids.users.profesional}/alerts`);
    expect(data.status).toBe(403);
    expect(data.body.code).toBe("second-factor-required");
    const rows = await sessionOf(t.ids.users.profesional);
    expect(rows.some((s) => s.secondFactor === "verify" && s.factorVerifiedAt === null)).toBe(true);
  });

  it("without the provider's MFA and without a factor of ours, the sign-in must enrol one first", async () => {
    const lucia = t.ids.users.profesional;
    const keys = await t.db.select().from(passkeys).where(eq(passkeys.userId, lucia));
    const apps = await t.db.select().from(totpFactors).where(eq(totpFactors.userId, lucia));
    await t.db.delete(passkeys).where(eq(passkeys.userId, lucia));
    await t.db.delete(totpFactors).where(eq(totpFactors.userId, lucia));
    try {
      const { c } = await signInThroughProvider({ accountId: "ana" });
      expect((await c.get("/api/auth/me")).body.user.secondFactor).toBe("enrol");
      const rows = await sessionOf(lucia);
      expect(rows.some((s) => s.secondFactor === "enrol")).toBe(true);
    } finally {
      await t.db.insert(passkeys).values(keys);
      await t.db.insert(totpFactors).values(apps);
    }
  });

  it("refuses an id_token for another audience, even validly signed", async () => {
    idp.rewriteIdToken((token) => idp.resign(token, (claims) => ({ ...claims, aud: "otra-aplicacion" })));
    const { c, location } = await signInThroughProvider({ accountId: "ana", amr: ["mfa"] });
    await expectRefused(location, "invalid-response", c);
  });

  it("refuses a tampered id_token (MFA claimed without the provider's signature)", async () => {
    idp.rewriteIdToken((token) => idp.tamper(token, (claims) => ({ ...claims, amr: ["mfa"] })));
    const { c, location } = await signInThroughProvider({ accountId: "ana", amr: ["pwd"] });
    await expectRefused(location, "invalid-response", c);
  });

  it("refuses an expired id_token by the app's clock", async () => {
    // The provider's id_tokens live 60 s; five minutes later (the sign-in itself still valid) it has expired.
    const { c, location } = await signInThroughProvider({ accountId: "ana", amr: ["mfa"] }, () =>
      t.clock.advance(5 * 60_000),
    );
    await expectRefused(location, "invalid-response", c);
  });

  it("refuses a user outside the allowed domain with a clear Spanish message", async () => {
    const { c, location } = await signInThroughProvider({ accountId: "outsider", amr: ["mfa"] });
    await expectRefused(location, "domain-not-allowed", c);
    expect(SSO_ERROR_MESSAGES["domain-not-allowed"]).toMatch(/no pertenece al ayuntamiento/);
  });

  it("refuses an e-mail the provider has not verified", async () => {
    const { c, location } = await signInThroughProvider({ accountId: "unverified", amr: ["mfa"] });
    await expectRefused(location, "email-unverified", c);
  });

  it("creates no account: an unknown e-mail, a relative's or another municipality's professional are refused", async () => {
    for (const accountId of ["unknown", "family", "mc"]) {
      const { c, location } = await signInThroughProvider({ accountId, amr: ["mfa"] });
      await expectRefused(location, "no-account", c);
    }
  });

  it("applies the role mapping when one is configured", async () => {
    await setIdentityProvider(
      t.db,
      t.ids.municipalities.valleVerde,
      {
        issuer: idp.issuer,
        clientId: TEST_CLIENT.id,
        clientSecret: TEST_CLIENT.secret,
        allowedDomain: "acompana.demo",
        mfaAcr: null,
        roleClaim: "groups",
        roleValue: "acompana-staff",
      },
      t.clock.now(),
    );
    const { c, location } = await signInThroughProvider({ accountId: "ana", amr: ["mfa"] });
    await expectRefused(location, "role-not-allowed", c);
  });

  it("refuses a callback from another browser, a replayed state, and the provider's own refusal", async () => {
    idp.setNextLogin({ accountId: "ana", amr: ["mfa"] });
    const c = t.client();
    const start = await c.get(`/api/auth/oidc/${t.ids.municipalities.valleVerde}/start`);
    const back = await followProviderUntil(start.headers.location, ORIGIN);
    const stranger = t.client();
    expect((await stranger.get(back)).headers.location).toBe("/professional-login?sso_error=expired");
    const state = new URL(back, ORIGIN).searchParams.get("state");
    const cancelled = t.client(`sso_state=${state}`);
    const res = await cancelled.get(`${CALLBACK}?error=access_denied&state=${state}`);
    expect(res.headers.location).toBe("/professional-login?sso_error=cancelled");
    // The state was used up by the refusal: the real browser cannot finish with it either.
    expect((await c.get(back)).headers.location).toBe("/professional-login?sso_error=expired");
  });

  it("is no longer offered once the provider is removed", async () => {
    await removeIdentityProvider(t.db, t.ids.municipalities.valleVerde);
    const res = await t.client().get("/api/auth/oidc/providers");
    expect(res.body.items).toEqual([]);
  });
});
