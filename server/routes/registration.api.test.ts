import { MESSAGES } from "@shared/api/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const rows = async (sql: string) =>
  (await t.db.execute(sql)) as unknown as { rows: Array<Record<string, unknown>> };

describe("POST /api/family/register", () => {
  const valid = () => ({
    firstName: "Lucía",
    lastName: "Pérez",
    username: "lucia.perez@example.es",
    password: "clave-segura-1",
    elderlyUserName: "Dolores",
    municipalityId: t.ids.municipalities.valleVerde,
  });

  it("creates the account, a pending link and logs the person in", async () => {
    const c = t.client();
    const res = await c.post("/api/family/register", valid());
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      role: "family",
      firstName: "Lucía",
      preferences: { elderlyUserId: t.ids.users.dolores },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|hash/i);
    const me = await c.get("/api/auth/me");
    expect(me.status).toBe(200);
    const links = await rows(`select status from family_links where family_user_id = '${res.body.user.id}'`);
    expect(links.rows).toEqual([{ status: "pending" }]);
    // Pending: the relative's data stays closed.
    const profile = await c.get(`/api/users/${t.ids.users.dolores}`);
    expect(profile.status).toBe(403);
  });

  it.each([
    ["an e-mail already in use", { username: "familia@acompana.demo" }, 409, MESSAGES.emailTaken],
    [
      "an unknown relative",
      { username: "a1@example.es", elderlyUserName: "Nadie Conocido" },
      404,
      MESSAGES.familyRegisterFailed,
    ],
    [
      "a relative of another municipality",
      { username: "a2@example.es", elderlyUserName: "Pedro" },
      404,
      MESSAGES.familyRegisterFailed,
    ],
    ["a short password", { username: "a3@example.es", password: "corta" }, 400, MESSAGES.passwordTooShort],
    ["an invalid e-mail", { username: "no-es-correo" }, 400, MESSAGES.emailInvalid],
    ["a blank first name", { username: "a4@example.es", firstName: "  " }, 400, MESSAGES.requiredFields],
    [
      "no municipality",
      { username: "a5@example.es", municipalityId: undefined },
      400,
      MESSAGES.noMunicipality,
    ],
  ])("refuses %s and writes nothing", async (_name, change, status, message) => {
    const before = [await t.count("users"), await t.count("family_links"), await t.count("sessions")];
    const res = await t.client().post("/api/family/register", { ...valid(), ...change });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect([await t.count("users"), await t.count("family_links"), await t.count("sessions")]).toEqual(
      before,
    );
  });
});

describe("POST /api/professional/register", () => {
  it("creates a pending account that cannot log in until approved", async () => {
    const body = {
      firstName: "Sergio",
      lastName: "Navarro",
      username: "sergio.navarro@valleverde.es",
      password: "trabajo-social-1",
      municipalityId: t.ids.municipalities.valleVerde,
    };
    const sessions = await t.count("sessions");
    const res = await t.client().post("/api/professional/register", body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: "pending",
      message: MESSAGES.pendingApproval,
      user: { role: "professional" },
    });
    expect(await t.count("sessions")).toBe(sessions);
    const login = await t.client().post("/api/auth/login", {
      username: body.username,
      password: body.password,
      expectedRole: "professional",
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(MESSAGES.pendingApproval);
    // The wrong password does not reveal that the account is pending.
    const wrong = await t
      .client()
      .post("/api/auth/login", { username: body.username, password: "otra-clave-9" });
    expect(wrong.status).toBe(401);
  });

  it("requires a municipality", async () => {
    const res = await t.client().post("/api/professional/register", {
      firstName: "A",
      lastName: "B",
      username: "ab@example.es",
      password: "Tres-tristes-tigres-7",
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.noMunicipality);
  });
});

describe("request hygiene", () => {
  const body = () => ({ username: "Carmen", pin: "4826", municipalityId: t.ids.municipalities.valleVerde });

  it("refuses a cross-site POST and writes nothing", async () => {
    const before = await t.count("sessions");
    const evil = await t
      .client()
      .agent.post("/api/auth/login-pin")
      .set("Host", "acompana.test")
      .set("Origin", "https://evil.example")
      .send(body());
    expect(evil.status).toBe(403);
    expect(evil.body.message).toMatch(/otro sitio/);
    const fetchMeta = await t
      .client()
      .agent.post("/api/auth/login-pin")
      .set("Sec-Fetch-Site", "cross-site")
      .send(body());
    expect(fetchMeta.status).toBe(403);
    expect(await t.count("sessions")).toBe(before);
  });

  it("accepts only JSON bodies", async () => {
    const res = await t
      .client()
      .agent.post("/api/auth/login-pin")
      .set("Content-Type", "text/plain")
      .send("username=Carmen&pin=1234");
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/JSON/);
  });

  it("answers malformed and oversized JSON with Spanish 4xx", async () => {
    const bad = await t
      .client()
      .agent.post("/api/auth/login-pin")
      .set("Content-Type", "application/json")
      .send("{nope");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("El contenido enviado no es JSON válido");
    const huge = await t.client().post("/api/auth/login-pin", { ...body(), username: "x".repeat(110_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/demasiado grande/);
  });

  it("marks API answers as not cacheable and sets security headers", async () => {
    const res = await t.client().get("/api/municipalities");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self'/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it.each([
    "/api/users/00000000-0000-4000-8000-000000000001",
    "/api/reminders/00000000-0000-4000-8000-000000000001",
    "/api/reminders/00000000-0000-4000-8000-000000000001/upcoming?days=7",
    "/api/messages/00000000-0000-4000-8000-000000000001",
    "/api/metrics/engagement/aggregated?days=30",
    "/api/professional/00000000-0000-4000-8000-000000000001/users",
    "/api/activities/all",
    "/api/auth/me",
  ])("answers anonymous GET %s with 401", async (url) => {
    const res = await t.client().get(url);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MESSAGES.unauthenticated);
  });
});
