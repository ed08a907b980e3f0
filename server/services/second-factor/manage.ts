import { REAUTH_REQUIRED, SECOND_FACTOR_MESSAGES, SECOND_FACTOR_REQUIRED } from "@shared/api/second-factor";
import type { UserRole } from "@shared/domain/enums";
import { isFactorRecent, isSecondFactorRequired } from "@shared/domain/second-factor";
import { passkeys, recoveryCodes, sessions, totpFactors, users } from "@shared/schema";
import { eq } from "drizzle-orm";
import type { FactorKeys } from "../../auth/factor-keys";
import type { SessionContext } from "../../auth/sessions";
import type { Db } from "../../db/types";
import { conflict, forbidden, notFound } from "../../domain-errors";
import { recordAudit } from "../audit";
import { countFactors } from "./factors";
import { removePasskey } from "./passkeys";
import { issueRecoveryCodes } from "./recovery";
import { removeTotp } from "./totp";

/**
 * Adding a factor to an account that already has one needs that factor shown recently: a stolen session must not
 * be able to add the thief's own passkey. The first factor (enrolment) needs only the session.
 */
export async function checkMayAddFactor(db: Db, auth: SessionContext, now: Date): Promise<number> {
  // A password alone on an account that has a factor must show it before adding another.
  if (auth.secondFactor === "verify") throw forbidden(SECOND_FACTOR_MESSAGES.required, SECOND_FACTOR_REQUIRED);
  const factors = await countFactors(db, auth.userId);
  if (auth.secondFactor === "done" && factors > 0 && !isFactorRecent(auth.factorVerifiedAt, now))
    throw forbidden(SECOND_FACTOR_MESSAGES.reauthRequired, REAUTH_REQUIRED);
  return factors;
}

/** After a factor was added: the first one brings the recovery codes (shown once); audited. */
export async function noteFactorAdded(
  db: Db,
  keys: FactorKeys,
  auth: SessionContext,
  detail: { kind: "totp" | "passkey"; factorsBefore: number },
  now: Date,
): Promise<string[] | undefined> {
  await recordAudit(db, {
    municipalityId: auth.municipalityId,
    actorId: auth.userId,
    subjectUserId: auth.userId,
    action: "second-factor.add",
    detail: { kind: detail.kind },
    now,
  });
  return detail.factorsBefore === 0 ? issueRecoveryCodes(db, keys, auth.userId, now) : undefined;
}

/** Removes one of one's factors; staff keep at least one. */
export async function removeOwnFactor(
  db: Db,
  auth: SessionContext,
  factor: { kind: "totp" } | { kind: "passkey"; id: string },
  now: Date,
): Promise<void> {
  const factors = await countFactors(db, auth.userId);
  if (isSecondFactorRequired(auth.role) && factors <= 1) throw conflict(SECOND_FACTOR_MESSAGES.lastFactor);
  const isGone = factor.kind === "totp" ? await removeTotp(db, auth.userId) : await removePasskey(db, auth.userId, factor.id);
  if (!isGone) throw notFound();
  // Without any factor left, recovery codes would be a way in on their own.
  if (factors <= 1) await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, auth.userId));
  await recordAudit(db, {
    municipalityId: auth.municipalityId,
    actorId: auth.userId,
    subjectUserId: auth.userId,
    action: "second-factor.remove",
    detail: { kind: factor.kind },
    now,
  });
}

/** New recovery codes for a person who has a factor (they replace the old ones). */
export async function renewRecoveryCodes(db: Db, keys: FactorKeys, auth: SessionContext, now: Date) {
  if ((await countFactors(db, auth.userId)) === 0) throw conflict("Primero añada un método de verificación.");
  const codes = await issueRecoveryCodes(db, keys, auth.userId, now);
  await recordAudit(db, {
    municipalityId: auth.municipalityId,
    actorId: auth.userId,
    subjectUserId: auth.userId,
    action: "recovery-codes.issue",
    now,
  });
  return codes;
}

/**
 * A colleague removes every factor and recovery code of a person of the municipality and ends their sessions:
 * staff then enrol again at their next sign-in. Audited.
 */
export async function resetSecondFactors(
  db: Db,
  actor: { id: string; municipalityId: string },
  target: { id: string; role: UserRole },
  now: Date,
): Promise<number> {
  const ended = await db.transaction(async (tx) => {
    await tx.delete(totpFactors).where(eq(totpFactors.userId, target.id));
    await tx.delete(passkeys).where(eq(passkeys.userId, target.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, target.id));
    return tx.delete(sessions).where(eq(sessions.userId, target.id)).returning({ id: sessions.id });
  });
  await recordAudit(db, {
    municipalityId: actor.municipalityId,
    actorId: actor.id,
    subjectUserId: target.id,
    action: "second-factor.reset",
    detail: { role: target.role },
    now,
  });
  return ended.length;
}

/** The e-mail and name an account notice goes to. */
export async function findAccountContact(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row?.email ? { email: row.email, firstName: row.firstName } : null;
}
