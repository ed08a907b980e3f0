import { MESSAGES } from "@shared/api/auth";
import { PIN_NAME_AMBIGUOUS } from "@shared/api/messages";
import { DEVICE_MESSAGES, DEVICE_NOT_ENROLLED } from "@shared/api/devices";
import { PIN_IP_POLICY, PIN_NAME_POLICY } from "@shared/domain/lockout";
import { normalizeName } from "@shared/domain/names";
import { users } from "@shared/schema";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { PinHasher } from "../auth/hashing";
import { clearFailures, reserveAttempts } from "../auth/lockout-store";
import { sqlFoldText } from "../db/sql-fold";
import type { Db } from "../db/types";
import { decidePinMatch } from "./pin-match";
import { raiseAlert } from "./raise-alert";
import { accountLocked, conflict, forbidden, invalidInput, tooManyAttempts, unauthenticated } from "../domain-errors";
import { recordActivity } from "./activity-log";
import { listDevicePeople, markDeviceUsed } from "./devices";
import { findMunicipality } from "./municipalities";

// A real hash to verify against when no one matches, so timing does not reveal whether a name exists. One per
// hasher, so it costs what that hasher's real hashes cost.
const decoyHashes = new WeakMap<PinHasher, Promise<string>>();

type PinLoginInput = {
  username: string;
  pin: string;
  municipalityId: string;
  ip: string;
  /** The browser's device cookie, if any: only the people it is enrolled for can log in with a PIN. */
  deviceToken: string | undefined;
};

const notEnrolled = (message: string) => forbidden(message, DEVICE_NOT_ENROLLED);

/**
 * Elderly login by typed name + PIN inside a municipality, only from a browser enrolled for that person,
 * with the lockouts of docs/behaviour/06-roles-and-access.md#credentials-and-lockouts. From any other
 * browser no PIN is checked and nothing is counted: a PIN cannot be sprayed across names, whatever address the requests
 * come from.
 */
export async function loginWithPin(db: Db, pins: PinHasher, input: PinLoginInput, now: Date) {
  if (!(await findMunicipality(db, input.municipalityId))) throw invalidInput(MESSAGES.noMunicipality);
  const device = await listDevicePeople(db, input.deviceToken);
  if (device.length === 0) throw notEnrolled(DEVICE_MESSAGES.notEnrolled);
  const name = normalizeName(input.username);
  const nameKey = `${input.municipalityId}:${name}`;

  const candidates = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.municipalityId, input.municipalityId),
        eq(users.role, "elderly"),
        eq(users.status, "active"),
        inArray(users.id, device.map((d) => d.userId)),
        // personNames' rule in SQL (as in professional/pins.ts): first name, full name or username.
        sql`(${sqlFoldText(sql`${users.firstName}`)} = ${name}
          or ${sqlFoldText(sql`${users.firstName} || ' ' || ${users.lastName}`)} = ${name}
          or ${sqlFoldText(sql`${users.username}`)} = ${name})`,
      ),
    )
    .limit(20);
  // The device's holder knows whom it serves: a name outside them is told so, and nothing is counted.
  if (candidates.length === 0) throw notEnrolled(DEVICE_MESSAGES.notEnrolledForPerson);

  // Counted before any PIN is checked, under row locks (per address, per typed name, per person), so a burst of
  // parallel guesses gets no more checks than guesses sent one by one. A person answers to several names (first
  // name, full name, username), so the lock is kept per person too: a locked person's PIN is not checked (nor
  // counted again), whichever of their names is typed.
  const reservation = await reserveAttempts(
    db,
    [
      { kind: "pin-ip", key: input.ip, policy: PIN_IP_POLICY },
      { kind: "pin-name", key: nameKey, policy: PIN_NAME_POLICY },
      ...candidates.map((c) => ({
        kind: "pin-user" as const,
        key: c.id,
        policy: PIN_NAME_POLICY,
        isSkippedWhenLocked: true,
      })),
    ],
    now,
  );
  if (reservation.refusedBy)
    throw reservation.refusedBy.kind === "pin-ip"
      ? tooManyAttempts(MESSAGES.tooManyFromHere)
      : accountLocked(MESSAGES.locked);
  const [byIp, byName, ...byPerson] = reservation.outcomes;

  const matched: typeof candidates = [];
  for (const [i, candidate] of candidates.entries()) {
    if (byPerson[i].wasLocked) continue;
    if (candidate.pinHash && (await pins.verifyPin(input.pin, candidate.pinHash))) matched.push(candidate);
  }
  if (byPerson.every((p) => p.wasLocked)) {
    // Same work when only a locked person answers, so timing reveals nothing.
    let decoyHash = decoyHashes.get(pins);
    if (!decoyHash) {
      decoyHash = pins.hashPin("0000");
      decoyHashes.set(pins, decoyHash);
    }
    await pins.verifyPin(input.pin, await decoyHash);
  }

  // Namesakes may share a PIN: when it fits more than one, no one is signed in and nothing is counted.
  const decision = decidePinMatch(matched);
  if (decision.kind === "ambiguous") {
    await reservation.settle(true);
    throw conflict(MESSAGES.pinNameAmbiguous, PIN_NAME_AMBIGUOUS);
  }
  const match = decision.kind === "one" ? decision.person : undefined;
  if (!match) {
    // One alert per lock, raised by the one reservation that started it: a person who just got locked, or a name
    // (possibly unknown) that locks while none of its people already is (that lock raised its own alert).
    const newlyLocked = candidates.filter((_, i) => byPerson[i].justLocked);
    const alertFor =
      newlyLocked.length > 0
        ? newlyLocked
        : byName.justLocked && !byPerson.some((p) => p.wasLocked)
          ? [candidates.length === 1 ? candidates[0] : null]
          : [];
    for (const person of alertFor) {
      await raiseAlert(db, {
        municipalityId: input.municipalityId,
        userId: person?.id ?? null,
        now,
        reason: { kind: "pin-lockout", person, attempts: PIN_NAME_POLICY.maxFailures, typedName: input.username },
      });
    }
    // The answer follows the typed name and the address only, so it never tells a known name
    // from an unknown one (a locked person's other names answer like any wrong PIN).
    if (byName.justLocked) throw accountLocked(MESSAGES.locked);
    if (byIp.isLockedNow) throw tooManyAttempts(MESSAGES.tooManyFromHere);
    throw unauthenticated(MESSAGES.pinWrong);
  }

  await reservation.settle(true);
  const deviceId = device.find((d) => d.userId === match.id)!.deviceId;
  await markDeviceUsed(db, deviceId, now);
  await clearFailures(db, "pin-name", nameKey);
  await clearFailures(db, "pin-user", match.id);
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, match.id));
  await recordActivity(db, {
    userId: match.id,
    municipalityId: match.municipalityId,
    activityType: "login",
    description: "Inicio de sesión",
    now,
  });
  return { user: match, deviceId };
}
