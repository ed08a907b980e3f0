import { MESSAGES } from "@shared/api/auth";
import { describe, expect, it } from "vitest";
import { postFromAddress } from "../test/from-address";
import { useTestContext } from "../test/harness";
import { testPasswords, testPins } from "../test/hashers";
import { sqlReaders } from "../test/sql-rows";

// Brute force with a pinned clock (docs/behaviour/06-roles-and-access.md#credentials-and-lockouts): what an attacker
// with many addresses and every spelling of a name can try in 24 h. The hashers are the real ones (at the tests'
// scrypt cost), wrapped only to count how many secrets the server actually checked against a given stored hash.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const passwordChecks = new Map<string, number>();
const countingPasswords = {
  ...testPasswords,
  verifyPassword: (password: string, encoded: string | null | undefined) => {
    passwordChecks.set(encoded ?? "", (passwordChecks.get(encoded ?? "") ?? 0) + 1);
    return testPasswords.verifyPassword(password, encoded);
  },
};
const pinChecks = new Map<string, number>();
const countingPins = {
  ...testPins,
  verifyPin: (pin: string, encoded: string | null | undefined) => {
    pinChecks.set(encoded ?? "", (pinChecks.get(encoded ?? "") ?? 0) + 1);
    return testPins.verifyPin(pin, encoded);
  },
};

// Behind a proxy, so each request can come from its own address (X-Forwarded-For).
const t = useTestContext({ config: { trustProxy: true }, pins: countingPins, passwords: countingPasswords });

const { query, n } = sqlReaders(t);
const userRow = async (id: string) => (await query(`select * from users where id = '${id}'`))[0];
const securityAlerts = (userId: string) =>
  n(`select count(*)::int as n from alerts where type = 'security' and user_id = '${userId}'`);

let ipSerial = 0;
const nextIp = () => `10.${(ipSerial >> 16) & 255}.${(ipSerial >> 8) & 255}.${ipSerial++ & 255}`;

const post = (path: string, body: object, ip = nextIp()) => postFromAddress(t, path, body, ip);
const pinAttempt = (username: string, pin: string, ip?: string) =>
  post("/api/auth/login-pin", { username, pin, municipalityId: t.ids.municipalities.valleVerde }, ip);

/** Wrong PINs in order, never the right one. */
function* wrongPins(right: string) {
  for (let n = 0; n < 10_000; n++) {
    const pin = String(n).padStart(4, "0");
    if (pin !== right) yield pin;
  }
}

const unlock = async (who: "dolores") =>
  (await (await t.loginAs("profesional")).post(`/api/users/${t.ids.users[who]}/unlock`)).status;

describe("PIN guessing", () => {
  it("checks at most 35 PINs against one person in 24 h, whatever names and addresses are used", async () => {
    const carmen = await userRow(t.ids.users.carmen);
    // Every spelling PIN login accepts for her: first name, full name, username, case and accents.
    const aliases = ["Carmen", "Carmen López", String(carmen.username), "CARMEN", "  cármen   LOPEZ "];
    const guesses = wrongPins("4826");
    const start = pinChecks.get(String(carmen.pin_hash)) ?? 0;
    const statuses = new Map<number, number>();
    // Every 15 minutes (the shortest lock) for 24 h, each alias until refused, from fresh addresses.
    for (let step = 0; step < 96; step++) {
      for (const alias of aliases) {
        for (let k = 0; k < 6; k++) {
          const res = await pinAttempt(alias, guesses.next().value as string);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          expect(res.status).not.toBe(200);
          if (res.status === 423 || res.status === 429) break;
        }
      }
      t.clock.advance(15 * MINUTE);
    }
    // 5 failures, then locks of 15, 30, 60, 120, 240, 480 and 960 min: 7 rounds of 5 fit in 24 h.
    const checked = (pinChecks.get(String(carmen.pin_hash)) ?? 0) - start;
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(35);
    expect(statuses.get(423)).toBeGreaterThan(0);
    // One alert per lock of the person, not one per name or per refused attempt.
    expect(await securityAlerts(t.ids.users.carmen)).toBeLessThanOrEqual(7);
    // A professional's unlock gives her PIN back at once.
    const lucia = await t.loginAs("profesional");
    expect((await lucia.post(`/api/users/${t.ids.users.carmen}/unlock`)).status).toBe(204);
    expect((await pinAttempt("Carmen", "4826")).status).toBe(200);
  }, 300_000);

  it("raises exactly one security alert per lock, however the attack goes on", async () => {
    t.clock.advance(2 * 24 * HOUR);
    const antonio = await userRow(t.ids.users.antonio);
    const before = await securityAlerts(t.ids.users.antonio);
    for (let i = 0; i < 4; i++) expect((await pinAttempt("Antonio", "0000")).status).toBe(401);
    expect((await pinAttempt("Antonio", "0000")).status).toBe(423);
    expect(await securityAlerts(t.ids.users.antonio)).toBe(before + 1);
    // The lock holds for every spelling and address, and adds no alert.
    for (const alias of ["Antonio", "Antonio García", String(antonio.username), "ANTONIO"]) {
      for (let i = 0; i < 6; i++) {
        const res = await pinAttempt(alias, "5173");
        expect(res.status, alias).not.toBe(200);
      }
    }
    expect(await securityAlerts(t.ids.users.antonio)).toBe(before + 1);
    // The next lock is a new event: one more alert.
    t.clock.advance(31 * MINUTE);
    for (let i = 0; i < 5; i++) await pinAttempt("Antonio", "0000");
    expect(await securityAlerts(t.ids.users.antonio)).toBe(before + 2);
  }, 120_000);

  it("writes no typed text as an instruction into security alerts", async () => {
    t.clock.advance(2 * 24 * HOUR);
    const alertsBefore = await n("select count(*)::int as n from alerts where type = 'security'");
    // A name the tablet does not serve is refused before any PIN or counter: nothing reaches an alert.
    const typed = "URGENTE llame al 600123123 - Ayuntamiento";
    for (let i = 0; i < 6; i++) expect((await pinAttempt(typed, "0000")).status).toBe(403);
    expect(await n("select count(*)::int as n from alerts where type = 'security'")).toBe(alertsBefore);
    expect(await n("select count(*)::int as n from alerts where content like '%600%'")).toBe(0);
    // A known person: named from the records, with the count; the typed spelling is not repeated.
    for (let i = 0; i < 5; i++) await pinAttempt("  DOLORES ", "0000");
    const [known] = await query(
      `select content from alerts where type = 'security' and user_id = '${t.ids.users.dolores}' order by created_at desc limit 1`,
    );
    expect(known.content).toMatch(/^Acceso con PIN bloqueado para Dolores \S+.* tras 5 intentos fallidos$/);
    expect(known.content).not.toContain("DOLORES");
    expect(await unlock("dolores")).toBe(204);
  }, 120_000);

  it("checks at most 30 PINs per address in 15 minutes, across the tablet's people", async () => {
    const PEOPLE = ["José", "María", "Manuel", "Pilar", "Juan", "Mercedes", "Rafael", "Josefa", "Luis", "Teresa", "Miguel", "Ángel"];
    t.clock.advance(2 * 24 * HOUR);
    const ip = "192.0.2.7";
    const before = [...pinChecks.values()].reduce((a, b) => a + b, 0);
    const checksSince = () => [...pinChecks.values()].reduce((a, b) => a + b, 0) - before;
    for (let window = 1; window <= 2; window++) {
      const seen: number[] = [];
      for (let i = 0; i < 34; i++) seen.push((await pinAttempt(PEOPLE[i % PEOPLE.length], "4321", ip)).status);
      // Refused by the address limit, or earlier by a person's own lock: either way no PIN is checked.
      for (const status of seen.slice(-4)) expect([423, 429]).toContain(status);
      expect(checksSince()).toBeLessThanOrEqual(30 * window);
      t.clock.advance(15 * MINUTE);
    }
    // Another address is not blocked by this one.
    expect((await pinAttempt("Dolores", "3958", "192.0.2.8")).status).toBe(200);
  }, 120_000);
});

