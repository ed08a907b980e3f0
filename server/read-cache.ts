/**
 * A short-lived in-process cache of reads (resolved sessions, a person's own upcoming reminders), so a busy
 * tablet's polling costs no database round trip. Exactness rules:
 * - Every state-changing request that goes through this process (any method but GET/HEAD/OPTIONS) empties
 *   the whole cache when it starts AND when it ends; a read started before a write ends never stores its
 *   result (the generation changed meanwhile), and no request joins a read started before a write. So logout, login, PIN reset, consent or profile changes,
 *   erasure, completing or editing reminders... are visible to the very next request.
 * - Entries expire after `ttlMs` by the app's clock (a clock moved backwards expires them too).
 * - Writes through another server process on the same PostgreSQL database reach this one through
 *   LISTEN/NOTIFY (server/http/read-cache-bus.ts) before that process answers; while the bus is disconnected
 *   the cache is suspended (every read goes to the database).
 * - Writes that bypass every process (a job, SQL by hand) are seen within `ttlMs`.
 *   That bound is the price of the cache; `READ_CACHE_TTL_MS=0` turns it off.
 * Callers re-check time-based rules (session expiry) on every hit.
 */
export type ReadCache = {
  readonly ttlMs: number;
  readonly isEnabled: boolean;
  get<T>(key: string, now: Date): T | undefined;
  /**
   * The cached value, else `compute()`, stored for the lifetime (and never past `until(value)`) unless a write
   * happened meanwhile; null and undefined are not stored. Concurrent misses of one key share one computation
   * (a burst of requests after an expiry costs one database read), never across a write.
   */
  remember<T>(key: string, now: Date, compute: () => Promise<T>, until?: (value: T) => Date): Promise<T>;
  delete(key: string): void;
  invalidate(): void;
  /** While suspended nothing is served from or stored in the cache (the invalidation bus is down). */
  suspend(isSuspended: boolean): void;
};

/** More than this many entries empties the cache (a bound on memory, not a policy). */
const MAX_ENTRIES = 20_000;

type Computed = { value: unknown; until: number };

export function createReadCache(ttlMs: number): ReadCache {
  const entries = new Map<string, { value: unknown; at: number; until: number }>();
  const inFlight = new Map<string, Promise<Computed>>();
  let generation = 0;
  let isSuspended = false;
  const isEnabled = ttlMs > 0;

  function get<T>(key: string, now: Date): T | undefined {
    if (!isEnabled || isSuspended) return undefined;
    const entry = entries.get(key);
    if (!entry) return undefined;
    const t = now.getTime();
    if (t < entry.at || t >= entry.until) {
      entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  function start<T>(key: string, now: Date, compute: () => Promise<T>, until?: (value: T) => Date) {
    const startedIn = generation;
    const at = now.getTime();
    const pending = compute().then((value): Computed => {
      const bound = Math.min(at + ttlMs, until?.(value).getTime() ?? Number.POSITIVE_INFINITY);
      if (startedIn === generation && value !== null && value !== undefined) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(key, { value, at, until: bound });
      }
      return { value, until: bound };
    });
    inFlight.set(key, pending);
    const forget = () => {
      if (inFlight.get(key) === pending) inFlight.delete(key);
    };
    pending.then(forget, forget);
    return pending;
  }

  return {
    ttlMs,
    isEnabled,
    get,
    async remember<T>(key: string, now: Date, compute: () => Promise<T>, until?: (value: T) => Date) {
      if (!isEnabled || isSuspended) return compute();
      const hit = get<T>(key, now);
      if (hit !== undefined) return hit;
      const shared = await (inFlight.get(key) ?? start(key, now, compute, until));
      // Joined a computation whose result is already out of date for this request (e.g. past midnight).
      return now.getTime() < shared.until ? (shared.value as T) : compute();
    },
    delete(key) {
      entries.delete(key);
    },
    invalidate() {
      generation++;
      entries.clear();
      inFlight.clear();
    },
    suspend(value) {
      isSuspended = value;
      this.invalidate();
    },
  };
}
