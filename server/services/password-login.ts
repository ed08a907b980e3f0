import { MESSAGES } from "@shared/api/auth";
import { PASSWORD_IP_POLICY, PASSWORD_POLICY } from "@shared/domain/lockout";
import { users } from "@shared/schema";
import { eq, sql } from "drizzle-orm";
import type { PasswordHasher } from "../auth/hashing";
import { clearFailures, lockStatus, recordFailure } from "../auth/lockout-store";
import type { Db } from "../db/types";
import { raiseAlert } from "./raise-alert";
import { forbidden, HttpError } from "../http/errors";

// Per hasher, so an unknown account costs the same scrypt work as a known one.
const decoyHashes = new WeakMap<PasswordHasher, Promise<string>>();

type PasswordLoginInput = {
  username: string;
  password: string;
  municipalityId?: string;
  expectedRole?: "family" | "professional";
};

const ROLE_REFUSAL = {
  family: MESSAGES.notFamily,
  professional: MESSAGES.notProfessional,
} as const;

/** Refuses while the address or the account is locked (the same locks for login and change of password). */
export async function assertPasswordNotLocked(db: Db, key: string, ip: string, now: Date) {
  // Per address too: otherwise one client could try a password on every account (and make the
  // server run scrypt without end), 10 at a time per account.
  if ((await lockStatus(db, "password-ip", ip, now)).locked) throw new HttpError(429, MESSAGES.tooManyFromHere);
  if ((await lockStatus(db, "password", key, now)).locked) throw new HttpError(423, MESSAGES.locked);
}

/**
 * Counts a wrong password against the address and the account (login, or the current password of a change,
 * so a stolen session cannot guess it either) and returns the answer to give: 423 when this failure locked
 * the account, 429 when the address is locked, else 401 with `wrong`.
 */
export async function countPasswordFailure(
  db: Db,
  who: { key: string; ip: string; user?: { id: string; municipalityId: string } },
  wrong: string,
  now: Date,
): Promise<HttpError> {
  const byAddress = await recordFailure(db, "password-ip", who.ip, PASSWORD_IP_POLICY, now);
  const { justLocked } = await recordFailure(db, "password", who.key, PASSWORD_POLICY, now);
  if (justLocked && who.user) {
    // Staff of the account's municipality hear of it once per lock
    // (docs/behaviour/06-roles-and-access.md#credentials-and-lockouts).
    await raiseAlert(db, {
      municipalityId: who.user.municipalityId,
      userId: who.user.id,
      now,
      reason: { kind: "password-lockout" },
    });
  }
  if (justLocked) return new HttpError(423, MESSAGES.locked);
  if (byAddress.locked) return new HttpError(429, MESSAGES.tooManyFromHere);
  return new HttpError(401, wrong);
}

/** Family and professional login by e-mail and password (10 failures -> 15 min lock). */
export async function loginWithPassword(
  db: Db,
  passwords: PasswordHasher,
  input: PasswordLoginInput & { ip: string },
  now: Date,
) {
  const key = input.username.trim().toLowerCase();
  await assertPasswordNotLocked(db, key, input.ip, now);

  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${key}`).limit(1);
  let decoyHash = decoyHashes.get(passwords);
  if (!decoyHash) {
    decoyHash = passwords.hashPassword("decoy-password-never-used");
    decoyHashes.set(passwords, decoyHash);
  }
  const isValid = await passwords.verifyPassword(input.password, user?.passwordHash ?? (await decoyHash));

  if (!user || !isValid || !user.passwordHash) {
    throw await countPasswordFailure(db, { key, ip: input.ip, user }, MESSAGES.credentialsWrong, now);
  }
  await clearFailures(db, "password", key);

  // Only after the right password: say why the account cannot enter here.
  if (input.expectedRole && user.role !== input.expectedRole)
    throw forbidden(ROLE_REFUSAL[input.expectedRole]);
  if (user.status === "pending") throw forbidden(MESSAGES.pendingApproval);
  if (user.status !== "active")
    throw forbidden("Esta cuenta está desactivada. Contacte con su centro de servicios sociales.");
  if (input.municipalityId && input.municipalityId !== user.municipalityId) {
    throw forbidden("Esta cuenta pertenece a otro municipio. Vuelva a la página principal y elija el suyo.");
  }
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
  return user;
}
