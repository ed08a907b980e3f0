import { createHash } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * A short-lived in-process cache of reads (resolved sessions, a person's own upcoming reminders), so a busy
 * tablet's polling costs no database round trip. Exactness rules:
 * - Every state-changing request that goes through this process (any method but GET/HEAD/OPTIONS) empties
 *   the whole cache when it starts AND when it ends; a read started before a write ends never stores its
 *   result (the generation changed meanwhile). So logout, login, PIN reset, consent or profile changes,
 *   erasure, completing or editing reminders... are visible to the very next request.
 * - Entries expire after `ttlMs` by the app's clock (a clock moved backwards expires them too).
 * - Writes that bypass this process (another server process, a job, SQL by hand) are seen within `ttlMs`.
 *   That bound is the price of the cache; `READ_CACHE_TTL_MS=0` turns it off.
 * Callers re-check time-based rules (session expiry) on every hit.
 */
export type ReadCache = {
  readonly ttlMs: number;
  readonly isEnabled: boolean;
  /** The generation to pass back to `set`: a write in between makes that `set` a no-op. */
  generation(): number;
  get<T>(key: string, now: Date): T | undefined;
  /** `until`: an instant after which the value is wrong anyway (e.g. the next local midnight). */
  set(key: string, value: unknown, generation: number, now: Date, until?: Date): void;
  delete(key: string): void;
  invalidate(): void;
};

/** More than this many entries empties the cache (a bound on memory, not a policy). */
const MAX_ENTRIES = 20_000;

export function createReadCache(ttlMs: number): ReadCache {
  const entries = new Map<string, { value: unknown; at: number; until: number }>();
  let generation = 0;
  const isEnabled = ttlMs > 0;
  return {
    ttlMs,
    isEnabled,
    generation: () => generation,
    get<T>(key: string, now: Date): T | undefined {
      if (!isEnabled) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      const t = now.getTime();
      if (t < entry.at || t >= entry.until) {
        entries.delete(key);
        return undefined;
      }
      return entry.value as T;
    },
    set(key, value, at, now, until) {
      if (!isEnabled || at !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const t = now.getTime();
      entries.set(key, { value, at: t, until: Math.min(t + ttlMs, until?.getTime() ?? Number.POSITIVE_INFINITY) });
    },
    delete(key) {
      entries.delete(key);
    },
    invalidate() {
      generation++;
      entries.clear();
    },
  };
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Empties the cache around every state-changing request (see ReadCache). */
export function invalidateOnWrite(cache: ReadCache): RequestHandler {
  return (req, res, next) => {
    if (!READ_METHODS.has(req.method)) {
      cache.invalidate();
      let isDone = false;
      const done = () => {
        if (isDone) return;
        isDone = true;
        cache.invalidate();
      };
      res.once("finish", done);
      res.once("close", done);
    }
    next();
  };
}

export type CachedJson = { body: string; etag: string };

/**
 * The JSON text of `compute()` with its ETag, from the cache when fresh; stored (until `until` at the latest)
 * unless a write happened meanwhile. Sending it with the ETag set spares Express hashing the body again.
 */
export async function cachedJson(
  cache: ReadCache,
  key: string,
  now: Date,
  compute: () => Promise<unknown>,
  until?: () => Date,
): Promise<CachedJson> {
  const hit = cache.get<CachedJson>(key, now);
  if (hit !== undefined) return hit;
  const generation = cache.generation();
  const body = JSON.stringify(await compute());
  const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
  cache.set(key, { body, etag }, generation, now, until?.());
  return { body, etag };
}
