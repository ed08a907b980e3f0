import type { FamilyRegisterRequest, ProfessionalRegisterRequest } from "@shared/api/auth";
import { MESSAGES } from "@shared/api/auth";
import { registerIpPolicy } from "@shared/domain/lockout";
import { fullName, normalizeName } from "@shared/domain/names";
import { familyLinks, users } from "@shared/schema";
import { and, eq, sql } from "drizzle-orm";
import type { PasswordHasher } from "../auth/hashing";
import { assertNewPassword } from "../auth/password-policy";
import { takeAttempt } from "../auth/lockout-store";
import type { Db } from "../db/types";
import { conflict, invalidInput, notFound, tooManyAttempts } from "../domain-errors";
import { recordAudit } from "./audit";
import { findMunicipality } from "./municipalities";

export const isUniqueViolation = (err: unknown) =>
  (err as { cause?: { code?: string } })?.cause?.code === "23505" ||
  (err as { code?: string })?.code === "23505";

async function assertEmailFree(db: Db, email: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (taken) throw conflict(MESSAGES.emailTaken);
}

/**
 * Where a self-registration comes from, how many an address may make per hour, and whether the demo's
 * public passwords may be chosen (shared/domain/password-rules.ts).
 */
type RegistrationSource = { ip: string; perHour: number; isDemo: boolean };

/**
 * Self-registration budget per address, shared by both portals. Spent once the request is well
 * formed: a 400 (bad body, or a municipality not in the public list) creates and reveals nothing,
 * so it costs nothing and writes nothing, while every attempt that reaches the accounts (created,
 * e-mail taken, unknown person) spends one, success or not.
 */
const personOf = (input: { username: string; firstName: string; lastName: string }) => ({
  email: input.username,
  firstName: input.firstName,
  lastName: input.lastName,
});

async function spendRegistration(db: Db, { ip, perHour }: RegistrationSource, now: Date) {
  if (!(await takeAttempt(db, "register-ip", ip, registerIpPolicy(perHour), now)))
    throw tooManyAttempts(MESSAGES.tooManyRegistrations);
}

/**
 * The elderly person a family member named: exact username, else a unique first or full name. The
 * names are personNames' three, but the username wins, so the two steps stay apart here.
 */
export async function findNamedElderly(db: Db, municipalityId: string, typed: string) {
  const people = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(
      and(eq(users.municipalityId, municipalityId), eq(users.role, "elderly"), eq(users.status, "active")),
    );
  const wanted = normalizeName(typed);
  const byUsername = people.filter((p) => normalizeName(p.username) === wanted);
  if (byUsername.length === 1) return byUsername[0];
  const byName = people.filter(
    (p) => normalizeName(p.firstName) === wanted || normalizeName(fullName(p)) === wanted,
  );
  return byName.length === 1 ? byName[0] : null;
}

/**
 * Creates a family account and a pending link to the named person
 * (docs/behaviour/06-roles-and-access.md#accounts-and-registration).
 */
export async function registerFamily(
  db: Db,
  passwords: PasswordHasher,
  input: FamilyRegisterRequest,
  source: RegistrationSource,
  now: Date,
) {
  if (!(await findMunicipality(db, input.municipalityId))) throw invalidInput(MESSAGES.noMunicipality);
  assertNewPassword(input.password, { role: "family", person: personOf(input), isDemo: source.isDemo });
  await spendRegistration(db, source, now);
  await assertEmailFree(db, input.username);
  const elderly = await findNamedElderly(db, input.municipalityId, input.elderlyUserName);
  if (!elderly) throw notFound(MESSAGES.familyRegisterFailed);
  const passwordHash = await passwords.hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          municipalityId: input.municipalityId,
          role: "family",
          status: "active",
          firstName: input.firstName,
          lastName: input.lastName,
          username: input.username.toLowerCase(),
          email: input.username.toLowerCase(),
          passwordHash,
          preferences: { elderlyUserId: elderly.id },
          createdAt: now,
        })
        .returning();
      await tx.insert(familyLinks).values({
        municipalityId: input.municipalityId,
        familyUserId: user.id,
        elderlyUserId: elderly.id,
        status: "pending",
        createdAt: now,
      });
      await recordAudit(tx as Db, {
        municipalityId: input.municipalityId,
        actorId: user.id,
        action: "family.register",
        subjectUserId: elderly.id,
        now,
      });
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MESSAGES.emailTaken);
    throw err;
  }
}

/** Self-registered professionals wait for approval by a colleague of the same municipality. */
export async function registerProfessional(
  db: Db,
  passwords: PasswordHasher,
  input: ProfessionalRegisterRequest,
  source: RegistrationSource,
  now: Date,
) {
  if (!(await findMunicipality(db, input.municipalityId))) throw invalidInput(MESSAGES.noMunicipality);
  assertNewPassword(input.password, { role: "professional", person: personOf(input), isDemo: source.isDemo });
  await spendRegistration(db, source, now);
  await assertEmailFree(db, input.username);
  const passwordHash = await passwords.hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        municipalityId: input.municipalityId,
        role: "professional",
        status: "pending",
        firstName: input.firstName,
        lastName: input.lastName,
        username: input.username.toLowerCase(),
        email: input.username.toLowerCase(),
        passwordHash,
        createdAt: now,
      })
      .returning();
    await recordAudit(db, {
      municipalityId: input.municipalityId,
      actorId: user.id,
      action: "professional.register",
      subjectUserId: user.id,
      now,
    });
    return user;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MESSAGES.emailTaken);
    throw err;
  }
}
