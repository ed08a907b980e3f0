// DATABASE_READ_URL: heavy read-only work (the metrics) may run on a PostgreSQL streaming replica.
// Authorization and consent checks stay on the primary, inside their queries as always; only the aggregate's
// connection changes, so it may be as old as the replica's lag (docs/operations.md, «Una región»).
import { isDatabaseUnreachable, safeError } from "./errors";
import type { Logger } from "../logger";
import type { Db } from "./types";

/** Where read-only work runs. Services keep taking a plain Db: `readDb.read((db) => service(db, …))`. */
export type ReadDb = { read<T>(work: (db: Db) => Promise<T>): Promise<T> };

/** No replica (PGlite, or PostgreSQL without DATABASE_READ_URL): everything on the primary, as before. */
export const primaryReads = (db: Db): ReadDb => ({ read: (work) => work(db) });

/** After the replica fails, reads go straight to the primary for this long before trying it again. */
export const REPLICA_RETRY_MS = 10_000;

// Besides "unreachable" (errors.ts): a query cancelled by WAL replay on a hot standby (40001, "conflict
// with recovery"), and a replica that refuses this role or lacks the database (misconfigured, or not yet
// caught up after CREATE DATABASE).
const REPLICA_CODES = /^(40001|28000|28P01|3D000)$/;

export function isReplicaUnavailable(err: unknown): boolean {
  if (isDatabaseUnreachable(err)) return true;
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && REPLICA_CODES.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs read-only work on the replica; when the replica cannot serve, the same work runs on the primary (it
 * only reads, so running it again is safe) and the professional sees fresh data instead of a 503. Other
 * errors (a bug, a bad query) are not retried. One warning per outage, one note when the replica is back.
 */
export function replicaReads(opts: {
  replica: Db;
  primary: Db;
  logger: Logger;
  clock: () => Date;
  retryMs?: number;
}): ReadDb {
  const retryMs = opts.retryMs ?? REPLICA_RETRY_MS;
  let primaryUntil = 0;
  let isDown = false;
  return {
    async read(work) {
      if (opts.clock().getTime() < primaryUntil) return work(opts.primary);
      try {
        const result = await work(opts.replica);
        if (isDown) {
          isDown = false;
          opts.logger.info("réplica de lectura disponible de nuevo");
        }
        return result;
      } catch (err) {
        if (!isReplicaUnavailable(err)) throw err;
        primaryUntil = opts.clock().getTime() + retryMs;
        if (!isDown) {
          isDown = true;
          opts.logger.warn({ err: safeError(err) }, "réplica de lectura no disponible: se lee de la primaria");
        }
        return work(opts.primary);
      }
    },
  };
}
