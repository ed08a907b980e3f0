import { randomInt } from "node:crypto";
import { setUserPinRequest, USER_ADMIN_MESSAGES } from "@shared/api/user-admin";
import { personNames } from "@shared/domain/names";
import { WEAK_PIN_REASONS, weakPinReason } from "@shared/domain/weak-pins";
import { WRITE_LIMITS, writePolicy } from "@shared/domain/write-limits";
import { loginAttempts, type UserRow, users } from "@shared/schema";
import { and, eq, inArray, or } from "drizzle-orm";
import type { PinHasher } from "../../auth/hashing";
import { takeAttempt } from "../../auth/lockout-store";
import { deleteUserSessions } from "../../auth/sessions";
import type { Db } from "../../db/types";
import { type DomainError, invalidInput, tooManyAttempts } from "../../domain-errors";
import { recordAudit } from "../audit";

// PINs of older people (docs/behaviour/06-roles-and-access.md#credentials-and-lockouts). A PIN is refused only for
// being common, never because someone else uses it: that answer would let staff learn another person's PIN. Two
// people answering to one name may therefore share a PIN; PIN login then asks for the full name (pin-match.ts).
// The lockouts of PIN login are kept per (municipality, typed name).

type Named = Pick<UserRow, "firstName" | "lastName" | "username">;
type Actor = { actorId: string; now: Date };

/** The `pin-name` lockout keys of those names, as pin-login writes them. */
export const lockKeysOf = (municipalityId: string, person: Named) =>
  personNames(person).map((name) => `${municipalityId}:${name}`);

/** The PIN to store: the chosen one unless it is a common PIN (400, with the reason), or a generated one that is not. */
export function pickPin(chosen?: string): { pin: string; generated: boolean } {
  if (chosen !== undefined) {
    const weak = weakPinReason(chosen);
    if (weak) throw invalidInput(WEAK_PIN_REASONS[weak]);
    return { pin: chosen, generated: false };
  }
  // Most PINs are not common, so this ends at once; the bound only stops a loop.
  for (let attempt = 0; attempt < 1000; attempt++) {
    const candidate = String(randomInt(0, 10_000)).padStart(4, "0");
    if (!weakPinReason(candidate)) return { pin: candidate, generated: true };
  }
  throw new Error("No se pudo generar un PIN");
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

/**
 * Sets (or generates) the PIN, clears the person's lockouts and ends their sessions. Every attempt counts
 * against the professional's budget of PIN changes (shared/domain/write-limits.ts), and every refusal is
 * audited with its reason, never with the PIN. The body is checked here, not by the route, so a malformed
 * one is audited and counted too.
 */
export async function setUserPin(
  db: Db,
  pins: PinHasher,
  person: UserRow,
  body: unknown,
  actor: Actor,
): Promise<{ pin: string | null }> {
  const refuse = async (error: DomainError, detail: Record<string, unknown>) => {
    await recordAudit(db, {
      municipalityId: person.municipalityId,
      actorId: actor.actorId,
      action: "user.pin.refused",
      subjectUserId: person.id,
      detail,
      now: actor.now,
    });
    return error;
  };
  if (!(await takeAttempt(db, "write-pin", actor.actorId, writePolicy("write-pin"), actor.now))) {
    throw await refuse(tooManyAttempts(WRITE_LIMITS["write-pin"].message), { reason: "too-many" });
  }
  const parsed = setUserPinRequest.safeParse(body);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? USER_ADMIN_MESSAGES.pinChoice;
    throw await refuse(invalidInput(message), { reason: "format", message });
  }
  const chosen = parsed.data.generate ? undefined : parsed.data.pin;
  const weak = chosen === undefined ? null : weakPinReason(chosen);
  if (weak) throw await refuse(invalidInput(WEAK_PIN_REASONS[weak]), { reason: "weak", weakReason: weak });
  const { pin, generated } = pickPin(chosen);
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
