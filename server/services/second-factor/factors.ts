import type { FactorSummary } from "@shared/api/second-factor";
import { isSecondFactorRequired, SECOND_FACTOR_RULES } from "@shared/domain/second-factor";
import type { UserRole } from "@shared/domain/enums";
import { passkeys, recoveryCodes, totpFactors } from "@shared/schema";
import { and, asc, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { SessionContext } from "../../auth/sessions";
import type { Db } from "../../db/types";

/** How many working factors a person has: a confirmed app counts one, each passkey one (recovery codes do not). */
export async function countFactors(db: Db, userId: string): Promise<number> {
  const [app] = await db
    .select({ n: count() })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  const [keys] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return Number(app.n) + Number(keys.n);
}

export const hasSecondFactor = async (db: Db, userId: string) => (await countFactors(db, userId)) > 0;

/** One's factors, and what the session owes (GET /api/auth/second-factor). */
export async function readFactorSummary(db: Db, auth: SessionContext, role: UserRole): Promise<FactorSummary> {
  const [app] = await db
    .select({ confirmedAt: totpFactors.confirmedAt })
    .from(totpFactors)
    .where(eq(totpFactors.userId, auth.userId));
  const keys = await db
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, auth.userId))
    .orderBy(asc(passkeys.createdAt));
  const [codes] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, auth.userId), isNull(recoveryCodes.usedAt)));
  const recentUntil = auth.factorVerifiedAt
    ? new Date(auth.factorVerifiedAt.getTime() + SECOND_FACTOR_RULES.recentMs).toISOString()
    : null;
  return {
    state: auth.secondFactor,
    isRequired: isSecondFactorRequired(role),
    hasTotp: Boolean(app?.confirmedAt),
    passkeys: keys.map((k) => ({
      id: k.id,
      name: k.name,
      createdAt: k.createdAt.toISOString(),
      lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    })),
    recoveryCodesLeft: Number(codes.n),
    recentUntil,
  };
}
