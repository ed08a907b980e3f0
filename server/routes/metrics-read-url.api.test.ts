import { METRIC_KINDS, METRICS_MESSAGES } from "@shared/api/metrics";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPgClient } from "../db/client";
import { REPLICA_RETRY_MS } from "../db/read-replica";
import { copySeededDatabase, createTestContext, type TestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// DATABASE_READ_URL: the metric queries run on the read connection, while who may ask and the person's consent
// are decided on the primary. The read database here is a second copy of the seeded data that differs from
// the primary, so every figure shows which one answered; scripts/replica-test.ts runs the metrics tests against
// a real streaming replica (TEST_DATABASE_READ_URL), where the last block below also runs.

const isPostgres = process.env.TEST_DB === "postgres";
const aggregated = (kind: string) => `/api/metrics/${kind}/aggregated?days=30`;
const ofPerson = (kind: string, id: string) => `/api/metrics/${kind}/${id}?days=30`;

describe.skipIf(!isPostgres)("DATABASE_READ_URL", () => {
  let plain: TestContext;
  let withRead: TestContext;
  let second: Awaited<ReturnType<typeof copySeededDatabase>>;
  // On the server's maintenance database: a database cannot close itself to connections.
  const admin = isPostgres ? newPgClient(process.env.TEST_DATABASE_URL!) : undefined;
  let consented = 0;

  beforeAll(async () => {
    second = await copySeededDatabase();
    await admin!.connect();
    plain = await createTestContext();
    const ids = plain.ids;
    // The read copy: in Valle Verde only Dolores (no consent on the primary) counts, and Carmen did nothing.
    const copy = newPgClient(second.url);
    await copy.connect();
    await copy.query(
      "update users set personal_consent = (id = $2) where municipality_id = $1 and role = 'elderly'",
      [ids.municipalities.valleVerde, ids.users.dolores],
    );
    await copy.query("delete from activities where user_id = $1", [ids.users.carmen]);
    await copy.end();
    withRead = await createTestContext({ config: { databaseReadUrl: second.url } });
    consented = await sqlReaders(plain).n(
      sql`select count(*)::int as n from users where municipality_id = ${ids.municipalities.valleVerde}::uuid
        and role = 'elderly' and status = 'active' and personal_consent`,
    );
  }, 60_000);

  afterAll(async () => {
    await withRead?.close();
    await plain?.close();
    await admin?.end().catch(() => {});
    await second?.drop();
  });

  it("without it, the metrics read the primary, as before", async () => {
    // Under scripts/replica-test.ts the harness itself reads from the replica, which holds the same data.
    if (!process.env.TEST_DATABASE_READ_URL) expect(plain.deps.readDb).toBeUndefined();
    expect(consented).toBeGreaterThan(1);
    const pro = await plain.loginAs("profesional");
    for (const kind of METRIC_KINDS) expect((await pro.get(aggregated(kind))).body.period.users).toBe(consented);
  });

  it("with it, the aggregate comes from the read database (authorization as always)", async () => {
    const pro = await withRead.loginAs("profesional");
    for (const kind of METRIC_KINDS) {
      const res = await pro.get(aggregated(kind));
      expect(res.status, kind).toBe(200);
      expect(res.body.period.users, kind).toBe(1);
    }
    const family = await withRead.loginAs("familia");
    expect((await family.get(aggregated("health"))).status).toBe(403);
  });

  it("the person's consent is checked on the primary; their figures come from the read database", async () => {
    const pro = await withRead.loginAs("profesional");
    const { carmen, dolores, carmenRuiz } = withRead.ids.users;
    // Dolores consents only in the read copy: still refused.
    const refused = await pro.get(ofPerson("engagement", dolores));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: METRICS_MESSAGES.noConsent });
    expect((await pro.get(ofPerson("engagement", carmenRuiz))).status).toBe(404);
    // Carmen consents on the primary only, and her activities are gone from the read copy: shown, from the copy.
    const onPrimary = (await (await plain.loginAs("profesional")).get(ofPerson("engagement", carmen))).body;
    expect(onPrimary.totalInteractions).toBeGreaterThan(0);
    const fromRead = await pro.get(ofPerson("engagement", carmen));
    expect(fromRead.status).toBe(200);
    expect(fromRead.body.totalInteractions).toBe(0);
    // Consent withdrawn on the primary: refused at once, whatever the read database says.
    await withRead.db.execute(sql`update users set personal_consent = false where id = ${carmen}::uuid`);
    expect((await pro.get(ofPerson("engagement", carmen))).status).toBe(403);
    await withRead.db.execute(sql`update users set personal_consent = true where id = ${carmen}::uuid`);
  });

  it("the read connection cannot write, even to a writable server", async () => {
    const write = withRead.deps.readDb!.read((db) => db.execute(sql`update users set first_name = first_name`));
    await expect(write).rejects.toMatchObject({ cause: { code: "25006" } });
  });

  it("a read database that stops answering: the primary answers, then the read database again", async () => {
    const pro = await withRead.loginAs("profesional");
    await admin!.query(`alter database ${second.name} allow_connections false`);
    await admin!.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [second.name]);
    try {
      for (let i = 0; i < 2; i++) {
        const res = await pro.get(aggregated("health"));
        expect(res.status).toBe(200);
        expect(res.body.period.users).toBe(consented);
      }
    } finally {
      await admin!.query(`alter database ${second.name} allow_connections true`);
    }
    // Back, but not tried again until the retry window has passed.
    expect((await pro.get(aggregated("health"))).body.period.users).toBe(consented);
    withRead.clock.advance(REPLICA_RETRY_MS);
    expect((await pro.get(aggregated("health"))).body.period.users).toBe(1);
  });
});

// Only under scripts/replica-test.ts: the test contexts read from a hot standby of the primary.
describe.skipIf(!isPostgres || !process.env.TEST_DATABASE_READ_URL)("TEST_DATABASE_READ_URL (a streaming replica)", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it("reads from a standby in recovery, read-only, with the primary's figures once replayed", async () => {
    const standby = await t.deps.readDb!.read((db) => sqlReaders({ db }).query(sql`select pg_is_in_recovery() as s`));
    expect(standby).toEqual([{ s: true }]);
    const write = t.deps.readDb!.read((db) => db.execute(sql`update users set first_name = first_name`));
    await expect(write).rejects.toMatchObject({ cause: { code: "25006" } });
    const pro = await t.loginAs("profesional");
    const before = (await pro.get(aggregated("engagement"))).body.period.users;
    await t.db.execute(sql`update users set personal_consent = false where id = ${t.ids.users.carmen}::uuid`);
    expect((await pro.get(aggregated("engagement"))).body.period.users).toBe(before - 1);
  });
});
