import { randomInt } from "node:crypto";
import {
  defaultDeviceName,
  ENROLMENT_ALPHABET,
  ENROLMENT_CODE_LENGTH,
  ENROLMENT_CODE_TTL_MS,
  ENROLMENT_FAILURES_PER_ADDRESS,
  isEnrolmentCodeUsable,
} from "@shared/domain/enrolment";
import { MINUTE_MS, type LockoutPolicy } from "@shared/domain/lockout";
import { DEVICE_MESSAGES } from "@shared/api/devices";
import { enrolledDevices, enrolmentCodes, users } from "@shared/schema";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { randomToken, sha256 } from "../auth/hashing";
import { reserveAttempts } from "../auth/lockout-store";
import type { Db } from "../db/types";
import { forbidden, notFound, tooManyAttempts } from "../domain-errors";
import { recordAudit } from "./audit";
import { keepCodesStillAllowed } from "./enrolment-creators";

const ENROL_IP_POLICY: LockoutPolicy = {
  maxFailures: ENROLMENT_FAILURES_PER_ADDRESS,
  lockMs: 15 * MINUTE_MS,
  doubling: false,
  windowMs: 15 * MINUTE_MS,
};

const randomCode = () =>
  Array.from({ length: ENROLMENT_CODE_LENGTH }, () => ENROLMENT_ALPHABET[randomInt(ENROLMENT_ALPHABET.length)]).join(
    "",
  );

type Person = { id: string; firstName: string; municipalityId: string };

/** The device name of the demo's start-up code: with no maker, it is how that code is told from staff's. */
export const DEMO_DEVICE_NAME = "Tableta de demostración";

/**
 * A new one-time code that enrols a browser for these people (one from a record; the demo's start-up code,
 * several). Earlier unused codes of the same people stop working: only the latest code is ever live. The demo's
 * start-up code (`isDemoStartup`) replaces only the previous start's, never a code staff or family made.
 */
export async function createEnrolmentCode(
  db: Db,
  people: Person[],
  opts: { actorId: string | null; deviceName?: string; now: Date; isDemoStartup?: boolean },
) {
  const code = randomCode();
  const expiresAt = new Date(opts.now.getTime() + ENROLMENT_CODE_TTL_MS);
  const deviceName = opts.deviceName ?? defaultDeviceName(people[0]?.firstName ?? "");
  await db.transaction(async (tx) => {
    const ids = people.map((p) => p.id);
    const previousDemo = and(isNull(enrolmentCodes.createdBy), eq(enrolmentCodes.deviceName, DEMO_DEVICE_NAME));
    const replaced = opts.isDemoStartup ? previousDemo : undefined;
    await tx
      .delete(enrolmentCodes)
      .where(and(inArray(enrolmentCodes.userId, ids), isNull(enrolmentCodes.usedAt), replaced));
    await tx.insert(enrolmentCodes).values(
      people.map((p) => ({
        codeHash: sha256(code),
        userId: p.id,
        deviceName: opts.deviceName ?? defaultDeviceName(p.firstName),
        createdBy: opts.actorId,
        createdAt: opts.now,
        expiresAt,
      })),
    );
  });
  for (const p of people) {
    await recordAudit(db, {
      municipalityId: p.municipalityId,
      actorId: opts.actorId,
      action: "device.code",
      subjectUserId: p.id,
      now: opts.now,
    });
  }
  return { code, expiresAt, deviceName };
}

/**
 * Redeems a code for this browser. The server always mints a fresh device token: a token the browser presents is
 * never adopted (someone could have planted it to share the tablet). When the presented token is one this server
 * issued, the tablet's existing people move to the fresh token in the same transaction (a tablet shared by a
 * couple keeps both); an unknown one is ignored. Wrong codes count per address; a locked address is refused before
 * any lookup. Returns the token to set in the cookie and the people now enrolled by it.
 */
