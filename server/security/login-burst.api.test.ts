import { ENROLMENT_FAILURES_PER_ADDRESS } from "@shared/domain/enrolment";
import { describe, expect, it } from "vitest";
import { postFromAddress } from "../test/from-address";
import { useTestContext } from "../test/harness";
import { testPasswords, testPins } from "../test/hashers";
import { sqlReaders } from "../test/sql-rows";

// Guesses sent all at once (docs/behaviour/06-roles-and-access.md#credentials-and-lockouts): each attempt is counted
// before its secret is checked, so a burst gets exactly as many checks as a patient attacker, and the right secret
// sent last finds the account locked. The hashers are the real ones, wrapped only to count the checks made against
// a given stored hash.

const checks = new Map<string, number>();
const count = (encoded: string | null | undefined) => checks.set(encoded ?? "", (checks.get(encoded ?? "") ?? 0) + 1);
const t = useTestContext({
  config: { trustProxy: true },
  pins: { ...testPins, verifyPin: (pin, encoded) => (count(encoded), testPins.verifyPin(pin, encoded)) },
  passwords: {
    ...testPasswords,
    verifyPassword: (password, encoded) => (count(encoded), testPasswords.verifyPassword(password, encoded)),
  },
});
const { query, n } = sqlReaders(t);

const hashOf = async (id: string, column: "pin_hash" | "password_hash") =>
  String((await query(`select ${column} from users where id = '${id}'`))[0][column]);
const lockAlerts = (userId: string) =>
  n(`select count(*)::int as n from alerts where type = 'security' and user_id = '${userId}'`);
const failuresOf = (kind: string, key: string) =>
  n(`select coalesce(max(failures), 0)::int as n from login_attempts where kind = '${kind}' and key = '${key}'`);

