import { answerFromContract } from "./contract-expectation";
import fc from "fast-check";
import { expect } from "vitest";
import { ROUTE_POLICIES } from "./route-policy";
import type { Req, RouteRow } from "./route-policy-types";
import { type ActorKey, type SweepContext, useSweepContext } from "./sweep-context";
import { changedTables, findSecrets, fingerprint, notSpanish } from "./inspect";

// Hostile input (fast-check, fixed seed, bounded runs) and the checks every answer to it must pass.

export const FC_SEED = 20261118;

const NASTY = [
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  "1; select pg_sleep(5)",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%00",
  "a\u0000b",
  "\u0000",
  "\u202Egnp.exe",
  "مرحبا بالعالم",
  "e\u0301\u0302\u0303\u0304",
  "👩‍👩‍👧‍👦🏳️‍🌈",
  "\uD800",
  "\uFEFF",
  "${7*7}{{7*7}}",
  "__proto__",
  "constructor",
  "null",
  "00000000-0000-0000-0000-000000000000",
  "x".repeat(5000),
  "😀".repeat(2000),
  " ",
  "",
  // Dates and numbers PostgreSQL cannot store (no year 0; integers are 32-bit).
  "0000-01-01",
  "0000-01-01T00:00:00Z",
  "9999-12-31",
  "-001000-01-01",
  "2147483648",
];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
);
const hostileKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "role", "municipalityId", "isAdmin", "pinHash", "id"),
  fc.string({ unit: "binary", maxLength: 12 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double({ noNaN: true }),
  // Instants and dates around and beyond what PostgreSQL stores (years below 1 and above 9999).
  fc.date({ min: new Date(Date.UTC(-2000, 0, 1)), max: new Date(Date.UTC(12000, 0, 1)), noInvalidDate: true }).map((d) => d.toISOString()),
  fc.integer({ min: -9999, max: 12000 }).map((y) => `${String(Math.abs(y)).padStart(4, "0")}-01-01`),
  // JSON.parse makes "__proto__" an own key, exactly as the server's body parser would see it.
  fc.constantFrom(true, false, null, 1e308, -1, 0, 2 ** 31, -(2 ** 63), [], {}, JSON.parse('{"__proto__":{"isAdmin":true}}')),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileKey, hostileString, { maxKeys: 3 }),
);

/** Bodies built from a valid one: a field replaced, extra keys, or something else entirely. */
export function hostileBody(valid: Record<string, unknown> | undefined): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid ?? {});
  const options: fc.Arbitrary<unknown>[] = [
    hostileValue,
    fc.dictionary(hostileKey, hostileValue, { maxKeys: 4 }),
    fc.dictionary(hostileKey, hostileValue, { maxKeys: 3 }).map((extra) => ({ ...valid, ...extra })),
  ];
  if (keys.length > 0) {
    // Every text field at once carrying the same nasty text (NUL, RTL override, SQL, markup...).
    options.push(
      fc.constantFrom(...NASTY).map((nasty) =>
        Object.fromEntries(Object.entries(valid ?? {}).map(([k, v]) => [k, typeof v === "string" ? `${v}${nasty}` : v])),
      ),
    );
    options.push(
      fc
        .tuple(fc.constantFrom(...keys), hostileValue)
        .map(([key, value]) => ({ ...valid, [key]: value })),
    );
  }
  return fc.oneof(...options);
}

