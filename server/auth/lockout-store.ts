import type { LoginAttemptKind } from "@shared/domain/enums";
import {
  isLocked,
  type LockoutPolicy,
  type LockoutState,
  minutesLeft,
  registerFailure,
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
  await tx.insert(loginAttempts).values({ kind, key, windowStartedAt: now, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(loginAttempts)
    .where(and(eq(loginAttempts.kind, kind), eq(loginAttempts.key, key)))
    .for("update");
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

/**
 * For limits on every attempt (not only failures): false when the key is locked, writing nothing;
 * otherwise counts this attempt. Check and count share one row lock, so parallel requests cannot
 * all pass a check before any of them is counted.
 */
export async function takeAttempt(
  db: Db,
  kind: LoginAttemptKind,
  key: string,
  policy: LockoutPolicy,
  now: Date,
): Promise<boolean> {
  if (isLocked(await readState(db, kind, key), now)) return false;
  return db.transaction(async (tx) => {
    const previous = await lockRow(tx, kind, key, now);
    if (isLocked(previous, now)) return false;
    await writeState(tx, kind, key, registerFailure(policy, previous, now).state, now);
    return true;
  });
}

/** A success forgets the failures and the lock history of that key. */
export async function clearFailures(db: Db, kind: LoginAttemptKind, key: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.kind, kind), eq(loginAttempts.key, key)));
}
