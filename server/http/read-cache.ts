import { createHash } from "node:crypto";
import type { RequestHandler } from "express";
import type { ReadCache } from "../read-cache";

// The HTTP side of the read cache (server/read-cache.ts): emptying it around writes, and cached JSON answers.

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Empties the cache around every state-changing request (see ReadCache). `publish` tells the other processes
 * (read-cache-bus.ts); the answer waits for it, so the client's next request, whichever process takes it,
 * finds every cache emptied.
 */
export function invalidateOnWrite(cache: ReadCache, publish?: () => Promise<void>): RequestHandler {
  return (req, res, next) => {
    if (!READ_METHODS.has(req.method)) {
      cache.invalidate();
      if (publish) {
        const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
        res.end = ((...args: unknown[]) => {
          publish().finally(() => end(...args));
          return res;
        }) as typeof res.end;
      }
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

type CachedJson = { body: string; etag: string };

/**
 * The JSON text of `compute()` with its ETag, through `cache.remember`. Sending it with the ETag set spares
 * Express hashing the body again (and still answers 304 to a matching If-None-Match).
 */
export function cachedJson(
  cache: ReadCache,
  key: string,
  now: Date,
  compute: () => Promise<unknown>,
  until?: () => Date,
): Promise<CachedJson> {
  return cache.remember(
    key,
    now,
    async () => {
      const body = JSON.stringify(await compute());
      return { body, etag: `W/"${createHash("sha1").update(body).digest("base64url")}"` };
    },
    until,
  );
}
