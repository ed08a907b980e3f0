import { DEVICE_MESSAGES, DEVICE_NOT_ENROLLED } from "@shared/api/devices";
import { MESSAGES } from "@shared/api/auth";
import { describe, expect, it } from "vitest";
import { ORIGIN, useTestContext } from "../test/harness";
import { testStaffPasskey } from "../test/staff-passkey";
import { expectRefusal } from "../test/refusals";
import { sqlReaders } from "../test/sql-rows";

const t = useTestContext();
const { n } = sqlReaders(t);

const MINUTE = 60_000;
const sidOf = (res: { headers: Record<string, unknown> }) => {
  const cookies = (res.headers["set-cookie"] as string[] | undefined) ?? [];
  return cookies.find((c) => c.startsWith("sid="));
};

describe("GET /api/municipalities", () => {
  it("lists both demo municipalities without a session", async () => {
    const res = await t.client().get("/api/municipalities");
    expect(res.status).toBe(200);
    expect(res.body.map((m: { name: string }) => m.name)).toEqual(["Monte Claro", "Valle Verde"]);
    expect(res.body[1]).toMatchObject({ timezone: "Europe/Madrid" });
  });
});

describe("POST /api/auth/login-pin", () => {
  it("logs Carmen in, sets a safe session cookie and records the login", async () => {
    const activitiesBefore = await t.count("activities");
    const c = t.client();
    const res = await c.post("/api/auth/login-pin", {
      username: "Carmen",
      pin: "4826",
      municipalityId: t.ids.municipalities.valleVerde,
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({
      id: t.ids.users.carmen,
      firstName: "Carmen",
      lastName: "López",
      role: "elderly",
      municipalityId: t.ids.municipalities.valleVerde,
      timezone: "Europe/Madrid",
      // Her record says she prefers 'usted': the tablet greets her so.
      formOfAddress: "usted",
    });
    const cookie = sidOf(res)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|hash/i);
    expect(await t.count("activities")).toBe(activitiesBefore + 1);
    const me = await c.get("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(t.ids.users.carmen);
  });

  it.each(["  cármen  ", "CARMEN", "carmen lopez", "Carmen   López"])(
    "matches the typed name %j ignoring case, accents and spaces",
    async (typed) => {
      const res = await t.client().post("/api/auth/login-pin", {
        username: typed,
        pin: "4826",
        municipalityId: t.ids.municipalities.valleVerde,
      });
      expect(res.status).toBe(200);
      expect(res.body.user.id).toBe(t.ids.users.carmen);
    },
  );

  it("scopes names to the municipality: Carmen of Monte Claro is another person", async () => {
    const vv = await t.client().post("/api/auth/login-pin", {
      username: "Carmen",
      pin: "6142",
      municipalityId: t.ids.municipalities.valleVerde,
    });
    expect(vv.status).toBe(401);
    expect(vv.body.message).toBe(MESSAGES.pinWrong);
    const mc = await t.client().post("/api/auth/login-pin", {
      username: "Carmen",
      pin: "6142",
      municipalityId: t.ids.municipalities.monteClaro,
    });
    expect(mc.status).toBe(200);
    expect(mc.body.user.id).toBe(t.ids.users.carmenRuiz);
    expect(mc.body.user.lastName).toBe("Ruiz");
  });

  it.each([
    [{ username: "Carmen", pin: "12a4" }, MESSAGES.pinIncomplete],
    [{ username: "Carmen", pin: "123" }, MESSAGES.pinIncomplete],
    [{ username: "Carmen", pin: "12345" }, MESSAGES.pinIncomplete],
    [{ username: "Carmen", pin: 1234 }, MESSAGES.pinIncomplete],
    [{ username: "   ", pin: "4826" }, MESSAGES.nameRequired],
    [{ pin: "4826" }, MESSAGES.nameRequired],
  ])("refuses %j with a Spanish message and writes nothing", async (body, message) => {
    const send = () =>
      t.client().post("/api/auth/login-pin", { municipalityId: t.ids.municipalities.valleVerde, ...body });
    await expectRefusal(send, { status: 400, message, unchanged: () => t.counts("sessions", "login_attempts") });
  });

  it("refuses a missing or unknown municipality", async () => {
    for (const municipalityId of [undefined, "nope", "00000000-0000-4000-8000-000000000000"]) {
      const res = await t
        .client()
        .post("/api/auth/login-pin", { username: "Carmen", pin: "4826", municipalityId });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.noMunicipality);
    }
  });
});

describe("PIN lockout", () => {
  const attempt = (username: string, pin: string) => t.pinLogin(username, pin);
  const securityAlerts = () => n("select count(*)::int as n from alerts where type = 'security'");

  it("locks a name after 5 wrong PINs, refuses the right PIN until expiry, raises one alert, then doubles", async () => {
    const alertsBefore = await securityAlerts();
    for (let i = 1; i <= 4; i++) expect((await attempt("Antonio", "0000")).status).toBe(401);
    const fifth = await attempt("Antonio", "0000");
    expect(fifth.status).toBe(423);
    expect(fifth.body.message).toBe(MESSAGES.locked);
    const sixth = await attempt("Antonio", "5173");
    expect(sixth.status).toBe(423);
    expect(await securityAlerts()).toBe(alertsBefore + 1);
    expect((await attempt("antonio", "5173")).status).toBe(423);

    t.clock.advance(14 * MINUTE);
    expect((await attempt("Antonio", "5173")).status).toBe(423);
    t.clock.advance(1 * MINUTE);
    // Lock over: five more wrong guesses lock it again, now for 30 minutes.
    for (let i = 1; i <= 4; i++) expect((await attempt("Antonio", "0000")).status).toBe(401);
    expect((await attempt("Antonio", "0000")).status).toBe(423);
    expect(await securityAlerts()).toBe(alertsBefore + 2);
    t.clock.advance(15 * MINUTE);
    expect((await attempt("Antonio", "5173")).status).toBe(423);
    t.clock.advance(15 * MINUTE);
    expect((await attempt("Antonio", "5173")).status).toBe(200);
  });

  it("tells a name the tablet is not enrolled for so, without checking or counting anything", async () => {
    const before = await n("select count(*)::int as n from login_attempts");
    for (let i = 0; i < 8; i++) {
      const res = await attempt("Zacarías Inexistente", "0000");
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: DEVICE_MESSAGES.notEnrolledForPerson, code: DEVICE_NOT_ENROLLED });
    }
    expect(await n("select count(*)::int as n from login_attempts")).toBe(before);
    expect((await attempt("Dolores", "3958")).status).toBe(200);
  });

  it("limits one address to 30 failures per 15 minutes across names", async () => {
    t.clock.advance(60 * MINUTE);
    // People the test tablet is enrolled for, each kept under the 5-failure lock of a name.
    const names = ["José", "María", "Manuel", "Pilar", "Francisco", "Rosario", "Juan", "Mercedes"];
    let last = 0;
    for (let i = 0; i < 30; i++) last = (await attempt(names[i % names.length], "9999")).status;
    expect(last).toBe(429);
    const right = await attempt("Carmen", "4826");
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(MESSAGES.tooManyFromHere);
    t.clock.advance(15 * MINUTE);
    expect((await attempt("Carmen", "4826")).status).toBe(200);
  });
});

