import { randomUUID } from "node:crypto";
import { TEST_TABLET_TOKEN } from "../test/tablet";
import { describe, expect, it } from "vitest";
import { createTestContext, ORIGIN, type TestContext, useTestContext } from "../test/harness";
import { listApiRoutes } from "../test/routes";
import { changedTables, fingerprint } from "../test/security/inspect";

// Sessions (docs/behaviour/06-roles-and-access.md#sessions), asserted through behaviour only: whatever caches a
// session, the next request after logout, expiry or a PIN reset must be refused.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const t = useTestContext();

type Client = ReturnType<TestContext["client"]>;
const me = async (c: Client) => (await c.get("/api/auth/me")).status;
const withCookie = (cookie: string) => t.client().agent.get("/api/auth/me").set("Cookie", cookie);
const sidOf = (res: { headers: Record<string, unknown> }) =>
  ((res.headers["set-cookie"] as string[] | undefined) ?? []).find((c) => c.startsWith("sid="));

describe("expiry", () => {
  it("ends a professional session after 30 idle minutes, and after 12 h even when busy", async () => {
    const idle = await t.loginAs("profesional");
    const busy = await t.loginAs("profesional");
    t.clock.advance(29 * MINUTE);
    expect(await me(idle)).toBe(200);
    t.clock.advance(31 * MINUTE);
    expect(await me(idle)).toBe(401);
    // busy was last used at login: 60 idle minutes ended it too.
    expect(await me(busy)).toBe(401);

    const worker = await t.loginAs("profesional");
    for (let elapsed = 20; elapsed < 12 * 60; elapsed += 20) {
      t.clock.advance(20 * MINUTE);
      expect(await me(worker), `after ${elapsed} min`).toBe(200);
    }
    t.clock.advance(21 * MINUTE);
    expect(await me(worker)).toBe(401);
  });

  it("ends a family session 12 h after login however it is used; 'Recordarme' makes it 30 days", async () => {
    const family = await t.loginAs("familia");
    for (let h = 1; h < 12; h++) {
      t.clock.advance(HOUR);
      expect(await me(family)).toBe(200);
    }
    t.clock.advance(HOUR);
    expect(await me(family)).toBe(401);

    const remembered = t.client();
    await remembered.post("/api/auth/login", {
      username: "familia@acompana.demo",
      password: "Demo-1234",
      remember: true,
    });
    for (let d = 5; d < 30; d += 5) {
      t.clock.advance(5 * DAY);
      expect(await me(remembered), `day ${d}`).toBe(200);
    }
    t.clock.advance(5 * DAY);
    expect(await me(remembered)).toBe(401);
  });

  it("keeps an older person's session (and cookie) while used, and ends it after 30 days unused", async () => {
    const carmen = await t.loginAs("carmen");
    for (let d = 0; d < 90; d += 25) {
      t.clock.advance(25 * DAY);
      const res = await carmen.get("/api/auth/me");
      expect(res.status, `day ${d + 25}`).toBe(200);
      // The browser keeps a cookie only until its Expires: it must slide with the session.
      const expires = new Date(/Expires=([^;]+)/i.exec(sidOf(res) ?? "")?.[1] ?? 0).getTime();
      expect(expires - t.clock.now().getTime(), `cookie renewed on day ${d + 25}`).toBeGreaterThan(29 * DAY);
    }
    t.clock.advance(30 * DAY + MINUTE);
    expect(await me(carmen)).toBe(401);
  });
});

describe("ending a session on the server", () => {
  it("logout refuses the very next request and any copy of the cookie", async () => {
    const c = await t.loginAs("carmen");
    const copy = c.cookie!;
    expect(await me(c)).toBe(200);
    expect((await withCookie(copy)).status).toBe(200);
    expect((await c.post("/api/auth/logout")).status).toBe(204);
    expect((await withCookie(copy)).status).toBe(401);
    expect((await t.client().agent.get(`/api/reminders/${t.ids.users.carmen}`).set("Cookie", copy)).status).toBe(401);
  });

  it("a PIN reset by staff ends the person's open sessions at once", async () => {
    const antonio = await t.loginAs("antonio");
    expect(await me(antonio)).toBe(200);
    const lucia = await t.loginAs("profesional");
    expect((await lucia.put(`/api/users/${t.ids.users.antonio}/pin`, { pin: "5173" })).status).toBe(200);
    expect(await me(antonio)).toBe(401);
  });

  it("erasing a person ends their sessions at once", async () => {
    const lucia = await t.loginAs("profesional");
    const created = await lucia.post("/api/professional/users", {
      kind: "elderly",
      firstName: "Borrable",
      lastName: "Sesión",
      familyConsent: false,
      personalConsent: false,
      pin: "9182",
    });
    expect(created.status).toBe(201);
    const person = t.client();
    await t.enrol(person, created.body.user.id);
    const login = await person.post("/api/auth/login-pin", {
      username: "Borrable Sesión",
      pin: "9182",
      municipalityId: t.ids.municipalities.valleVerde,
    });
    expect(login.status).toBe(200);
    expect(await me(person)).toBe(200);
    const erased = await lucia.delete(`/api/users/${created.body.user.id}`, {
      confirmation: created.body.user.username,
    });
    expect(erased.status).toBe(204);
    expect(await me(person)).toBe(401);
  });
});

