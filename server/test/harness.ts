import { randomBytes } from "node:crypto";
import fs from "node:fs";
import request from "supertest";
import { inject } from "vitest";
import { createApp } from "../app";
import { users } from "@shared/schema";
import { eq, inArray } from "drizzle-orm";
import { createSession } from "../auth/sessions";
import { createEnrolmentCode } from "../services/devices";
import { testConfig } from "../config";
import { type DbHandle, newPgClient, openPglite, openPostgres } from "../db/client";
import type { AppDeps } from "../deps";
import { createLogger } from "../logger";
import { SEED_NOW } from "./constants";
import { testFactorKeys, testPasswords, testPins } from "./hashers";
import { createAlertEvents, listenOnPglite, listenOnPostgres } from "../http/alert-events";
import { openPerFile } from "./per-file";
import { openTestReads } from "./read-db";
import { sqlReaders } from "./sql-rows";
import { completeWithTestPasskey, giveTestPasskey } from "./staff-passkey";
import { restoreTestTabletToken, TEST_TABLET_TOKEN } from "./tablet";

export const ORIGIN = "http://acompana.test";
const HOST = "acompana.test";

/** A pinned, movable clock. */
function createClock(start = SEED_NOW) {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    set: (d: Date) => {
      now = new Date(d);
    },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

/** PostgreSQL only: a fresh copy of the seeded template database, its URL and how to drop it. */
export async function copySeededDatabase(): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const testDb = inject("testDb");
  if (testDb.kind !== "postgres") throw new Error("copySeededDatabase needs TEST_DB=postgres");
  const url = process.env.TEST_DATABASE_URL!;
  const name = `acompana_t_${randomBytes(6).toString("hex")}`;
  const admin = newPgClient(url);
  await admin.connect();
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${testDb.template}`);
      break;
    } catch (err) {
      // Two files copying the template at the same instant: wait and retry.
      if (attempt > 20) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  return { name, url: dbUrl.toString(), drop };
}

async function openTestDatabase(): Promise<{ handle: DbHandle; name?: string; url?: string; dispose: () => Promise<void> }> {
  const testDb = inject("testDb");
  if (testDb.kind === "pglite") {
    const snapshot = new Blob([fs.readFileSync(testDb.snapshotFile)]);
    const handle = await openPglite(undefined, { loadDataDir: snapshot });
    return { handle, dispose: () => handle.close() };
  }
  const copy = await copySeededDatabase();
  const handle = await openPostgres(copy.url);
  return {
    handle,
    name: copy.name,
    url: copy.url,
    dispose: async () => {
      await handle.close();
      await copy.drop();
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/**
 * A full app over a private copy of the seeded database, with a pinned clock. `addressPerRequest`
 * puts the app behind a trusted proxy and sends every request from its own address, for tests that
 * make many requests of a kind the app limits per address (registrations) without testing that limit.
 */
export async function createTestContext(
  options: {
    config?: Partial<AppDeps["config"]>;
    pins?: AppDeps["pins"];
    passwords?: AppDeps["passwords"];
    addressPerRequest?: boolean;
    /** The database's alert notifications reach `alertEvents` (server/http/alert-events.ts). */
    isListeningForAlerts?: boolean;
    familyNotifier?: AppDeps["familyNotifier"];
  } = {},
) {
  const { handle, name, url, dispose: disposeDb } = await openTestDatabase();
  const clock = createClock();
  const config = testConfig({ ...options.config, ...(options.addressPerRequest ? { trustProxy: true } : {}) });
  const logger = createLogger(process.env.TEST_LOG_LEVEL === "error" ? "error" : "silent");
  // Absent (createApp reads from `db`) unless the test or TEST_DATABASE_READ_URL gives a read connection.
  const reads = await openTestReads(config, handle.db, name, { logger, clock: clock.now });
  const alertEvents = createAlertEvents();
  // Only the files about the consoles' live events listen (a connection of its own on PostgreSQL).
  const stopListening = options.isListeningForAlerts
    ? handle.pglite
      ? await listenOnPglite(handle.pglite, alertEvents)
      : listenOnPostgres(url!, alertEvents, createLogger("silent"))
    : async () => {};
  const deps: Omit<AppDeps, "assistant" | "readCache" | "readDb"> & Partial<Pick<AppDeps, "readDb">> = {
    alertEvents,
    db: handle.db,
    ...(reads ? { readDb: reads.readDb } : {}),
    config,
    clock: clock.now,
    logger,
    passwords: options.passwords ?? testPasswords,
    pins: options.pins ?? testPins,
    factorKeys: testFactorKeys,
    ...(options.familyNotifier ? { familyNotifier: options.familyNotifier } : {}),
  };
  const dispose = async () => {
    // Before the drop: a replica ends its sessions on a dropped database only when it replays the drop.
    await reads?.close();
    await stopListening();
    await disposeDb();
  };
  const app = createApp(deps);
  const ids = inject("testDb").ids;
  let addressSerial = 0;
  /** Sets a fresh address (IPv6 documentation range) when the context asked for one per request. */
  const fromOwnAddress = <T extends request.Test>(t: T): T => {
    if (!options.addressPerRequest) return t;
    const n = ++addressSerial;
    return t.set("X-Forwarded-For", `2001:db8::${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`);
  };

  /**
   * A browser-like client: keeps the session cookie and sends same-origin headers. Cookies are
   * tracked by hand against the pinned clock (a cookie jar would expire them by the real clock).
   * Unless `isEnrolled` is false it carries the seeded test tablet's device credential (server/test/tablet.ts),
   * as the older people's tablets do; an unenrolled client is any other browser.
   */
  const client = (initialCookie?: string, opts: { isEnrolled?: boolean } = {}) => {
    const agent = request(app);
    const jar = new Map<string, string>();
    if (opts.isEnrolled !== false) jar.set("did", TEST_TABLET_TOKEN);
    if (initialCookie) jar.set(initialCookie.split("=")[0], initialCookie.slice(initialCookie.indexOf("=") + 1));
    const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const track = async <T extends request.Test>(t: T): Promise<request.Response> => {
      const withCookie = fromOwnAddress(jar.size > 0 ? t.set("Cookie", header()) : t);
      const res = await withCookie;
      for (const set of (res.headers["set-cookie"] as unknown as string[] | undefined) ?? []) {
        const [pair] = set.split(";");
        const name = pair.slice(0, pair.indexOf("="));
        const value = pair.slice(pair.indexOf("=") + 1);
        const expires = /Expires=([^;]+)/i.exec(set)?.[1];
        const isGone = value === "" || (expires && new Date(expires).getTime() <= clock.now().getTime());
        if (isGone) jar.delete(name);
        else jar.set(name, value);
      }
      return res;
    };
    const same = <T extends request.Test>(t: T) => t.set("Host", HOST).set("Origin", ORIGIN);
    return {
      agent,
      /** For requests built on `agent` directly: the address this context gives each request. */
      fromOwnAddress,
      /** The session cookie ('sid=…'), if any. */
      get cookie() {
        return jar.has("sid") ? `sid=${jar.get("sid")}` : undefined;
      },
      /** The device credential's token, if any. */
      get deviceToken() {
        return jar.get("did");
      },
      /** Sets the device cookie as a browser would hold it (the test tablet's fixed token, or a planted one). */
      setDeviceToken: (token: string) => jar.set("did", token),
      get: (url: string) => track(agent.get(url).set("Host", HOST)),
      post: (url: string, body?: object) => track(same(agent.post(url)).send(body ?? {})),
      put: (url: string, body?: object) => track(same(agent.put(url)).send(body ?? {})),
      patch: (url: string, body?: object) => track(same(agent.patch(url)).send(body ?? {})),
      delete: (url: string, body?: object) =>
        track(body ? same(agent.delete(url)).send(body) : same(agent.delete(url))),
    };
  };

  const VV = ids.municipalities.valleVerde;
  const MC = ids.municipalities.monteClaro;
  const byPin = (username: string, pin: string, municipalityId = VV) => ({
    path: "/api/auth/login-pin",
    body: { username, pin, municipalityId },
  });
  const byPassword = (username: string, municipalityId = VV, password = "Demo-1234") => ({
    path: "/api/auth/login",
    body: { username, password, municipalityId },
  });
  const logins = {
    carmen: byPin("Carmen", "4826"),
    antonio: byPin("Antonio", "5173"),
    dolores: byPin("Dolores", "3958"),
    carmenRuiz: byPin("Carmen", "6142", MC),
    profesional: byPassword("profesional@acompana.demo"),
    profesionalMc: byPassword("profesional.mc@acompana.demo", MC),
    familia: byPassword("familia@acompana.demo"),
    familia2: byPassword("familia2@acompana.demo"),
    /** Rosa Fernández, whose link to José waits for confirmation. */
    familia3: byPassword("familia3@acompana.demo"),
  } as const;

  /** One login attempt by a fresh client on the enrolled test tablet, whatever the answer (Valle Verde unless told). */
  const pinLogin = (username: string, pin: string, municipalityId = VV) => {
    const { path, body } = byPin(username, pin, municipalityId);
    return client().post(path, body);
  };
  const passwordLogin = (username: string, password: string, municipalityId = VV) => {
    const { path, body } = byPassword(username, municipalityId, password);
    return client().post(path, body);
  };

  async function loginAs(who: keyof typeof logins) {
    const c = client();
    const res = await c.post(logins[who].path, logins[who].body);
    if (res.status !== 200)
      throw new Error(`login as ${who} failed: ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body.user?.secondFactor === "verify") await completeWithTestPasskey(c, res.body.user.id as string, ORIGIN, who);
    return c;
  }

  /**
   * A client with a fresh session of this demo user, opened directly (no PIN or password hashing):
   * for tests that need many sessions, not the login itself.
   */
  async function sessionAs(who: keyof typeof ids.users, opts: { isEnrolled?: boolean } = {}) {
    const id = ids.users[who];
    const [user] = await handle.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id));
    const now = clock.now();
    const { token } = await createSession(handle.db, user, { remember: false, userAgent: "test", now, factorVerifiedAt: now });
    return client(`sid=${token}`, opts);
  }

  /**
   * Enrols this client's browser for these people through the real code flow (a code as a record makes it,
   * redeemed by the client): for people created by a test, whom the seeded test tablet does not know.
   */
  async function enrol(c: ReturnType<typeof client>, ...userIds: string[]) {
    const people = await handle.db
      .select({ id: users.id, firstName: users.firstName, municipalityId: users.municipalityId })
      .from(users)
      .where(inArray(users.id, userIds));
    const { code } = await createEnrolmentCode(handle.db, people, { actorId: null, now: clock.now() });
    const isTestTablet = c.deviceToken === TEST_TABLET_TOKEN;
    const res = await c.post("/api/auth/device/enrol", { code });
    if (res.status !== 201) throw new Error(`enrolment failed: ${res.status} ${JSON.stringify(res.body)}`);
    // Enrolment renews the token; every other client of the shared test tablet still carries the fixed one.
    if (isTestTablet) {
      await restoreTestTabletToken(handle.db, c.deviceToken!);
      c.setDeviceToken(TEST_TABLET_TOKEN);
    }
  }

  /** Row count of a table, to prove a refused request wrote nothing. */
  const { n } = sqlReaders(handle);
  const count = (table: string): Promise<number> => n(`select count(*)::int as n from ${table}`);
  /** Row counts of several tables, by table name. */
  const counts = async (...tables: string[]) => {
    const out: Record<string, number> = {};
    for (const table of tables) out[table] = await count(table);
    return out;
  };

  const tools = {
    client,
    pinLogin,
    passwordLogin,
    loginAs,
    sessionAs,
    enrol,
    count,
    counts,
    giveTestPasskey: (userId: string) => giveTestPasskey(handle.db, userId, clock.now()),
    completeWithTestPasskey: (c: ReturnType<typeof client>, userId: string, who?: string) =>
      completeWithTestPasskey(c, userId, ORIGIN, who),
  };
  return { app, db: handle.db, deps, clock, ids, ...tools, close: dispose, mode: handle.mode };
}

/** One test context for the whole file: opened before its tests, closed after them. */
export const useTestContext = (options: Parameters<typeof createTestContext>[0] = {}): TestContext =>
  openPerFile(() => createTestContext(options), (t) => t.close());
