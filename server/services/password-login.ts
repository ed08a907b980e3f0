import { MESSAGES } from "@shared/api/auth";
import { PASSWORD_IP_POLICY, PASSWORD_POLICY } from "@shared/domain/lockout";
import { users } from "@shared/schema";
import { eq, sql } from "drizzle-orm";
import type { PasswordHasher } from "../auth/hashing";
import { clearFailures, reserveAttempts } from "../auth/lockout-store";
import type { Db } from "../db/types";
import { raiseAlert } from "./raise-alert";
import { recordSignIn } from "./second-factor/sign-in-log";
import { accountLocked, type DomainError, forbidden, tooManyAttempts, unauthenticated } from "../domain-errors";

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

export type PasswordAttempt = {
  /** The password was right: gives the attempt back and forgets the account's failures. */
  succeed: () => Promise<void>;
  /** The password was wrong: the answer to give (423 when this attempt locked the account, 429, else 401). */
  fail: (user: { id: string; municipalityId: string } | undefined, wrong: string) => Promise<DomainError>;
};

/**
 * Counts one password attempt against the address and the account before the hash is checked (login, and the
 * current password of a change, so a stolen session cannot guess it either): refused at once (429 / 423) while
 * either is locked, and a burst of parallel guesses gets no more checks than guesses sent one by one.
 */
export async function reservePasswordAttempt(db: Db, key: string, ip: string, now: Date): Promise<PasswordAttempt> {
  // Per address too: otherwise one client could try a password on every account (and make the
  // server run scrypt without end), 10 at a time per account.
  const reservation = await reserveAttempts(
    db,
    [
      { kind: "password-ip", key: ip, policy: PASSWORD_IP_POLICY },
      { kind: "password", key, policy: PASSWORD_POLICY },
    ],
    now,
  );
  if (reservation.refusedBy)
    throw reservation.refusedBy.kind === "password-ip"
      ? tooManyAttempts(MESSAGES.tooManyFromHere)
      : accountLocked(MESSAGES.locked);
  const [byAddress, byAccount] = reservation.outcomes;
  return {
    succeed: async () => {
      await reservation.settle(true);
      await clearFailures(db, "password", key);
    },
    fail: async (user, wrong) => {
      // Only the reservation that started the lock raises it: one alert per lock, however many run at once.
      if (byAccount.justLocked && user) {
        // Staff of the account's municipality hear of it once per lock
        // (docs/behaviour/06-roles-and-access.md#credentials-and-lockouts).
        await raiseAlert(db, {
          municipalityId: user.municipalityId,
          userId: user.id,
          now,
          reason: { kind: "password-lockout" },
        });
      }
      if (byAccount.justLocked) return accountLocked(MESSAGES.locked);
      if (byAddress.isLockedNow) return tooManyAttempts(MESSAGES.tooManyFromHere);
      return unauthenticated(wrong);
    },
  };
}

/** Family and professional login by e-mail and password (10 failures -> 15 min lock). */
export async function loginWithPassword(
  db: Db,
  passwords: PasswordHasher,
  input: PasswordLoginInput & { ip: string; userAgent: string },
  now: Date,
) {
  const key = input.username.trim().toLowerCase();
  const attempt = await reservePasswordAttempt(db, key, input.ip, now);

  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${key}`).limit(1);
  let decoyHash = decoyHashes.get(passwords);
  if (!decoyHash) {
    decoyHash = passwords.hashPassword("decoy-password-never-used");
    decoyHashes.set(passwords, decoyHash);
  }
  const isValid = await passwords.verifyPassword(input.password, user?.passwordHash ?? (await decoyHash));

  if (!user || !isValid || !user.passwordHash) {
    const refusal = await attempt.fail(user, MESSAGES.credentialsWrong);
    // The owner sees wrong passwords on their account in 'Mis accesos'.
    if (user) {
      const outcome = refusal.kind === "locked" ? "locked" : "failure";
      await recordSignIn(db, { userId: user.id, now, ip: input.ip, userAgent: input.userAgent, method: "password", outcome });
    }
    throw refusal;
  }
  await attempt.succeed();

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