describe("session ids", () => {
  it("never adopts a cookie value chosen by someone else (no fixation)", async () => {
    const planted = `sid=${"a".repeat(43)}`;
    const res = await t
      .client()
      .agent.post("/api/auth/login-pin")
      .set("Host", "acompana.test")
      .set("Origin", ORIGIN)
      .set("Cookie", `${planted}; did=${TEST_TABLET_TOKEN}`)
      .send({ username: "Dolores", pin: "3958", municipalityId: t.ids.municipalities.valleVerde });
    expect(res.status).toBe(200);
    const issued = sidOf(res)!.split(";")[0];
    expect(issued).not.toBe(planted);
    expect(issued).toMatch(/^sid=[A-Za-z0-9_-]{43}$/);
    expect((await withCookie(planted)).status).toBe(401);
    expect((await withCookie(issued)).status).toBe(200);
  });

  it("stores only a hash of the cookie token", async () => {
    const c = await t.loginAs("dolores");
    const token = c.cookie!.slice("sid=".length);
    const rows = (await t.db.execute(`select id from sessions`)) as unknown as { rows: Array<{ id: string }> };
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(rows.rows.map((r) => r.id)).not.toContain(token);
  });
});

describe("cookie flags", () => {
  const flagsOf = (cookie: string) => cookie.split(";").map((p) => p.trim().toLowerCase());

  it("in production behind TLS: HttpOnly, Secure, SameSite=Lax, Path=/, and logout clears it alike", async () => {
    const prod = await createTestContext({ config: { env: "production", cookieSecure: "always" } });
    try {
      const c = prod.client();
      const res = await c.post("/api/auth/login", { username: "familia@acompana.demo", password: "Demo-1234" });
      const flags = flagsOf(sidOf(res)!);
      expect(flags).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=lax", "path=/"]));
      expect(flags.some((f) => f.startsWith("expires="))).toBe(true);
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      const out = await c.post("/api/auth/logout");
      expect(flagsOf(sidOf(out)!)).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=lax", "path=/"]));
    } finally {
      await prod.close();
    }
  });

  it("COOKIE_SECURE=auto marks it Secure when the proxy says the request came over HTTPS", async () => {
    const prod = await createTestContext({ config: { env: "production", cookieSecure: "auto", trustProxy: true } });
    try {
      const login = (proto: string) =>
        prod
          .client()
          .agent.post("/api/auth/login")
          .set("Host", "acompana.test")
          .set("Origin", `${proto}://acompana.test`)
          .set("X-Forwarded-Proto", proto)
          .send({ username: "familia@acompana.demo", password: "Demo-1234" });
      expect(flagsOf(sidOf(await login("https"))!)).toContain("secure");
      expect(flagsOf(sidOf(await login("http"))!)).not.toContain("secure");
    } finally {
      await prod.close();
    }
  });
});

describe("cross-site requests", () => {
  const mutating = () => listApiRoutes(t.app).filter((r) => !r.startsWith("GET "));
  const fill = (route: string) => route.split(" ")[1].replace(/:\w+/g, () => randomUUID());

  it.each([
    ["an Origin of another site", { Origin: "https://malicioso.example" }],
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site: same-site (a sibling subdomain)", { "Sec-Fetch-Site": "same-site" }],
    ["Origin: null (sandboxed frame)", { Origin: "null" }],
    ["the same host over another scheme", { Origin: "https://acompana.test" }],
    ["the same host on another port", { Origin: "http://acompana.test:8080" }],
    ["a longer host that starts with ours", { Origin: "http://acompana.test.malicioso.example" }],
  ])("refuses every POST/PUT/PATCH/DELETE with %s, changing nothing", async (_name, headers) => {
    const c = await t.loginAs("profesional");
    const routes = mutating();
    expect(routes.length).toBeGreaterThan(15);
    const before = await fingerprint(t.db);
    for (const route of routes) {
      const method = route.split(" ")[0].toLowerCase() as "post" | "put" | "patch" | "delete";
      const res = await c.agent[method](fill(route))
        .set("Host", "acompana.test")
        .set("Cookie", c.cookie!)
        .set(headers)
        .send({ userId: t.ids.users.carmen, decision: "approve" });
      expect(res.status, route).toBe(403);
      expect(res.body.message, route).toBe("La solicitud procede de otro sitio y ha sido rechazada");
    }
    expect(changedTables(before, await fingerprint(t.db))).toEqual([]);
  });

  it("refuses form-encoded and text bodies (what a cross-site form can send) with 415", async () => {
    const c = await t.loginAs("carmen");
    const before = await fingerprint(t.db);
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"]) {
      const res = await c.agent
        .post("/api/help/alert")
        .set("Host", "acompana.test")
        .set("Cookie", c.cookie!)
        .set("Content-Type", type)
        .send(`userId=${t.ids.users.carmen}`);
      expect(res.status, type).toBe(415);
      expect(res.body.message).toBe("El contenido debe enviarse en formato JSON");
    }
    expect(changedTables(before, await fingerprint(t.db))).toEqual([]);
  });
});
