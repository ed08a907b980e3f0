import { MESSAGES } from "@shared/api/messages";
import { type CreateElderlyInput, type CreateFamilyInput, USER_ADMIN_MESSAGES } from "@shared/api/user-admin";
import { consentEvents, familyLinks, type UserRow, users } from "@shared/schema";
import { and, eq, sql } from "drizzle-orm";
import type { PasswordHasher, PinHasher } from "../../auth/hashing";
import { generateAcceptablePassword } from "../../auth/password-policy";
import type { Db } from "../../db/types";
import { conflict, notFound } from "../../domain-errors";
import { recordAudit } from "../audit";
import { clearPinLockouts, pickPin } from "./pins";
import { giveCurrentRecurringActivities } from "./program-activities";
import { isUsernameTaken, suggestUsername } from "./usernames";

// Staff create accounts: older people (PIN) and family members (temporary password, approved link).

type Scope = { municipalityId: string; actorId: string; now: Date };

const isUniqueViolation = (err: unknown) =>
  (err as { cause?: { code?: string } })?.cause?.code === "23505" ||
  (err as { code?: string })?.code === "23505";

/**
 * Registers an older person with a PIN (chosen, or generated and returned once). The consents are
 * the person's own answers at registration: the history row says the person gave them.
 */
export async function createElderlyUser(
  db: Db,
  pins: PinHasher,
  input: CreateElderlyInput,
  scope: Scope,
): Promise<{ user: UserRow; pin: string | null }> {
  let username = input.username;
  if (!username) username = await suggestUsername(db, scope.municipalityId, input.firstName, input.lastName);
  else if (await isUsernameTaken(db, scope.municipalityId, username))
    throw conflict(USER_ADMIN_MESSAGES.usernameTaken);
  const names = { firstName: input.firstName, lastName: input.lastName, username };
  const { pin, generated } = pickPin(input.pin);
  const pinHash = await pins.hashPin(pin);
  const consents = { familyConsent: input.familyConsent, personalConsent: input.personalConsent };
  try {
    const user = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          municipalityId: scope.municipalityId,
          role: "elderly",
          status: "active",
          ...names,
          age: input.age,
          medicalConditions: input.medicalConditions,
          medications: input.medications,
          emergencyContactName: input.emergencyContactName,
          emergencyContactPhone: input.emergencyContactPhone,
          emergencyContactEmail: input.emergencyContactEmail,
          phone: input.phone,
          address: input.address,
          district: input.district,
          livesAlone: input.livesAlone,
          keyHolderName: input.keyHolderName,
          keyHolderPhone: input.keyHolderPhone,
          gpName: input.gpName,
          healthCentreName: input.healthCentreName,
          healthCentrePhone: input.healthCentrePhone,
          formOfAddress: input.formOfAddress,
          personalityTraits: input.personalityTraits,
          preferences: { hobbies: input.hobbies, likes: input.likes },
          ...consents,
          pinHash,
          createdAt: scope.now,
        })
        .returning();
      await tx.insert(consentEvents).values({
        municipalityId: scope.municipalityId,
        userId: user.id,
        ...consents,
        changedBy: user.id,
        createdAt: scope.now,
      });
      const audit = { municipalityId: scope.municipalityId, actorId: scope.actorId, subjectUserId: user.id };
      await recordAudit(tx as Db, {
        ...audit,
        action: "user.create",
        detail: { role: "elderly", pinGenerated: generated },
        now: scope.now,
      });
      await recordAudit(tx as Db, {
        ...audit,
        action: "consents.update",
        detail: { before: null, after: consents, atRegistration: true },
        now: scope.now,
      });
      await clearPinLockouts(tx as Db, scope.municipalityId, { ...names, id: user.id });
      await giveCurrentRecurringActivities(tx as Db, user, scope);
      return user;
    });
    return { user, pin: generated ? pin : null };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(USER_ADMIN_MESSAGES.usernameTaken);
    throw err;
  }
}

/** A family account, active at once, with an approved link to an older person of the municipality. */
export async function createFamilyUser(
  db: Db,
  passwords: PasswordHasher,
  input: CreateFamilyInput,
  scope: Scope,
): Promise<{ user: UserRow; temporaryPassword: string }> {
  const [elderly] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, input.elderlyUserId),
        eq(users.municipalityId, scope.municipalityId),
        eq(users.role, "elderly"),
        eq(users.status, "active"),
      ),
    )
    .limit(1);
  if (!elderly) throw notFound();
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`)
    .limit(1);
  if (taken) throw conflict(MESSAGES.emailTaken);
  // Readable, shown once to staff; the person must replace it at the first sign-in.
  const temporaryPassword = generateAcceptablePassword({
    role: "family",
    person: { email: input.email, firstName: input.firstName, lastName: input.lastName },
    isDemo: false,
  });
  const passwordHash = await passwords.hashPassword(temporaryPassword);
  try {
    const user = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          municipalityId: scope.municipalityId,
          role: "family",
          status: "active",
          firstName: input.firstName,
          lastName: input.lastName,
          username: input.email,
          email: input.email,
          passwordHash,
          mustChangePassword: true,
          preferences: { elderlyUserId: elderly.id },
          createdAt: scope.now,
        })
        .returning();
      const [link] = await tx
        .insert(familyLinks)
        .values({
          municipalityId: scope.municipalityId,
          familyUserId: user.id,
          elderlyUserId: elderly.id,
          status: "approved",
          approvedBy: scope.actorId,
          decidedAt: scope.now,
          createdAt: scope.now,
        })
        .returning();
      const base = { municipalityId: scope.municipalityId, actorId: scope.actorId, now: scope.now };
      await recordAudit(tx as Db, {
        ...base,
        action: "user.create",
        subjectUserId: user.id,
        detail: { role: "family", elderlyUserId: elderly.id },
      });
      await recordAudit(tx as Db, {
        ...base,
        action: "family-link.approved",
        subjectUserId: elderly.id,
        detail: { linkId: link.id, familyUserId: user.id },
      });
      return user;
    });
    return { user, temporaryPassword };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MESSAGES.emailTaken);
    throw err;
  }
}
