// Several server processes on one PostgreSQL database: each keeps its own read cache, and every write is
// announced on a NOTIFY channel so the others empty theirs (a logout, a PIN reset or a withdrawn consent is
// honoured by every process on the next request, not after READ_CACHE_TTL_MS).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { newPgClient } from "../db/client";
import type { Db } from "../db/types";
import type { Logger } from "../logger";
import type { ReadCache } from "../read-cache";

const READ_CACHE_CHANNEL = "acompana_read_cache";
/** A write never waits longer than this for its announcement (the database may be down). */
const PUBLISH_TIMEOUT_MS = 2_000;
const RECONNECT_MS = 1_000;

export type ReadCacheBus = { publish: () => Promise<void>; close: () => Promise<void> };

/**
 * Listens on its own connection; until it listens, and whenever that connection breaks, the cache is
 * suspended (reads go to the database), so a write announced meanwhile cannot be missed.
 */
export function startReadCacheBus(opts: { url: string; db: Db; cache: ReadCache; logger: Logger }): ReadCacheBus {
  const me = randomUUID();
  let isClosed = false;
  let listener: ReturnType<typeof newPgClient> | undefined;
  let retry: NodeJS.Timeout | undefined;
  opts.cache.suspend(true);

  const connect = async () => {
    if (isClosed) return;
    const client = newPgClient(opts.url);
    listener = client;
    const broken = () => {
      if (listener !== client) return;
      listener = undefined;
      opts.cache.suspend(true);
      client.end().catch(() => {});
      if (!isClosed) retry = setTimeout(connect, RECONNECT_MS);
    };
    client.on("error", broken);
    client.on("end", broken);
    client.on("notification", (msg) => {
      if (msg.channel === READ_CACHE_CHANNEL && msg.payload !== me) opts.cache.invalidate();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${READ_CACHE_CHANNEL}`);
      if (listener === client) opts.cache.suspend(false);
    } catch (err) {
      opts.logger.warn({ err: String(err) }, "read cache bus: cannot listen, cache suspended");
      broken();
    }
  };
  void connect();

  return {
    async publish() {
      const sent = opts.db.execute(sql`select pg_notify(${READ_CACHE_CHANNEL}, ${me})`).then(() => undefined);
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, PUBLISH_TIMEOUT_MS).unref());
      await Promise.race([sent.catch(() => undefined), timeout]);
    },
    async close() {
      isClosed = true;
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}
