import { SECOND_FACTOR_MESSAGES } from "@shared/api/second-factor";
import { normaliseTotpCode } from "@shared/domain/second-factor";
import { totpFactors } from "@shared/schema";
import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { FactorKeys } from "../../auth/factor-keys";
import { matchTotp, newTotpSecret, totpUri } from "../../auth/totp";
import type { Db } from "../../db/types";
import { conflict, invalidInput } from "../../domain-errors";

/**
 * A new secret for the authenticator app, kept unconfirmed (it replaces an earlier unconfirmed one). A confirmed
 * app keeps working until the new one is confirmed with a code.
 */
export async function startTotpSetup(db: Db, keys: FactorKeys, user: { id: string; label: string }, now: Date) {
  const secret = newTotpSecret();
  const [current] = await db.select().from(totpFactors).where(eq(totpFactors.userId, user.id));
  if (current?.confirmedAt) {
    // Replacing a working app: the new secret waits beside it, sealed in the same row's pending slot.
    await db.update(totpFactors).set({ pendingSealed: keys.seal(secret) }).where(eq(totpFactors.userId, user.id));
  } else {
    await db
      .insert(totpFactors)
      .values({ userId: user.id, secretSealed: keys.seal(secret), createdAt: now })
      .onConflictDoUpdate({ target: totpFactors.userId, set: { secretSealed: keys.seal(secret), createdAt: now } });
  }
  return { manualKey: secret, uri: totpUri(secret, user.label) };
}

/** Confirms the pending secret with one of its codes; returns whether this is the person's first app. */
export async function confirmTotp(db: Db, keys: FactorKeys, userId: string, typed: string, now: Date) {
  const code = normaliseTotpCode(typed);
  if (!code) throw invalidInput(SECOND_FACTOR_MESSAGES.codeInvalid);
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  const sealed = row?.pendingSealed ?? (row && !row.confirmedAt ? row.secretSealed : null);
  if (!row || !sealed) throw conflict(SECOND_FACTOR_MESSAGES.noTotpSetup);
  const step = await matchTotp(keys.open(sealed), code, now, null);
  if (step === null) return { isConfirmed: false as const };
  await db
    .update(totpFactors)
    .set({ secretSealed: sealed, pendingSealed: null, confirmedAt: now, lastStep: step })
    .where(eq(totpFactors.userId, userId));
  return { isConfirmed: true as const };
}

/**
 * Checks a code against the confirmed app. The step is written only if it is later than the last one used, in
 * the same statement: two requests with one code cannot both pass.
 */
export async function checkTotp(db: Db, keys: FactorKeys, userId: string, typed: string, now: Date): Promise<boolean> {
  const code = normaliseTotpCode(typed);
  if (!code) return false;
  const [row] = await db
    .select()
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  if (!row) return false;
  const step = await matchTotp(keys.open(row.secretSealed), code, now, row.lastStep);
  if (step === null) return false;
  const taken = await db
    .update(totpFactors)
    .set({ lastStep: step })
    .where(and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step))))
    .returning({ userId: totpFactors.userId });
  return taken.length === 1;
}

export async function removeTotp(db: Db, userId: string): Promise<boolean> {
  const gone = await db.delete(totpFactors).where(eq(totpFactors.userId, userId)).returning({ id: totpFactors.userId });
  return gone.length > 0;
}
