import { randomInt } from "node:crypto";
import { USER_ADMIN_MESSAGES } from "@shared/api/user-admin";
import { personNames } from "@shared/domain/names";
import { WEAK_PIN_REASONS, weakPinReason } from "@shared/domain/weak-pins";
import { loginAttempts, type UserRow, users } from "@shared/schema";
import { and, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import type { PinHasher } from "../../auth/hashing";
import { deleteUserSessions } from "../../auth/sessions";
import { sqlFoldText } from "../../db/sql-fold";
import type { Db } from "../../db/types";
import { badRequest, conflict } from "../../http/errors";
import { recordAudit } from "../audit";

// PINs of older people (docs/behaviour/06-roles-and-access.md#credentials-and-lockouts): two people reachable by the
// same typed name must not share a PIN, and the lockouts of PIN login are kept per (municipality, typed name).

type Named = Pick<UserRow, "firstName" | "lastName" | "username">;
type Actor = { actorId: string; now: Date };


/** The `pin-name` lockout keys of those names, as pin-login writes them. */
export const lockKeysOf = (municipalityId: string, person: Named) =>
  personNames(person).map((name) => `${municipalityId}:${name}`);

/**
 * Other active older people of the municipality who answer to one of these typed names and have a PIN.
 * The SQL is personNames' rule (and pin-login's): the same three names under sqlFoldText.
 */
async function nameSharers(db: Db, municipalityId: string, names: string[], excludeId?: string) {
  if (names.length === 0) return [];
  const list = sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );
  return db
    .select({ id: users.id, pinHash: users.pinHash })
    .from(users)
    .where(
      and(
        eq(users.municipalityId, municipalityId),
        eq(users.role, "elderly"),
        eq(users.status, "active"),
        isNotNull(users.pinHash),
        excludeId ? ne(users.id, excludeId) : undefined,
        sql`(${sqlFoldText(sql`${users.firstName}`)} in (${list})
          or ${sqlFoldText(sql`${users.firstName} || ' ' || ${users.lastName}`)} in (${list})
          or ${sqlFoldText(sql`${users.username}`)} in (${list}))`,
      ),
    )
    .limit(50);
}

/**
 * The PIN to store for a person with these names: the chosen one unless it is a common PIN (400, with the
 * reason) or a namesake already uses it (409), or a generated one that is neither.
 */
export async function pickPin(
  db: Db,
  pins: PinHasher,
  input: { municipalityId: string; person: Named; excludeId?: string; chosen?: string },
): Promise<{ pin: string; generated: boolean }> {
  const sharers = await nameSharers(db, input.municipalityId, personNames(input.person), input.excludeId);
  const isTaken = async (candidate: string) => {
    for (const other of sharers) if (await pins.verifyPin(candidate, other.pinHash)) return true;
    return false;
  };
  if (input.chosen !== undefined) {
    const weak = weakPinReason(input.chosen);
    if (weak) throw badRequest(WEAK_PIN_REASONS[weak]);
    if (await isTaken(input.chosen)) throw conflict(USER_ADMIN_MESSAGES.pinShared);
    return { pin: input.chosen, generated: false };
  }
  // Namesakes are few, so the first candidates are almost always free; the bound only stops a loop.
  for (let attempt = 0; attempt < 200; attempt++) {
    const candidate = String(randomInt(0, 10_000)).padStart(4, "0");
    if (!weakPinReason(candidate) && !(await isTaken(candidate))) return { pin: candidate, generated: true };
  }
  throw conflict("No se pudo generar un PIN libre. Inténtelo de nuevo.");
}

/** Forgets failures and locks of the person (and of each name they can type). */
export async function clearPinLockouts(
  db: Db,
  municipalityId: string,
  person: Named & { id: string },
): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(
      or(
        and(eq(loginAttempts.kind, "pin-name"), inArray(loginAttempts.key, lockKeysOf(municipalityId, person))),
        and(eq(loginAttempts.kind, "pin-user"), eq(loginAttempts.key, person.id)),
      ),
    );
}

/** Sets (or generates) the PIN, clears the person's lockouts and ends their sessions. */
export async function setUserPin(
  db: Db,
  pins: PinHasher,
  person: UserRow,
  request: { pin?: string; generate?: boolean },
  actor: Actor,
): Promise<{ pin: string | null }> {
  const { pin, generated } = await pickPin(db, pins, {
    municipalityId: person.municipalityId,
    person,
    excludeId: person.id,
    chosen: request.generate ? undefined : request.pin,
  });
  const pinHash = await pins.hashPin(pin);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ pinHash }).where(eq(users.id, person.id));
    await clearPinLockouts(tx as Db, person.municipalityId, person);
    await deleteUserSessions(tx as Db, person.id);
    await recordAudit(tx as Db, {
      municipalityId: person.municipalityId,
      actorId: actor.actorId,
      action: "user.pin.set",
      subjectUserId: person.id,
      detail: { generated },
      now: actor.now,
    });
  });
  return { pin: generated ? pin : null };
}

export async function unlockUser(db: Db, person: UserRow, actor: Actor): Promise<void> {
  await clearPinLockouts(db, person.municipalityId, person);
  await recordAudit(db, {
    municipalityId: person.municipalityId,
    actorId: actor.actorId,
    action: "user.pin.unlock",
    subjectUserId: person.id,
    now: actor.now,
  });
}
