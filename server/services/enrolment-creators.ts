import { familyLinks, users } from "@shared/schema";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/types";

/**
 * Of these (person, code maker) pairs, the ones whose code may still enrol a tablet now: staff codes and the demo's
 * (no maker) always; a relative's only while their link is approved and the person's family consent is on
 * (docs/decisions/0007-device-enrolment.md). Withdrawal deletes a relative's codes, but a code made in the instant
 * the access ended would otherwise slip through.
 */
export async function keepCodesStillAllowed<T extends { userId: string; createdBy: string | null }>(
  tx: Db,
  rows: T[],
): Promise<T[]> {
  const makerIds = [...new Set(rows.map((r) => r.createdBy).filter((id): id is string => id !== null))];
  if (makerIds.length === 0) return rows;
  const relatives = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, makerIds), eq(users.role, "family")));
  if (relatives.length === 0) return rows;
  const cared = await tx
    .select({ familyUserId: familyLinks.familyUserId, elderlyUserId: familyLinks.elderlyUserId })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.elderlyUserId))
    .where(
      and(
        inArray(familyLinks.familyUserId, relatives.map((r) => r.id)),
        eq(familyLinks.status, "approved"),
        eq(users.familyConsent, true),
      ),
    );
  return rows.filter(
    (r) =>
      !relatives.some((rel) => rel.id === r.createdBy) ||
      cared.some((c) => c.familyUserId === r.createdBy && c.elderlyUserId === r.userId),
  );
}