describe("POST /api/auth/login (password)", () => {
  const login = (body: object) =>
    t.client().post("/api/auth/login", { municipalityId: t.ids.municipalities.valleVerde, ...body });

  it("a professional's password opens only the second step; completed, Recordarme does not pass 12 hours", async () => {
    const expiry = (res: { headers: Record<string, unknown> }) =>
      new Date(/Expires=([^;]+)/.exec(sidOf(res)!)![1]).getTime() - t.clock.now().getTime();
    for (const remember of [false, true]) {
      const c = t.client();
      const pending = await c.post("/api/auth/login", {
        username: remember ? "PROFESIONAL@acompana.demo" : "profesional@acompana.demo",
        password: "Demo-1234",
        expectedRole: "professional",
        remember,
      });
      expect(pending.status).toBe(200);
      expect(pending.body.user).toMatchObject({ role: "professional", firstName: "Lucía", secondFactor: "verify" });
      expect(expiry(pending)).toBe(10 * 60_000);
      const { body } = await c.post("/api/auth/second-factor/passkey-options");
      const credential = testStaffPasskey(pending.body.user.id).sign(body.options, ORIGIN);
      const done = await c.post("/api/auth/second-factor/verify", { method: "passkey", credential });
      expect(done.status).toBe(200);
      expect(done.body.user.secondFactor).toBeUndefined();
      expect(expiry(done)).toBeGreaterThan(11 * 3600_000);
      expect(expiry(done)).toBeLessThanOrEqual(12 * 3600_000);
    }
  });

  it("gives family users their relative's id", async () => {
    const res = await login({
      username: "familia@acompana.demo",
      password: "Demo-1234",
      expectedRole: "family",
    });
    expect(res.status).toBe(200);
    expect(res.body.user.preferences).toEqual({ elderlyUserId: t.ids.users.carmen });
  });

  it("refuses the wrong portal with the documented texts and opens no session", async () => {
    const sessions = await t.count("sessions");
    const asPro = await login({
      username: "familia@acompana.demo",
      password: "Demo-1234",
      expectedRole: "professional",
    });
    expect(asPro.status).toBe(403);
    expect(asPro.body.message).toBe(MESSAGES.notProfessional);
    const asFamily = await login({
      username: "profesional@acompana.demo",
      password: "Demo-1234",
      expectedRole: "family",
    });
    expect(asFamily.status).toBe(403);
    expect(asFamily.body.message).toBe(MESSAGES.notFamily);
    expect(await t.count("sessions")).toBe(sessions);
  });

  it("refuses wrong credentials and empty fields in Spanish", async () => {
    const wrong = await login({ username: "profesional@acompana.demo", password: "otra-cosa" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(MESSAGES.credentialsWrong);
    const empty = await login({ username: "", password: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(MESSAGES.requiredFields);
  });

  it("locks an account after 10 failures", async () => {
    const who = { username: "familia2@acompana.demo" };
    for (let i = 1; i <= 9; i++) expect((await login({ ...who, password: "mal-mal-mal" })).status).toBe(401);
    expect((await login({ ...who, password: "mal-mal-mal" })).status).toBe(423);
    expect((await login({ ...who, password: "Demo-1234" })).status).toBe(423);
    t.clock.advance(15 * MINUTE);
    expect((await login({ ...who, password: "Demo-1234" })).status).toBe(200);
  });
});

describe("sessions", () => {
  it("logout ends the session on the server", async () => {
    const c = t.client();
    const res = await c.post("/api/auth/login", { username: "familia@acompana.demo", password: "Demo-1234" });
    const token = sidOf(res)!.split(";")[0];
    expect((await t.client().agent.get("/api/auth/me").set("Cookie", token)).status).toBe(200);
    expect((await c.post("/api/auth/logout")).status).toBe(204);
    expect((await c.get("/api/auth/me")).status).toBe(401);
    // A copy of the cookie kept from before the logout is worthless too.
    expect((await t.client().agent.get("/api/auth/me").set("Cookie", token)).status).toBe(401);
  });

  it("issues a new session id at every login", async () => {
    const c = t.client();
    const body = { username: "Carmen", pin: "4826", municipalityId: t.ids.municipalities.valleVerde };
    const first = sidOf(await c.post("/api/auth/login-pin", body));
    const second = sidOf(await c.post("/api/auth/login-pin", body));
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
    const old = first!.split(";")[0];
    expect((await t.client().agent.get("/api/auth/me").set("Cookie", old)).status).toBe(401);
  });

  it("ends an idle professional session after 30 minutes", async () => {
    const c = await t.loginAs("profesional");
    t.clock.advance(29 * MINUTE);
    expect((await c.get("/api/auth/me")).status).toBe(200);
    t.clock.advance(31 * MINUTE);
    expect((await c.get("/api/auth/me")).status).toBe(401);
  });

  it("keeps an elderly session alive while used (30 days sliding)", async () => {
    const c = await t.loginAs("carmen");
    t.clock.advance(20 * 24 * 3600_000);
    expect((await c.get("/api/auth/me")).status).toBe(200);
    t.clock.advance(20 * 24 * 3600_000);
    expect((await c.get("/api/auth/me")).status).toBe(200);
    t.clock.advance(31 * 24 * 3600_000);
    expect((await c.get("/api/auth/me")).status).toBe(401);
  });
});
