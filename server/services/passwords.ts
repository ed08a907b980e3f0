import { MESSAGES } from "@shared/api/messages";
import type { ChangePasswordRequest, ResetPasswordResponse } from "@shared/api/passwords";
import { PASSWORD_MESSAGES } from "@shared/domain/password-rules";
import { type UserRow, users } from "@shared/schema";
import { and, eq } from "drizzle-orm";
import type { PasswordHasher } from "../auth/hashing";
import { clearFailures } from "../auth/lockout-store";
import { assertNewPassword, generateAcceptablePassword } from "../auth/password-policy";
import { deleteOtherSessions, deleteUserSessions, type SessionContext } from "../auth/sessions";
import type { Db } from "../db/types";
import { invalidInput, notFound } from "../domain-errors";
import { recordAudit } from "./audit";
import { reservePasswordAttempt } from "./password-login";

// Change of one's own password and reset by staff (docs/behaviour/06-roles-and-access.md#credentials-and-lockouts).

const passwordRole = (role: UserRow["role"]) => (role === "professional" ? "professional" : "family");

/**
 * Changes the caller's password. The current one is checked like a login (same locks, same counting), so a
 * session left open cannot be used to guess it. Success ends every other session of the person, keeps this
 * one, clears a one-time password's duty to change it and is audited.
 */
export async function changeOwnPassword(
  db: Db,
  passwords: PasswordHasher,
  auth: SessionContext,
  input: ChangePasswordRequest,
  ctx: { ip: string; isDemo: boolean; now: Date },
): Promise<{ message: string; endedSessions: number }> {
  const [user] = await db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
  if (!user?.passwordHash || !user.email) throw notFound();
  const key = user.email.toLowerCase();
  const attempt = await reservePasswordAttempt(db, key, ctx.ip, ctx.now);
  if (!(await passwords.verifyPassword(input.currentPassword, user.passwordHash))) {
    throw await attempt.fail(user, MESSAGES.currentPasswordWrong);
  }
  await attempt.succeed();
  if (input.newPassword === input.currentPassword) throw invalidInput(PASSWORD_MESSAGES.sameAsCurrent);
  assertNewPassword(input.newPassword, { role: passwordRole(user.role), person: user, isDemo: ctx.isDemo });
  const passwordHash = await passwords.hashPassword(input.newPassword);
  const endedSessions = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: ctx.now, mustChangePassword: false })
      .where(eq(users.id, user.id));
    const ended = await deleteOtherSessions(tx as Db, user.id, auth.sessionId);
    await recordAudit(tx as Db, {
      municipalityId: user.municipalityId,
      actorId: user.id,
      action: "password.change",
      subjectUserId: user.id,
      detail: { endedSessions: ended, wasOneTime: user.mustChangePassword },
      now: ctx.now,
    });
    return ended;
  });
  return { message: MESSAGES.passwordChanged, endedSessions };
}

/**
 * Gives a family member or colleague of the caller's municipality a one-time password (returned once, never
 * stored in clear), ends all their sessions and lifts a password lockout. The subject was found by the
 * contract in the caller's municipality; one's own password is changed, not reset (404, as for anyone else).
 */
export async function resetPassword(
  db: Db,
  passwords: PasswordHasher,
  subject: UserRow,
  scope: { actorId: string; municipalityId: string; now: Date },
): Promise<ResetPasswordResponse> {
  if (subject.id === scope.actorId || subject.role === "elderly" || !subject.email) throw notFound();
  const temporaryPassword = generateAcceptablePassword({
    role: passwordRole(subject.role),
    person: subject,
    isDemo: false,
  });
  const passwordHash = await passwords.hashPassword(temporaryPassword);
  const endedSessions = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, passwordChangedAt: scope.now })
      .where(and(eq(users.id, subject.id), eq(users.municipalityId, scope.municipalityId)));
    const ended = await deleteUserSessions(tx as Db, subject.id);
    await clearFailures(tx as Db, "password", subject.email!.toLowerCase());
    await recordAudit(tx as Db, {
      municipalityId: scope.municipalityId,
      actorId: scope.actorId,
      action: "password.reset",
      subjectUserId: subject.id,
      detail: { role: subject.role, endedSessions: ended },
      now: scope.now,
    });
    return ended;
  });
  return { temporaryPassword, endedSessions };
}
