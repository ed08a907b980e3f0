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

export async function recordFailure(
  db: Db,
  kind: LoginAttemptKind,
  key: string,
  policy: LockoutPolicy,
  now: Date,
): Promise<{ justLocked: boolean; locked: boolean }> {
  // Row lock so parallel guesses cannot slip past the counter.
  return db.transaction(async (tx) => {
    await tx
      .insert(loginAttempts)
      .values({ kind, key, windowStartedAt: now, updatedAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.kind, kind), eq(loginAttempts.key, key)))
      .for("update");
    const previous: LockoutState | null = row
      ? {
          failures: row.failures,
          lockCount: row.lockCount,
          windowStartedAt: row.windowStartedAt,
          lockedUntil: row.lockedUntil,
        }
      : null;
    const { state, justLocked } = registerFailure(policy, previous, now);
    await tx
      .update(loginAttempts)
      .set({ ...state, updatedAt: now })
      .where(and(eq(loginAttempts.kind, kind), eq(loginAttempts.key, key)));
    return { justLocked, locked: isLocked(state, now) };
  });
}

/** A success forgets the failures and the lock history of that key. */
export async function clearFailures(db: Db, kind: LoginAttemptKind, key: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.kind, kind), eq(loginAttempts.key, key)));
}
