import type { LoginAttemptKind } from "@shared/domain/enums";
import {
  isLocked,
  type LockoutPolicy,
  type LockoutState,
  minutesLeft,
  refundAttempt,
  registerFailure,
  reserveAttempt,
} from "@shared/domain/lockout";
import { loginAttempts } from "@shared/schema";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/types";

// Persistence of the pure lockout rules in shared/domain/lockout.ts (one row per kind+key).

async function readState(db: Db, kind: LoginAttemptKind, key: string): Promise<LockoutState | null> {
  const [row] = await db
    .select()
    .from(loginAttempts)
    .where(and(eq(loginAttempts.kind, kind), eq(loginAttempts.key, key)))
    .limit(1);
  return row
    ? {
        failures: row.failures,
        lockCount: row.lockCount,
        windowStartedAt: row.windowStartedAt,
        lockedUntil: row.lockedUntil,
      }
    : null;
}

export async function lockStatus(db: Db, kind: LoginAttemptKind, key: string, now: Date) {
  const state = await readState(db, kind, key);
  return { locked: isLocked(state, now), minutes: minutesLeft(state, now) };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Reads the row of kind+key under a row lock (creating it first), so parallel requests queue. */
async function lockRow(tx: Tx, kind: LoginAttemptKind, key: string, now: Date): Promise<LockoutState> {
  let row: typeof loginAttempts.$inferSelect | undefined;
  // A success elsewhere may delete the row between the insert and the lock (clearFailures): insert it again.
  for (let tries = 0; !row && tries < 5; tries += 1) {
    await tx.insert(loginAttempts).values({ kind, key, windowStartedAt: now, updatedAt: now }).onConflictDoNothing();
    [row] = await tx
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.kind, kind), eq(loginAttempts.key, key)))
      .for("update");
  }
  if (!row) throw new Error(`login_attempts ${kind}: the row could not be locked`);
  return {
    failures: row.failures,
    lockCount: row.lockCount,
    windowStartedAt: row.windowStartedAt,
    lockedUntil: row.lockedUntil,
  };
}

async function writeState(tx: Tx, kind: LoginAttemptKind, key: string, state: LockoutState, now: Date) {
  await tx
    .update(loginAttempts)
    .set({ ...state, updatedAt: now })
    .where(and(eq(loginAttempts.kind, kind), eq(loginAttempts.key, key)));
}

export async function recordFailure(
  db: Db,
  kind: LoginAttemptKind,
  key: string,
  policy: LockoutPolicy,
  now: Date,
): Promise<{ justLocked: boolean; locked: boolean }> {
  // Row lock so parallel guesses cannot slip past the counter.
  return db.transaction(async (tx) => {
    const { state, justLocked } = registerFailure(policy, await lockRow(tx, kind, key, now), now);
    await writeState(tx, kind, key, state, now);
    return { justLocked, locked: isLocked(state, now) };
  });
}

export type AttemptKey = {
  kind: LoginAttemptKind;
  key: string;
  policy: LockoutPolicy;
  /** A locked key of this kind is skipped (not counted) instead of refusing the whole attempt. */
  isSkippedWhenLocked?: boolean;
};

export type KeyOutcome = { wasLocked: boolean; justLocked: boolean; isLockedNow: boolean };
export type Reservation =
  | { refusedBy: AttemptKey }
  | { refusedBy: null; outcomes: KeyOutcome[]; settle: (isRight: boolean) => Promise<void> };

const byKindAndKey = (a: AttemptKey, b: AttemptKey) =>
  a.kind === b.kind ? (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) : a.kind < b.kind ? -1 : 1;

/**
 * Counts one attempt against every key before its secret is checked (docs/behaviour/06-roles-and-access.md#credentials-and-lockouts):
 * all keys' rows are locked in one transaction, in one fixed order so two reservations never deadlock, and a
 * burst of parallel requests queues there instead of all passing a check before any is counted. When a key that
 * refuses is locked, nothing is written and `refusedBy` names it (the first such key in the caller's order).
 * Otherwise every unlocked key counts the attempt as a failure; `settle(true)` gives it back after a right secret.
 */
export async function reserveAttempts(db: Db, keys: AttemptKey[], now: Date): Promise<Reservation> {
  // A locked key under a flood answers from one read, without taking row locks or writing.
  for (const k of keys) {
    if (!k.isSkippedWhenLocked && isLocked(await readState(db, k.kind, k.key), now)) return { refusedBy: k };
  }
  const reserved = await db.transaction(async (tx) => {
    const states = new Map<AttemptKey, LockoutState>();
    for (const k of [...keys].sort(byKindAndKey)) states.set(k, await lockRow(tx, k.kind, k.key, now));
    const refusing = keys.find((k) => !k.isSkippedWhenLocked && isLocked(states.get(k)!, now));
    if (refusing) return { refusedBy: refusing } as const;
    const outcomes: KeyOutcome[] = [];
    for (const k of keys) {
      const r = reserveAttempt(k.policy, states.get(k)!, now);
      if (r.isRefused) {
        outcomes.push({ wasLocked: true, justLocked: false, isLockedNow: true });
        continue;
      }
      await writeState(tx, k.kind, k.key, r.state, now);
      outcomes.push({ wasLocked: false, justLocked: r.justLocked, isLockedNow: isLocked(r.state, now) });
    }
    return { refusedBy: null, outcomes } as const;
  });
  if (reserved.refusedBy) return reserved;
  const settle = async (isRight: boolean) => {
    if (!isRight) return;
    await db.transaction(async (tx) => {
      // The same fixed order as the reservation: a settle and a reservation running at once never deadlock
      // (parallel right passwords of one account from one address did, on PostgreSQL).
      const inOrder = [...keys.entries()].sort(([, a], [, b]) => byKindAndKey(a, b));
      for (const [i, k] of inOrder) {
        const outcome = reserved.outcomes[i];
        if (outcome.wasLocked) continue;
        const state = await lockRow(tx, k.kind, k.key, now);
        await writeState(tx, k.kind, k.key, refundAttempt(state, outcome.justLocked), now);
      }
    });
  };
  return { ...reserved, settle };
}

/**
 * For limits on every attempt (not only failures): false when the key is locked, writing nothing;
 * otherwise counts this attempt.
 */
export async function takeAttempt(
  db: Db,
  kind: LoginAttemptKind,
  key: string,
  policy: LockoutPolicy,
  now: Date,
): Promise<boolean> {
  return (await reserveAttempts(db, [{ kind, key, policy }], now)).refusedBy === null;
}

/** A success forgets the failures and the lock history of that key. */
export async function clearFailures(db: Db, kind: LoginAttemptKind, key: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.kind, kind), eq(loginAttempts.key, key)));
}
