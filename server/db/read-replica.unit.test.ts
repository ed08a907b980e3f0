import { describe, expect, it } from "vitest";
import type { Logger } from "../logger";
import { isReplicaUnavailable, REPLICA_RETRY_MS, replicaReads } from "./read-replica";
import type { Db } from "./types";

// The fallback logic alone, with stand-in handles; server/routes/metrics-read-url.api.test.ts drives the real
// connections.

const replica = { name: "replica" } as unknown as Db;
const primary = { name: "primary" } as unknown as Db;
const nameOf = (db: Db) => (db as unknown as { name: string }).name;
const pgError = (code: string) => Object.assign(new Error("fallo"), { code });

function setup() {
  let now = 0;
  const notes: string[] = [];
  const logger = {
    info: (msg: string) => notes.push(`info ${msg}`),
    warn: (_obj: object, msg: string) => notes.push(`warn ${msg}`),
  } as unknown as Logger;
  let failure: Error | null = null;
  const reads = replicaReads({ replica, primary, logger, clock: () => new Date(now) });
  const read = () =>
    reads.read(async (db) => {
      if (db === replica && failure) throw failure;
      return nameOf(db);
    });
  return {
    read,
    notes,
    fail: (err: Error | null) => (failure = err),
    advance: (ms: number) => (now += ms),
  };
}

describe("replicaReads", () => {
  it("reads from the replica while it answers", async () => {
    const s = setup();
    expect(await s.read()).toBe("replica");
    expect(await s.read()).toBe("replica");
    expect(s.notes).toEqual([]);
  });

  it("falls back to the primary when the replica cannot serve, for a while, with one warning per outage", async () => {
    const s = setup();
    s.fail(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5433"), { code: "ECONNREFUSED" }));
    expect(await s.read()).toBe("primary");
    s.fail(null);
    // Within the retry window the replica is not even tried.
    expect(await s.read()).toBe("primary");
    s.advance(REPLICA_RETRY_MS);
    expect(await s.read()).toBe("replica");
    expect(s.notes).toEqual([
      "warn réplica de lectura no disponible: se lee de la primaria",
      "info réplica de lectura disponible de nuevo",
    ]);
  });

  it("retries on the primary a query cancelled by replay and a replica that lacks the role or database", async () => {
    for (const code of ["40001", "57P03", "08006", "28P01", "3D000"]) {
      const s = setup();
      s.fail(new Error("Failed query", { cause: pgError(code) }));
      expect(await s.read(), code).toBe("primary");
    }
  });

  it("does not hide other errors (a bug, a write on the read connection)", async () => {
    for (const code of ["42P01", "25006", "22P02"]) {
      const s = setup();
      s.fail(new Error("Failed query", { cause: pgError(code) }));
      await expect(s.read(), code).rejects.toThrow("Failed query");
      expect(isReplicaUnavailable(pgError(code))).toBe(false);
      s.fail(null);
      expect(await s.read()).toBe("replica");
    }
  });
});
