import { SECOND_FACTOR_MESSAGES, type VerifyInput } from "@shared/api/second-factor";
import { MINUTE_MS, type LockoutPolicy } from "@shared/domain/lockout";
import { SECOND_FACTOR_RULES, type SignInMethod } from "@shared/domain/second-factor";
import { sessions } from "@shared/schema";
import { eq, sql } from "drizzle-orm";
import type { FactorKeys } from "../../auth/factor-keys";
import { reserveAttempts } from "../../auth/lockout-store";
import type { Db } from "../../db/types";
import { accountLocked, invalidInput, unauthenticated } from "../../domain-errors";
import { checkPasskeySignature, type RelyingParty } from "./passkeys";
import { spendRecoveryCode } from "./recovery";
import { checkTotp } from "./totp";

/** Wrong second-step answers per account, across sign-ins and addresses: a burst cannot try a million codes. */
export const SECOND_FACTOR_POLICY: LockoutPolicy = { maxFailures: 10, lockMs: 15 * MINUTE_MS, doubling: true };

const WRONG: Record<VerifyInput["method"], string> = {
  totp: SECOND_FACTOR_MESSAGES.codeWrong,
  recovery: SECOND_FACTOR_MESSAGES.recoveryWrong,
  passkey: SECOND_FACTOR_MESSAGES.passkeyFailed,
};

type Parsed = VerifyInput;

async function isRight(ctx: { db: Db; keys: FactorKeys; rp: RelyingParty }, who: Who, input: Parsed, now: Date) {
  if (input.method === "totp") return checkTotp(ctx.db, ctx.keys, who.userId, input.code, now);
  if (input.method === "recovery") return spendRecoveryCode(ctx.db, ctx.keys, who.userId, input.code, now);
  return checkPasskeySignature(ctx.db, ctx.rp, who, input.credential, now);
}

type Who = { sessionId: string; userId: string; isPending: boolean };

/**
 * Checks one second-step answer. Every attempt is counted against the account before it is checked (released when
 * right), so parallel guesses queue; a pending sign-in also ends after a few wrong answers and the password must
 * be given again. Returns the method that succeeded; throws the Spanish refusal otherwise.
 */
export async function verifySecondFactor(
  ctx: { db: Db; keys: FactorKeys; rp: RelyingParty },
  who: Who,
  input: Parsed,
  now: Date,
): Promise<SignInMethod> {
  const { db } = ctx;
  const reservation = await reserveAttempts(
    db,
    [{ kind: "second-factor", key: who.userId, policy: SECOND_FACTOR_POLICY }],
    now,
  );
  if (reservation.refusedBy) throw accountLocked(SECOND_FACTOR_MESSAGES.locked);
  const right = await isRight(ctx, who, input, now);
  await reservation.settle(right);
  if (right) return input.method;
  if (reservation.outcomes[0].justLocked) throw accountLocked(SECOND_FACTOR_MESSAGES.locked);
  if (who.isPending) {
    const [row] = await db
      .update(sessions)
      .set({ factorFailures: sql`${sessions.factorFailures} + 1` })
      .where(eq(sessions.id, who.sessionId))
      .returning({ failures: sessions.factorFailures });
    if (!row || row.failures >= SECOND_FACTOR_RULES.triesPerSignIn) {
      await db.delete(sessions).where(eq(sessions.id, who.sessionId));
      throw unauthenticated(SECOND_FACTOR_MESSAGES.tooManyTries);
    }
  }
  throw invalidInput(WRONG[input.method]);
}

/** Marks a full session's factor as just shown (sensitive acts for the next minutes). */
export async function markFactorShown(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ factorVerifiedAt: now }).where(eq(sessions.id, sessionId));
}
