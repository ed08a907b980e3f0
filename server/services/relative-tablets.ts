import { enrolledDevices, enrolmentCodes, users } from "@shared/schema";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../db/types";
import { recordAudit } from "./audit";

/** Why a relative's tablets of the person were taken away (kept in the audit row). */
export type RelativeAccessEnd = "consent-withdrawn" | "link-removed" | "relative-erased";

export type RemovedTablets = { relativeFirstName: string; devices: number };

/**
 * Ends what relatives set up on the person's behalf when their access to the person ends
 * (docs/decisions/0007-device-enrolment.md): the tablets they enrolled for the person go, and with them, by foreign
 * key, every session opened on them (a relative's own browser may hold one as the person); their unused codes for
 * the person go too. Tablets staff enrolled stay. Run it inside the transaction that ends the access, so no moment
 * exists where the access is gone and the tablet still works.
 *
 * `relativeIds` limits it to those relatives (a link removed); without it, every family account (consent
 * withdrawn: no relative may see the person any more). Returns, per relative with a tablet removed, their first
 * name and how many, for the person's screen.
 */
export async function revokeRelativeTablets(
  tx: Db,
  input: {
    person: { id: string; municipalityId: string };
    relativeIds?: string[];
    reason: RelativeAccessEnd;
    actorId: string | null;
    now: Date;
  },
): Promise<RemovedTablets[]> {
  const byRelative = (column: typeof enrolledDevices.enrolledBy | typeof enrolmentCodes.createdBy) =>
    input.relativeIds
      ? inArray(column, input.relativeIds)
      : inArray(column, tx.select({ id: users.id }).from(users).where(eq(users.role, "family")));
  // Codes first: a redemption in flight holds their rows, so this waits for it and then sees its tablet below.
  const codes = await tx
    .delete(enrolmentCodes)
    .where(
      and(eq(enrolmentCodes.userId, input.person.id), isNull(enrolmentCodes.usedAt), byRelative(enrolmentCodes.createdBy)),
    )
    .returning({ by: enrolmentCodes.createdBy });
  const devices = await tx
    .delete(enrolledDevices)
    .where(and(eq(enrolledDevices.userId, input.person.id), byRelative(enrolledDevices.enrolledBy)))
    .returning({ by: enrolledDevices.enrolledBy });
  const relativeIds = [...new Set([...codes, ...devices].map((r) => r.by!))];
  if (relativeIds.length === 0) return [];
  const names = await tx
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(inArray(users.id, relativeIds));
  const removed: RemovedTablets[] = [];
  for (const relativeId of relativeIds) {
    const deviceCount = devices.filter((d) => d.by === relativeId).length;
    const codeCount = codes.filter((c) => c.by === relativeId).length;
    // Ids and counts only: the audit row outlives an erased account.
    await recordAudit(tx, {
      municipalityId: input.person.municipalityId,
      actorId: input.actorId,
      action: "device.revoke-relative",
      subjectUserId: input.person.id,
      detail: { familyUserId: relativeId, reason: input.reason, devices: deviceCount, codes: codeCount },
      now: input.now,
    });
    const firstName = names.find((n) => n.id === relativeId)?.firstName;
    if (deviceCount > 0 && firstName) removed.push({ relativeFirstName: firstName, devices: deviceCount });
  }
  return removed;
}

/** Every person this relative enrolled a tablet or made an unused code for loses them (the account is going). */
export async function revokeTabletsOfRelative(
  tx: Db,
  input: { relativeId: string; reason: RelativeAccessEnd; actorId: string | null; now: Date },
): Promise<void> {
  const people = await tx
    .selectDistinct({ id: users.id, municipalityId: users.municipalityId })
    .from(users)
    .where(
      or(
        inArray(users.id, tx.select({ id: enrolledDevices.userId }).from(enrolledDevices).where(eq(enrolledDevices.enrolledBy, input.relativeId))),
        inArray(
          users.id,
          tx
            .select({ id: enrolmentCodes.userId })
            .from(enrolmentCodes)
            .where(and(eq(enrolmentCodes.createdBy, input.relativeId), isNull(enrolmentCodes.usedAt))),
        ),
      ),
    );
  for (const person of people) {
    await revokeRelativeTablets(tx, { person, relativeIds: [input.relativeId], ...input });
  }
}
