import { metricsUrl } from "@shared/api/metrics";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { newPgClient } from "../db/client";
import { useTestContext } from "../test/harness";
import { DB_RETRY_AFTER_SECONDS, DB_UNAVAILABLE as DATABASE_UNAVAILABLE_MESSAGE } from "./errors";

// PostgreSQL going away (restart, failover, pg_terminate_backend) must not kill the process: the requests
// meanwhile get 503 in Spanish with Retry-After, and the app recovers by itself. This file's own database
// is closed to connections and its backends terminated; the shared server keeps running.
const isPostgres = process.env.TEST_DB === "postgres";
const t = useTestContext();
const admin = isPostgres ? newPgClient(process.env.TEST_DATABASE_URL!) : undefined;
afterAll(async () => {
  await admin?.end();
});

let name = "";

async function cutOff(isAllowed: boolean) {
  if (!name) {
    const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
    name = result.rows[0].name;
  }
  if (!isAllowed) {
    await admin!.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin!.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
  } else {
    await admin!.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
  }
}

describe.skipIf(!isPostgres)("PostgreSQL restart", () => {
  it("answers 503 with Retry-After while the database is unreachable, then recovers", async () => {
    await admin!.connect();
    const pro = await t.loginAs("profesional");
    const url = metricsUrl("health", { professionalId: t.ids.users.profesional }, 7);
    expect((await pro.get(url)).status).toBe(200);

    // A transaction holding its connection between two queries when the backend is terminated: the
    // client emits 'error' outside any query, which kills the process unless handled.
    const held = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await cutOff(false);
      await new Promise((r) => setTimeout(r, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(held).rejects.toThrow();

    const down = await pro.get(url);
    expect(down.status).toBe(503);
    expect(down.headers["retry-after"]).toBe(String(DB_RETRY_AFTER_SECONDS));
    expect(down.body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });

    await cutOff(true);
    const back = await pro.get(url);
    expect(back.status).toBe(200);
    expect(back.body.scope).toBe("aggregated");
  });
});