export async function redeemEnrolmentCode(
  db: Db,
  input: { code: string; deviceToken: string | undefined; ip: string },
  now: Date,
) {
  // Counted before the lookup, so a burst of parallel guesses gets no more lookups than guesses sent one by one.
  const reservation = await reserveAttempts(db, [{ kind: "enrol-ip", key: input.ip, policy: ENROL_IP_POLICY }], now);
  if (reservation.refusedBy) throw tooManyAttempts(DEVICE_MESSAGES.tooManyCodes);
  const token = randomToken();
  const tokenHash = sha256(token);
  const redeemed = await db.transaction(async (tx) => {
    // Locked rows: two browsers redeeming one code at once cannot both succeed.
    const rows = await tx
      .select({
        id: enrolmentCodes.id,
        userId: enrolmentCodes.userId,
        deviceName: enrolmentCodes.deviceName,
        createdBy: enrolmentCodes.createdBy,
        expiresAt: enrolmentCodes.expiresAt,
        usedAt: enrolmentCodes.usedAt,
      })
      .from(enrolmentCodes)
      .where(eq(enrolmentCodes.codeHash, sha256(input.code)))
      .for("update");
    const usable = rows.filter((row) => isEnrolmentCodeUsable(row, now));
    if (usable.length === 0) return null;
    await tx.update(enrolmentCodes).set({ usedAt: now }).where(inArray(enrolmentCodes.id, usable.map((r) => r.id)));
    const live = await keepCodesStillAllowed(tx as Db, usable);
    const people = await tx
      .select({ id: users.id, firstName: users.firstName, municipalityId: users.municipalityId })
      .from(users)
      .where(and(inArray(users.id, live.map((r) => r.userId)), eq(users.role, "elderly"), eq(users.status, "active")));
    if (people.length === 0) return null;
    // A tablet this server enrolled keeps its people under the new token; any other presented token is ignored.
    if (input.deviceToken) {
      await tx
        .update(enrolledDevices)
        .set({ tokenHash })
        .where(eq(enrolledDevices.tokenHash, sha256(input.deviceToken)));
    }
    for (const person of people) {
      const row = live.find((r) => r.userId === person.id)!;
      await tx
        .insert(enrolledDevices)
        .values({ tokenHash, userId: person.id, name: row.deviceName, enrolledBy: row.createdBy, createdAt: now })
        .onConflictDoNothing();
    }
    return people.map((p) => ({ ...p, codeBy: live.find((r) => r.userId === p.id)!.createdBy }));
  });
  if (!redeemed || redeemed.length === 0) {
    // A wrong secret, not malformed input (that is a 400 before any lookup): refused, and counted.
    throw forbidden(DEVICE_MESSAGES.codeInvalid);
  }
  await reservation.settle(true);
  // The enrolment is on behalf of whoever made the code: that is who answers for it in the record.
  for (const person of redeemed) {
    await recordAudit(db, {
      municipalityId: person.municipalityId,
      actorId: person.codeBy,
      action: "device.enrol",
      subjectUserId: person.id,
      now,
    });
  }
  return { token, people: await listDevicePeople(db, token) };
}

/** The active older people a device token is enrolled for (none for an unknown or absent token). */
export async function listDevicePeople(db: Db, token: string | undefined) {
  if (!token) return [];
  return db
    .select({ deviceId: enrolledDevices.id, userId: users.id, firstName: users.firstName })
    .from(enrolledDevices)
    .innerJoin(users, eq(users.id, enrolledDevices.userId))
    .where(and(eq(enrolledDevices.tokenHash, sha256(token)), eq(users.status, "active")))
    .orderBy(users.firstName);
}

export async function markDeviceUsed(db: Db, deviceId: string, now: Date) {
  await db.update(enrolledDevices).set({ lastUsedAt: now }).where(eq(enrolledDevices.id, deviceId));
}

/** The person's enrolled devices, newest first, for their record. */
export async function listEnrolledDevices(db: Db, personId: string) {
  const rows = await db
    .select({
      id: enrolledDevices.id,
      name: enrolledDevices.name,
      createdAt: enrolledDevices.createdAt,
      lastUsedAt: enrolledDevices.lastUsedAt,
      byFirst: users.firstName,
      byLast: users.lastName,
    })
    .from(enrolledDevices)
    .leftJoin(users, eq(users.id, enrolledDevices.enrolledBy))
    .where(eq(enrolledDevices.userId, personId))
    .orderBy(desc(enrolledDevices.createdAt));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    enrolledAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    enrolledBy: r.byFirst ? `${r.byFirst} ${r.byLast ?? ""}`.trim() : null,
  }));
}

/**
 * Revokes one device of the person: its row goes, and with it (foreign key) every session opened from it.
 * Another person's device id reads as missing.
 */
export async function revokeDevice(
  db: Db,
  person: { id: string; municipalityId: string },
  deviceId: string,
  opts: { actorId: string; now: Date },
): Promise<void> {
  const gone = await db
    .delete(enrolledDevices)
    .where(and(eq(enrolledDevices.id, deviceId), eq(enrolledDevices.userId, person.id)))
    .returning({ id: enrolledDevices.id });
  // Another person's tablet reads like one that does not exist (or was revoked meanwhile).
  if (gone.length === 0) throw notFound();
  await recordAudit(db, {
    municipalityId: person.municipalityId,
    actorId: opts.actorId,
    action: "device.revoke",
    subjectUserId: person.id,
    now: opts.now,
  });
}
