import {
  type FamilyLinks,
  MAX_FAMILY_LINKS,
  type Relative,
} from "@shared/api/elderly";
import { familyLinks, users } from "@shared/schema";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/types";
import { conflict } from "../domain-errors";
import { recordAudit } from "./audit";
import { findNamedElderly, isUniqueViolation } from "./registration";

/** Family members linked to an elderly person, approved and awaiting the person's answer. */
export async function listFamilyLinks(db: Db, elderlyUserId: string): Promise<FamilyLinks> {
  const rows = await db
    .select({
      linkId: familyLinks.id,
      status: familyLinks.status,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.familyUserId))
    .where(and(eq(familyLinks.elderlyUserId, elderlyUserId), eq(users.status, "active")))
    .orderBy(familyLinks.createdAt);
  const pick = ({ linkId, userId, firstName, lastName }: (typeof rows)[number]) => ({
    linkId,
    userId,
    firstName,
    lastName,
  });
  return {
    approved: rows.filter((r) => r.status === "approved").map(pick),
    pending: rows.filter((r) => r.status === "pending").map(pick),
  };
}

/** The approved link between a family member and an elderly person, if any. */
export async function approvedLink(db: Db, familyUserId: string, elderlyUserId: string) {
  const [row] = await db
    .select({ id: familyLinks.id })
    .from(familyLinks)
    .where(
      and(
        eq(familyLinks.familyUserId, familyUserId),
        eq(familyLinks.elderlyUserId, elderlyUserId),
        eq(familyLinks.status, "approved"),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The person (or staff) answers a pending link request, already found by the endpoint's access. Only a pending
 * link changes, inside the update itself, so two answers at once cannot both win.
 */
export async function decideFamilyLink(
  db: Db,
  link: typeof familyLinks.$inferSelect,
  input: { decision: "approve" | "reject"; actorId: string; municipalityId: string; now: Date },
) {
  const status = input.decision === "approve" ? ("approved" as const) : ("rejected" as const);
  const [decided] = await db
    .update(familyLinks)
    .set({ status, approvedBy: input.actorId, decidedAt: input.now })
    .where(and(eq(familyLinks.id, link.id), eq(familyLinks.status, "pending")))
    .returning({ id: familyLinks.id });
  if (!decided) throw conflict("Esta solicitud ya fue respondida");
  await recordAudit(db, {
    municipalityId: input.municipalityId,
    actorId: input.actorId,
    action: `family-link.${status}` as const,
    subjectUserId: link.elderlyUserId,
    detail: { linkId: link.id, familyUserId: link.familyUserId },
    now: input.now,
  });
  return { ...link, status };
}

/** Every person a family member is linked to (any status), with what they may see. */
export async function listRelatives(db: Db, familyUserId: string): Promise<Relative[]> {
  const rows = await db
    .select({
      linkId: familyLinks.id,
      status: familyLinks.status,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      familyConsent: users.familyConsent,
      lastActivity: users.lastActivity,
    })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.elderlyUserId))
    .where(and(eq(familyLinks.familyUserId, familyUserId), eq(users.status, "active")))
    .orderBy(familyLinks.createdAt);
  return rows
    .filter((r) => r.status !== "rejected")
    .map((r) => {
      const canSeeActivity = r.status === "approved" && r.familyConsent === true;
      return {
        linkId: r.linkId,
        status: r.status,
        elderly: { id: r.id, firstName: r.firstName, lastName: r.lastName },
        canSeeActivity,
        lastActivity: canSeeActivity && r.lastActivity ? r.lastActivity.toISOString() : null,
      };
    });
}

/**
 * A family member asks to accompany one more person of their municipality (named as in the registration).
 * The link waits, like a registration's, for the person's 'Sí' (who sees who asks) or a professional's approval.
 * Nothing is returned: an unknown name, an existing link or a full list must look like a sent request.
 */
export async function requestFamilyLink(
  db: Db,
  input: { familyUserId: string; municipalityId: string; elderlyUserName: string; now: Date },
): Promise<void> {
  const elderly = await findNamedElderly(db, input.municipalityId, input.elderlyUserName);
  if (!elderly) return;
  const existing = await db
    .select({ elderlyUserId: familyLinks.elderlyUserId })
    .from(familyLinks)
    .where(eq(familyLinks.familyUserId, input.familyUserId));
  if (existing.some((l) => l.elderlyUserId === elderly.id) || existing.length >= MAX_FAMILY_LINKS) return;
  try {
    const [link] = await db
      .insert(familyLinks)
      .values({
        municipalityId: input.municipalityId,
        familyUserId: input.familyUserId,
        elderlyUserId: elderly.id,
        status: "pending",
        createdAt: input.now,
      })
      .returning();
    await recordAudit(db, {
      municipalityId: input.municipalityId,
      actorId: input.familyUserId,
      action: "family-link.request",
      subjectUserId: elderly.id,
      detail: { linkId: link.id },
      now: input.now,
    });
  } catch (err) {
    // The same request sent twice at once: the pair is unique, and the first one stands.
    if (!isUniqueViolation(err)) throw err;
  }
}