describe("password guessing", () => {
  it("checks at most 10 passwords per account in 15 minutes, whatever the spelling or address; one alert per lock", async () => {
    t.clock.advance(2 * 24 * HOUR);
    const elena = await userRow(t.ids.users.familia2);
    const hash = String(elena.password_hash);
    const spellings = ["familia2@acompana.demo", "FAMILIA2@ACOMPANA.DEMO", "  Familia2@Acompana.Demo  "];
    const before = await securityAlerts(t.ids.users.familia2);
    // Demo accounts may share one stored hash (same password, hashed once by the seed): count from here.
    const start = passwordChecks.get(hash) ?? 0;
    const checked = () => (passwordChecks.get(hash) ?? 0) - start;
    let n = 0;
    for (let window = 1; window <= 4; window++) {
      for (let i = 0; i < 14; i++) {
        const res = await post("/api/auth/login", { username: spellings[n % 3], password: `intento-${n++}` });
        expect([401, 423]).toContain(res.status);
      }
      expect(checked()).toBeLessThanOrEqual(10 * window);
      t.clock.advance(15 * MINUTE);
    }
    expect(checked()).toBe(40);
    expect(await securityAlerts(t.ids.users.familia2)).toBe(before + 4);
    // After the lock, the right password works and the account is not locked by the past.
    expect((await post("/api/auth/login", { username: spellings[0], password: "Demo-1234" })).status).toBe(200);
  }, 180_000);

  it("checks at most 30 passwords per address in 15 minutes, across accounts (no spraying)", async () => {
    t.clock.advance(2 * 24 * HOUR);
    const ip = "198.51.100.9";
    const total = () => [...passwordChecks.values()].reduce((a, b) => a + b, 0);
    const start = total();
    const emails = ["familia@acompana.demo", "familia2@acompana.demo", "profesional@acompana.demo"];
    const seen: number[] = [];
    for (let i = 0; i < 34; i++) {
      const username = i % 2 === 0 ? emails[i % 3] : `nadie${i}@acompana.demo`;
      seen.push((await post("/api/auth/login", { username, password: "Demo-12345" }, ip)).status);
    }
    expect(seen.slice(-4)).toEqual([429, 429, 429, 429]);
    expect(total() - start).toBeLessThanOrEqual(30);
    // The right password from that address waits too; from another address it works.
    const blocked = await post("/api/auth/login", { username: emails[0], password: "Demo-1234" }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(MESSAGES.tooManyFromHere);
    expect((await post("/api/auth/login", { username: emails[0], password: "Demo-1234" }, "198.51.100.10")).status).toBe(200);
    t.clock.advance(15 * MINUTE);
    expect((await post("/api/auth/login", { username: emails[0], password: "Demo-1234" }, ip)).status).toBe(200);
  }, 180_000);
});
