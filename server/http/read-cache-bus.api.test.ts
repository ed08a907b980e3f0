import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { ORIGIN, useTestContext } from "../test/harness";
import { createReadCache } from "../read-cache";
import { type ReadCacheBus, startReadCacheBus } from "./read-cache-bus";

// Two app instances (as two processes would be) on one PostgreSQL database, each with its own minute-long read
// cache: a logout through one is honoured by the other as soon as the NOTIFY reaches it (milliseconds; the
// writer waits for the NOTIFY to be sent, not for every listener to read it, so a request racing it on a
// loaded machine can still be served). A third instance without the bus shows what happened before: the
// stale session served from its cache for the cache's whole life.
const isPostgres = process.env.TEST_DB === "postgres";
const t = useTestContext();
const buses: ReadCacheBus[] = [];
afterAll(async () => {
  for (const bus of buses) await bus.close();
});

async function instance(withBus: boolean) {
  const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: Array<{ name: string }>;
  };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${result.rows[0].name}`;
  const readCache = createReadCache(60_000);
  const bus = withBus ? startReadCacheBus({ url: url.toString(), db: t.db, cache: readCache, logger: t.deps.logger }) : undefined;
  if (bus) buses.push(bus);
  const app = createApp({ ...t.deps, readCache }, { publishWrite: bus?.publish });
  // The bus listens before the cache is used (until then the cache is suspended).
  for (let i = 0; i < 50 && withBus && !(await isCaching(readCache)); i++) await new Promise((r) => setTimeout(r, 50));
  return app;
}

async function isCaching(cache: ReturnType<typeof createReadCache>) {
  const key = `probe-${randomBytes(4).toString("hex")}`;
  await cache.remember(key, new Date(), async () => 1);
  return cache.get(key, new Date()) === 1;
}

const me = (app: Parameters<typeof request>[0], cookie: string) =>
  request(app).get("/api/auth/me").set("Host", "acompana.test").set("Cookie", cookie);

describe.skipIf(!isPostgres)("read cache across processes", () => {
  it("a logout through one instance is honoured by the other within a second, not after the cache's minute", async () => {
    const [a, b, withoutBus] = [await instance(true), await instance(true), await instance(false)];
    const cookie = (await t.sessionAs("carmen")).cookie!;
    expect((await me(b, cookie)).status).toBe(200); // now cached in b for a minute
    expect((await me(withoutBus, cookie)).status).toBe(200);

    const out = await request(a)
      .post("/api/auth/logout")
      .set("Host", "acompana.test")
      .set("Origin", ORIGIN)
      .set("Cookie", cookie);
    expect(out.status).toBeLessThan(300);

    const loggedOutAt = Date.now();
    await expect.poll(async () => (await me(b, cookie)).status, { timeout: 1_000, interval: 20 }).toBe(401);
    expect(Date.now() - loggedOutAt).toBeLessThan(1_000);
    // Without the bus the other process keeps serving the ended session from its cache.
    expect((await me(withoutBus, cookie)).status).toBe(200);
  });
});
