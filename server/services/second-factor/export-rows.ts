import { passkeys, recoveryCodes, signInEvents, totpFactors } from "@shared/schema";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/types";

/**
 * What a person's data export holds of their second factor and sign-ins: the sign-in log, passkeys by name and
 * dates, the app's dates and the recovery codes' dates. Never a key, a secret or a code's hash.
 */
export async function exportSecondFactorRows(db: Db, userId: string) {
  return {
    signIns: await db
      .select({
        at: signInEvents.at,
        ip: signInEvents.ip,
        device: signInEvents.device,
        method: signInEvents.method,
        outcome: signInEvents.outcome,
        isNewDevice: signInEvents.isNewDevice,
      })
      .from(signInEvents)
      .where(eq(signInEvents.userId, userId))
      .orderBy(asc(signInEvents.at)),
    secondFactors: [
      ...(await db
        .select({ name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(asc(passkeys.createdAt))).map((k) => ({ kind: "passkey", ...k })),
      ...(await db
        .select({ createdAt: totpFactors.createdAt, confirmedAt: totpFactors.confirmedAt })
        .from(totpFactors)
        .where(eq(totpFactors.userId, userId))).map((a) => ({ kind: "totp", ...a })),
      ...(await db
        .select({ createdAt: recoveryCodes.createdAt, usedAt: recoveryCodes.usedAt })
        .from(recoveryCodes)
        .where(eq(recoveryCodes.userId, userId))).map((c) => ({ kind: "recovery-code", ...c })),
    ],
  };
}
