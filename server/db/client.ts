import { PGlite } from "@electric-sql/pglite";
import * as schema from "@shared/schema";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS_DIR } from "../paths";
import type { Db } from "./types";

export type DbMode = "pglite" | "postgres";

/** An open database and how to close it. */
export type DbHandle = {
  db: Db;
  mode: DbMode;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** The PGlite instance, when embedded (tests snapshot it). */
  pglite?: PGlite;
};

const MIGRATIONS_FOLDER = MIGRATIONS_DIR;

/**
 * A pool whose broken connections never kill the process: a PostgreSQL restart or pg_terminate_backend emits
 * 'error', which throws without a listener. Idle clients report through the pool; a checked-out client between
 * two queries of a transaction has no pool listener, so every client gets its own. The query that meets the
 * broken connection fails (the request answers 503) and the pool opens fresh connections afterwards.
 */
function resilientPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool({ max: Number(process.env.PG_POOL_MAX ?? 10), ...config });
  pool.on("error", () => {
    /* idle client errors are reported by the query that meets them */
  });
  pool.on("connect", (client) => {
    client.on("error", () => {
      /* reported by the query in progress or the next one on this client */
    });
  });
  return pool;
}

export async function openPostgres(url: string, migrationsFolder = MIGRATIONS_FOLDER): Promise<DbHandle> {
  const pool = resilientPool({ connectionString: url });
  // Fail fast with one clear line when the server is down or the URL is wrong.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    mode: "postgres",
    migrate: () => migratePg(db as Parameters<typeof migratePg>[0], { migrationsFolder }),
    close: () => pool.end(),
  };
}

/**
 * A read-only pool (DATABASE_READ_URL, server/db/read-replica.ts). No probe: a replica that is down must not
 * stop the server. Every transaction is read-only even when the URL names a writable server, so nothing can
 * write through it by mistake; a connection attempt gives up after connectTimeoutMs so that the read falls
 * back to the primary instead of hanging on an unreachable host.
 */
export function openPostgresReader(url: string, connectTimeoutMs = 2_000): { db: Db; close: () => Promise<void> } {
  const pool = resilientPool({
    connectionString: url,
    connectionTimeoutMillis: connectTimeoutMs,
    options: "-c default_transaction_read_only=on",
  });
  return { db: drizzlePg(pool, { schema }) as unknown as Db, close: () => pool.end() };
}

/** PGlite on disk (dataDir) or in memory (undefined); loadDataDir restores a snapshot. */
export async function openPglite(
  dataDir: string | undefined,
  opts: { loadDataDir?: Blob | File; migrationsFolder?: string } = {},
): Promise<DbHandle> {
  const client = await PGlite.create({ dataDir, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    mode: "pglite",
    pglite: client,
    migrate: () =>
      migratePglite(db as Parameters<typeof migratePglite>[0], {
        migrationsFolder: opts.migrationsFolder ?? MIGRATIONS_FOLDER,
      }),
    close: () => client.close(),
  };
}

/**
 * A single pg connection for scripts and tests (admin work, scratch databases). Its 'error' event (the server
 * restarting or terminating the backend) is surfaced by the next query instead of killing the process.
 */
export function newPgClient(connectionString: string): pg.Client {
  const client = new pg.Client({ connectionString });
  client.on("error", () => {
    /* reported by the query in progress or the next one */
  });
  return client;
}
