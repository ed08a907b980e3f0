import { sql } from "drizzle-orm";
import { openReadDatabase } from "../bootstrap";
import type { Config } from "../config";
import { openPostgresReader } from "../db/client";
import { isReplicaUnavailable, type ReadDb } from "../db/read-replica";
import type { Db } from "../db/types";
import type { Logger } from "../logger";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const REPLAY_TIMEOUT_MS = 15_000;

/**
 * Waits until the replica has replayed everything the primary has written so far. For tests only: they
 * assert figures right after their own writes, which production accepts may be up to the lag old.
 */
async function waitForReplay(primary: Db, replica: Db, timeoutMs = REPLAY_TIMEOUT_MS): Promise<void> {
  const [{ lsn }] = rowsOf<{ lsn: string }>(await primary.execute(sql`select pg_current_wal_lsn()::text as lsn`));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const [r] = rowsOf<{ standby: boolean; done: boolean }>(
        await replica.execute(
          sql`select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn as done`,
        ),
      );
      if (!r.standby) throw new Error("TEST_DATABASE_READ_URL no es una réplica en recuperación");
      if (r.done) return;
    } catch (err) {
      // The file's database may not exist on the replica yet (CREATE DATABASE not replayed).
      if (!isReplicaUnavailable(err)) throw err;
    }
    if (Date.now() > deadline) throw new Error(`La réplica no alcanzó ${lsn} en ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/**
 * The test context's read connection: the one the test configured (the real wiring of DATABASE_READ_URL), or,
 * with TEST_DATABASE_READ_URL (scripts/replica-test.ts), this file's database on that replica, read after
 * waiting for replay and with no fallback, so that a replica that cannot serve fails the test. Undefined: none.
 */
export async function openTestReads(
  config: Config,
  primary: Db,
  dbName: string | undefined,
  opts: { logger: Logger; clock: () => Date },
): Promise<{ readDb: ReadDb; close: () => Promise<void> } | undefined> {
  if (config.databaseReadUrl) return openReadDatabase(config, primary, opts);
  const replicaUrl = process.env.TEST_DATABASE_READ_URL;
  if (!replicaUrl || !dbName) return undefined;
  const url = new URL(replicaUrl);
  url.pathname = `/${dbName}`;
  const replica = openPostgresReader(url.toString());
  const readDb: ReadDb = {
    async read(work) {
      await waitForReplay(primary, replica.db);
      return work(replica.db);
    },
  };
  return { readDb, close: replica.close };
}
