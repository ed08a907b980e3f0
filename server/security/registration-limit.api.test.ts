import { MESSAGES } from "@shared/api/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postFromAddress } from "../test/from-address";
import { createTestContext, type TestContext } from "../test/harness";

// Self-registration from one address, with a pinned clock: at most 5 attempts an hour across both
// portals, so no one creates accounts in bulk or tries older people's names one after another.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: TestContext;
beforeAll(async () => {
  // Behind a proxy, so each request can say its address (X-Forwarded-For).
  t = await createTestContext({ config: { trustProxy: true } });
});
afterAll(async () => {
  await t.close();
});

let serial = 0;
const person = () => ({
  firstName: "Prueba",
  lastName: "Registro",
  username: `registro.${++serial}@example.es`,
  password: "Clave-larga-1",
  municipalityId: t.ids.municipalities.valleVerde,
});
const family = (change: object = {}) => ({ path: "/api/family/register", body: { ...person(), elderlyUserName: "Dolores", ...change } });
const professional = (change: object = {}) => ({ path: "/api/professional/register", body: { ...person(), ...change } });

const register = ({ path, body }: { path: string; body: object }, ip: string) => postFromAddress(t, path, body, ip);

const tables = ["users", "family_links", "sessions", "audit_log", "login_attempts"];
const counts = async () => Object.fromEntries(await Promise.all(tables.map(async (n) => [n, await t.count(n)])));

describe("registrations per address", () => {
  it("allows 5 an hour from one address across both portals, then 429 writing nothing; others unaffected", async () => {
    const ip = "203.0.113.5";
    const statuses: number[] = [];
    // Refused attempts spend the budget too: they are how names are probed.
    for (const attempt of [
      family(),
      professional(),
      family({ elderlyUserName: "Nadie Conocido" }),
      professional({ username: "familia@acompana.demo" }),
      family(),
    ]) {
      statuses.push((await register(attempt, ip)).status);
      t.clock.advance(5 * MINUTE);
    }
    expect(statuses).toEqual([201, 201, 404, 409, 201]);

    for (const attempt of [family(), professional(), family({ elderlyUserName: "Nadie Conocido" })]) {
      const before = await counts();
      const res = await register(attempt, ip);
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ message: MESSAGES.tooManyRegistrations });
      expect(await counts()).toEqual(before);
    }
    // Another address still registers, in either portal.
    expect((await register(family(), "203.0.113.6")).status).toBe(201);
    expect((await register(professional(), "203.0.113.7")).status).toBe(201);
  });

  it("gives the address its budget back once the hour has passed", async () => {
    t.clock.advance(2 * HOUR);
    const ip = "203.0.113.20";
    for (let i = 0; i < 5; i++) expect((await register(professional(), ip)).status).toBe(201);
    expect((await register(family(), ip)).status).toBe(429);
    t.clock.advance(59 * MINUTE);
    expect((await register(family(), ip)).status).toBe(429);
    t.clock.advance(1 * MINUTE);
    const res = await register(family(), ip);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ role: "family" });
  });

  it("lets a malformed body through with its 400 without spending the budget", async () => {
    t.clock.advance(2 * HOUR);
    const ip = "203.0.113.30";
    const before = await counts();
    for (let i = 0; i < 8; i++) {
      const res = await register(family({ password: "corta" }), ip);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.passwordTooShort);
    }
    expect(await counts()).toEqual(before);
    for (let i = 0; i < 5; i++) expect((await register(professional(), ip)).status).toBe(201);
    expect((await register(professional(), ip)).status).toBe(429);
  });

  it("does not let parallel attempts slip past the count", async () => {
    t.clock.advance(2 * HOUR);
    const ip = "203.0.113.40";
    const statuses = await Promise.all(Array.from({ length: 8 }, () => register(professional(), ip).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });
});

describe("REGISTRATIONS_PER_HOUR", () => {
  it("sets the budget (a community centre's shared connection may need more)", async () => {
    const two = await createTestContext({ config: { registrationsPerHour: 2 }, addressPerRequest: false });
    try {
      // Without a trusted proxy every request counts for the socket's own address.
      const send = (n: number) =>
        postFromAddress(two, "/api/professional/register", { ...person(), username: `ajuste.${n}@example.es` }, "203.0.113.99");
      expect([(await send(1)).status, (await send(2)).status, (await send(3)).status]).toEqual([201, 201, 429]);
    } finally {
      await two.close();
    }
  });
});