/** Sends every body at once (each request starts before any answer), the last one last. */
async function burst(path: string, bodies: object[], ip: (i: number) => string) {
  const pending = bodies.map((body, i) => postFromAddress(t, path, body, ip(i)).then((r) => r));
  return Promise.all(pending);
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

// The outside test sent 250; 150 shows the same (every request starts before any answer) in less time.
const BURST = 150;

describe("a burst of PIN guesses from one tablet", () => {
  it("checks no more PINs than the lock allows, refuses the right one sent last and raises one alert", async () => {
    const carmen = t.ids.users.carmen;
    const hash = await hashOf(carmen, "pin_hash");
    const alertsBefore = await lockAlerts(carmen);
    const start = checks.get(hash) ?? 0;
    const bodies = Array.from({ length: BURST }, (_, i) => ({
      username: i % 2 ? "Carmen" : "carmen lópez",
      pin: i === BURST - 1 ? "4826" : String(1000 + i),
      municipalityId: t.ids.municipalities.valleVerde,
    }));
    const answers = await burst("/api/auth/login-pin", bodies, () => "203.0.113.5");
    const statuses = answers.map((a) => a.status);

    expect(statuses[BURST - 1], JSON.stringify(tally(statuses))).not.toBe(200);
    expect(statuses.filter((s) => s === 200)).toEqual([]);
    // 5 failures lock the person: never more PINs checked against her, whatever the interleaving.
    expect((checks.get(hash) ?? 0) - start).toBeLessThanOrEqual(5);
    expect(await lockAlerts(carmen)).toBe(alertsBefore + 1);
    expect(await failuresOf("pin-ip", "203.0.113.5")).toBeLessThanOrEqual(30);
    expect(await failuresOf("pin-user", carmen)).toBeLessThanOrEqual(5);
    // Refused attempts leave no session behind.
    expect(await n(`select count(*)::int as n from sessions where user_id = '${carmen}'`)).toBe(0);
  }, 120_000);

  it("spread over many addresses, still checks at most 5 PINs against the person", async () => {
    t.clock.advance(2 * 24 * 3_600_000);
    const antonio = t.ids.users.antonio;
    const hash = await hashOf(antonio, "pin_hash");
    const start = checks.get(hash) ?? 0;
    const alertsBefore = await lockAlerts(antonio);
    const bodies = Array.from({ length: 120 }, (_, i) => ({
      username: "Antonio",
      pin: i === 119 ? "5173" : String(2000 + i),
      municipalityId: t.ids.municipalities.valleVerde,
    }));
    const statuses = (await burst("/api/auth/login-pin", bodies, (i) => `198.18.${i >> 8}.${i & 255}`)).map(
      (a) => a.status,
    );
    expect(statuses[119]).not.toBe(200);
    expect((checks.get(hash) ?? 0) - start).toBeLessThanOrEqual(5);
    expect(await lockAlerts(antonio)).toBe(alertsBefore + 1);
  }, 120_000);
});

describe("a burst of password guesses", () => {
  it("checks at most 10 passwords, refuses the right one sent last and raises one alert", async () => {
    t.clock.advance(2 * 24 * 3_600_000);
    const elena = t.ids.users.familia2;
    const hash = await hashOf(elena, "password_hash");
    const start = checks.get(hash) ?? 0;
    const alertsBefore = await lockAlerts(elena);
    const bodies = Array.from({ length: 30 }, (_, i) => ({
      username: "familia2@acompana.demo",
      password: i === 29 ? "Demo-1234" : `intento-rafaga-${i}`,
    }));
    const statuses = (await burst("/api/auth/login", bodies, (i) => `100.64.0.${i}`)).map((a) => a.status);
    expect(statuses[29], JSON.stringify(tally(statuses))).not.toBe(200);
    expect(statuses.filter((s) => s === 200)).toEqual([]);
    expect((checks.get(hash) ?? 0) - start).toBeLessThanOrEqual(10);
    expect(await lockAlerts(elena)).toBe(alertsBefore + 1);
    expect(await failuresOf("password", "familia2@acompana.demo")).toBeLessThanOrEqual(10);
  }, 120_000);

  it("counts a burst from one address against its limit before checking, across accounts", async () => {
    t.clock.advance(2 * 24 * 3_600_000);
    const before = [...checks.values()].reduce((a, b) => a + b, 0);
    const bodies = Array.from({ length: 80 }, (_, i) => ({
      username: `nadie-${i}@acompana.demo`,
      password: `intento-${i}`,
    }));
    const statuses = (await burst("/api/auth/login", bodies, () => "100.64.9.9")).map((a) => a.status);
    expect([...checks.values()].reduce((a, b) => a + b, 0) - before).toBeLessThanOrEqual(30);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(50);
  }, 120_000);
});

describe("a burst of tablet codes", () => {
  it("looks up no more codes than the address limit, and refuses a right code sent last", async () => {
    t.clock.advance(2 * 24 * 3_600_000);
    const lucia = await t.loginAs("profesional");
    const made = await lucia.post(`/api/users/${t.ids.users.dolores}/device-codes`, {});
    expect(made.status).toBe(201);
    const bodies = Array.from({ length: 40 }, (_, i) => ({
      code: i === 39 ? made.body.code : `ZZZZ${String(2000 + i).replace(/[01]/g, "2")}`,
    }));
    const statuses = (await burst("/api/auth/device/enrol", bodies, () => "100.64.7.7")).map((a) => a.status);
    // 403 is a code looked up and not found: at most the limit of the address, then 429 without a lookup.
    expect(statuses.filter((s) => s === 403).length, JSON.stringify(tally(statuses))).toBeLessThanOrEqual(
      ENROLMENT_FAILURES_PER_ADDRESS,
    );
    expect(statuses[39], JSON.stringify(tally(statuses))).toBe(429);
    expect(await n(`select count(*)::int as n from enrolment_codes where used_at is not null and user_id = '${t.ids.users.dolores}' and created_at = '${t.clock.now().toISOString()}'`)).toBe(0);
  }, 120_000);
});
