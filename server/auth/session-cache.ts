import type { Db } from "../db/types";
import type { ReadCache } from "../read-cache";
import { sha256 } from "./hashing";
import { isSessionAlive, SESSION_RULES } from "./lifetimes";
import { resolveSession, type SessionContext } from "./sessions";

/**
 * resolveSession through the read cache. A hit is used only while the session is alive by its cached expiry
 * and idle time at `now`, and only until its lastSeenAt is due for the once-a-minute touch: then the database
 * is asked again, which touches the row (sliding expiry, idle timeout) exactly as without a cache.
 * Revocations (logout, re-login, PIN reset, erasure, approval changes) are writes, which empty the cache.
 * Concurrent requests with one cookie share one database read (and one touch).
 */
export async function resolveCachedSession(
  cache: ReadCache,
  db: Db,
  token: string,
  now: Date,
): Promise<SessionContext | null> {
  if (!cache.isEnabled) return resolveSession(db, token, now);
  const key = `session:${sha256(token)}`;
  const hit = cache.get<SessionContext>(key, now);
  if (hit) {
    const isTouchDue = now.getTime() - hit.lastSeenAt.getTime() >= SESSION_RULES.touchEveryMs;
    if (isSessionAlive(hit, now) && !isTouchDue) return hit;
    cache.delete(key);
  }
  // The renewed cookie goes out with the response that renewed it; cached copies must not send it again.
  let fresh = null as SessionContext | null;
  const shared = await cache.remember(key, now, async () => {
    fresh = await resolveSession(db, token, now);
    return fresh && { ...fresh, isRenewed: false };
  });
  return fresh ?? shared;
}
