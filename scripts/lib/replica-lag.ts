import { performance } from "node:perf_hooks";
import { newPgClient } from "../../server/db/client";

// How far behind the replica is: caught up (replay position vs the primary's WAL position) and the time from
// a write's commit on the primary to its row being visible on the replica.

type PgClient = ReturnType<typeof newPgClient>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function connected(url: string): Promise<PgClient> {
  const client = newPgClient(url);
  await client.connect();
  return client;
}

/** Waits until the replica has replayed all WAL the primary had written when called; returns the ms waited. */
export async function waitForCatchUp(primaryUrl: string, replicaUrl: string, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  const primary = await connected(primaryUrl);
  const replica = await connected(replicaUrl);
  try {
    const { lsn } = (await primary.query("select pg_current_wal_lsn()::text as lsn")).rows[0];
    for (;;) {
      const { standby, done } = (
        await replica.query(
          "select pg_is_in_recovery() as standby, coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) as done",
          [lsn],
        )
      ).rows[0];
      if (!standby) throw new Error("La réplica no está en recuperación: no es una réplica.");
      if (done) return performance.now() - started;
      if (performance.now() - started > timeoutMs) throw new Error(`La réplica no alcanzó ${lsn} en ${timeoutMs} ms.`);
      await sleep(5);
    }
  } finally {
    await primary.end().catch(() => {});
    await replica.end().catch(() => {});
  }
}

/** Polls the replica (no pause between queries) until `sql` returns a row; ms since `from`. */
async function visibleAfter(replica: PgClient, sql: string, params: unknown[], from: number): Promise<number> {
  for (;;) {
    if ((await replica.query(sql, params)).rowCount) return performance.now() - from;
    if (performance.now() - from > 60_000) throw new Error("La escritura no llegó a la réplica en 60 s.");
  }
}

type LagReport = { singles: number[]; bulkRows: number; bulkMs: number; replayLag: string | null };

/**
 * In a scratch database on the primary (dropped at the end): `writes` single-row commits, each timed from the
 * primary's acknowledgement until the row is readable on the replica, then one transaction of `bulkRows` rows.
 */
export async function measureLag(
  primaryUrl: string,
  replicaUrl: string,
  opts: { writes?: number; bulkRows?: number } = {},
): Promise<LagReport> {
  const writes = opts.writes ?? 30;
  const bulkRows = opts.bulkRows ?? 100_000;
  const name = `acompana_replica_lag_${process.pid}`;
  const on = (url: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();
  const admin = await connected(primaryUrl);
  let primary: PgClient | undefined;
  let replica: PgClient | undefined;
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    primary = await connected(on(primaryUrl));
    await primary.query("create table probe (id int primary key, note text)");
    await waitForCatchUp(primaryUrl, replicaUrl);
    replica = await connected(on(replicaUrl));
    const singles: number[] = [];
    for (let id = 1; id <= writes; id++) {
      await primary.query("insert into probe values ($1, 'uno')", [id]);
      singles.push(await visibleAfter(replica, "select 1 from probe where id = $1", [id], performance.now()));
      await sleep(20);
    }
    await primary.query(
      "insert into probe select g, repeat('x', 100) from generate_series($1::int, $2::int) g",
      [writes + 1, writes + bulkRows],
    );
    const bulkMs = await visibleAfter(replica, "select 1 from probe where id = $1", [writes + bulkRows], performance.now());
    const [stat] = (
      await admin.query("select replay_lag::text as lag from pg_stat_replication where state = 'streaming' limit 1")
    ).rows as Array<{ lag: string | null }>;
    return { singles, bulkRows, bulkMs, replayLag: stat?.lag ?? null };
  } finally {
    await replica?.end().catch(() => {});
    await primary?.end().catch(() => {});
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end().catch(() => {});
  }
}
