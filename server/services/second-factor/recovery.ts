import { formatRecoveryCode, normaliseRecoveryCode } from "@shared/domain/second-factor";
import { recoveryCodes } from "@shared/schema";
import { and, eq, isNull } from "drizzle-orm";
import type { FactorKeys } from "../../auth/factor-keys";
import { newRecoveryCodes } from "../../auth/recovery-codes";
import type { Db } from "../../db/types";

/** Ten new codes for `userId`; the old ones stop working. Returns them as typed (the only time they are shown). */
export async function issueRecoveryCodes(db: Db, keys: FactorKeys, userId: string, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: keys.hashCode(code), createdAt: now })));
  });
  return codes.map(formatRecoveryCode);
}

/** Spends one code: true once per code (the update is the check, so two parallel uses cannot both pass). */
export async function spendRecoveryCode(db: Db, keys: FactorKeys, userId: string, typed: string, now: Date) {
  const code = normaliseRecoveryCode(typed);
  if (!code) return false;
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, keys.hashCode(code)), isNull(recoveryCodes.usedAt)),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}