/** Percent-encodes UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser would send it). */
export const encodeSegment = (s: string) =>
  [...Buffer.from(s, "utf8")]
    .map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, "0").toUpperCase()}`))
    .join("");

const PREFERRED: ActorKey[] = ["owner", "familyConsent", "professional", "familyNoConsent", "familyUnlinked", "anon"];

/** The caller that may use the route, so hostile input reaches validation and not just a 403. */
const allowedActor = (row: RouteRow): ActorKey =>
  PREFERRED.find((a) => answerFromContract(row.route, a, { req: {}, callerId: "", subjectRole: row.subjectRole ?? "elderly" }) < 300) ??
  "professional";

const rowOf = (route: string) => {
  const row = ROUTE_POLICIES.find((r) => r.route === route);
  if (!row) throw new Error(`no policy row for ${route}`);
  return row;
};

export const methodOf = (route: string) => route.split(" ")[0].toLowerCase() as "get" | "post" | "put" | "patch" | "delete";

/** The path of a route with its params filled (already encoded) and an optional raw query string. */
export function pathOf(route: string, params: Record<string, string>, query = ""): string {
  const path = route.split(" ")[1].replace(/:(\w+)/g, (_m, name: string) => params[name] ?? "");
  return query ? `${path}?${query}` : path;
}

export const encodeParams = (req: Req) =>
  Object.fromEntries(Object.entries(req.params ?? {}).map(([k, v]) => [k, encodeSegment(v)]));

/** The caller who may use the route, logged in, and a valid request of it about Carmen (for hostile input to vary). */
export async function allowedCall(s: SweepContext, route: string) {
  const row = rowOf(route);
  const actor = allowedActor(row);
  const client = await s.login(actor);
  const valid = await row.request(s.fixtures, s.subjects.carmen, actor);
  return { actor, client, valid };
}

/**
 * Tracks the database between answers: a refused (4xx) answer must leave every table as it was.
 * Only one fingerprint per request (the previous answer's "after" is the next one's "before").
 */
/**
 * A failed login is recorded on purpose (lockout counters, and an alert when it locks), and so is a wrong
 * current password in a change of password; so is every well-formed registration, refused or not (the
 * per-address registration budget). A wrong password on a known account goes to its owner's 'Mis accesos'; a
 * second-step answer is counted against the account (and the pending sign-in), and spends its passkey challenge.
 */
const RECORDED_FAILURES: Record<string, string[]> = {
  "POST /api/auth/login": ["login_attempts", "alerts", "sign_in_events"],
  "POST /api/auth/second-factor/passkeys": ["sessions"],
  "POST /api/auth/password": ["login_attempts", "alerts"],
  "POST /api/auth/login-pin": ["login_attempts", "alerts"],
  "POST /api/auth/device/enrol": ["login_attempts"],
  "POST /api/family/register": ["login_attempts"],
  "POST /api/professional/register": ["login_attempts"],
};

/** Refusals that are recorded whatever the reason, bad input included: a refused PIN change is audited and counted. */
const RECORDED_REFUSALS: Record<string, string[]> = {
  // A well-formed second-step answer is counted before it is checked (a wrong code is a 400, not a 401: the
  // person stays on the step); a pending sign-in counts its own tries, and a passkey answer spends its challenge.
  "POST /api/auth/second-factor/verify": ["login_attempts", "sessions"],
  "PUT /api/users/:id/pin": ["audit_log", "login_attempts"],
};

export async function createWatch(s: SweepContext, route = "") {
  let last = await fingerprint(s.t.db);
  const isApiDescription = ROUTE_POLICIES.find((row) => row.route === route)?.isApiDescription ?? false;
  return async (where: string, res: { status: number; body: unknown }) => {
    const body = res.body as { message?: unknown } | undefined;
    expect(res.status, `${where}: ${JSON.stringify(res.body)?.slice(0, 200)}`).toBeLessThan(500);
    expect(findSecrets(res.body, "$", [], isApiDescription), `${where}: hashes`).toEqual([]);
    const now = await fingerprint(s.t.db);
    if (res.status >= 400) {
      expect(notSpanish(body?.message), `${where}: message`).toBeNull();
      // Besides the message, only zod issues or a fixed machine-readable code (e.g. 'device-not-enrolled').
      expect(Object.keys(body ?? {}).filter((k) => !["message", "issues", "code"].includes(k)), where).toEqual([]);
      // Bad input (400) writes nothing at all; a wrong secret (401/423/429) only counts the failure.
      const allowed = [
        ...(RECORDED_REFUSALS[route] ?? []),
        ...(res.status === 400 ? [] : (RECORDED_FAILURES[route] ?? [])),
      ];
      const changed = changedTables(last, now).filter((t) => !allowed.includes(t));
      expect(changed, `${where}: tables changed on a refusal`).toEqual([]);
    }
    last = now;
  };
}

export async function expectHealthy(s: SweepContext) {
  const res = await s.t.client().get("/api/health");
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ status: "ok" });
  // Nothing sent as __proto__ reached the shared prototype.
  expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
}

type Client = ReturnType<SweepContext["t"]["client"]>;

/** Sends a raw body (already JSON text, or anything else) with the caller's session, same-origin. */
export function sendRaw(
  c: Client,
  method: ReturnType<typeof methodOf>,
  url: string,
  raw?: string,
  contentType = "application/json",
) {
  let req = c.fromOwnAddress(c.agent[method](url).set("Host", "acompana.test").set("Origin", "http://acompana.test"));
  if (c.cookie) req = req.set("Cookie", c.cookie);
  return raw === undefined ? req : req.set("Content-Type", contentType).send(raw);
}

export { useSweepContext };
