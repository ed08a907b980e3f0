import type { RemovedTablets } from "@shared/api/elderly";
import { familyLinks, users } from "@shared/schema";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/types";
import { notFound } from "../domain-errors";
import { recordAudit } from "./audit";
import { revokeRelativeTablets } from "./relative-tablets";

type Link = { id: string; familyUserId: string; elderlyUserId: string };

/** A relative whose dashboard shows the person moves to another of their links, or to none. */
export async function repointRelative(tx: Db, link: Omit<Link, "id">): Promise<void> {
  const [relative] = await tx
    .select({ preferences: users.preferences })
    .from(users)
    .where(eq(users.id, link.familyUserId))
    .limit(1);
  if (!relative || relative.preferences.elderlyUserId !== link.elderlyUserId) return;
  const [next] = await tx
    .select({ elderlyUserId: familyLinks.elderlyUserId })
    .from(familyLinks)
    .where(and(eq(familyLinks.familyUserId, link.familyUserId), ne(familyLinks.elderlyUserId, link.elderlyUserId)))
    .orderBy(sql`${familyLinks.status} = 'approved' desc`, desc(familyLinks.createdAt))
    .limit(1);
  const { elderlyUserId: _gone, ...rest } = relative.preferences;
  await tx
    .update(users)
    .set({ preferences: next ? { ...rest, elderlyUserId: next.elderlyUserId } : rest })
    .where(eq(users.id, link.familyUserId));
}

/**
 * Ends a family link (the person, their staff or the relative): the row goes, and in the same transaction the
 * tablets that relative enrolled for the person, their sessions and the relative's unused codes for the person
 * (docs/decisions/0007-device-enrolment.md). The relative may ask again later; the person decides again.
 */
export async function removeFamilyLink(
  db: Db,
  link: Link,
  input: { actorId: string; municipalityId: string; now: Date },
): Promise<RemovedTablets> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(familyLinks)
      .where(eq(familyLinks.id, link.id))
      .returning({ id: familyLinks.id, status: familyLinks.status });
    // Removed meanwhile by someone else: like a link that does not exist.
    if (!gone) throw notFound();
    await repointRelative(tx as Db, link);
    const removed = await revokeRelativeTablets(tx as Db, {
      person: { id: link.elderlyUserId, municipalityId: input.municipalityId },
      relativeIds: [link.familyUserId],
      reason: "link-removed",
      actorId: input.actorId,
      now: input.now,
    });
    await recordAudit(tx as Db, {
      municipalityId: input.municipalityId,
      actorId: input.actorId,
      action: "family-link.removed",
      subjectUserId: link.elderlyUserId,
      detail: { linkId: link.id, familyUserId: link.familyUserId, status: gone.status },
      now: input.now,
    });
    return removed;
  });
}

/** The caller's own link to the person, for a relative who stops accompanying them. */
export async function findOwnLink(db: Db, familyUserId: string, elderlyUserId: string): Promise<Link> {
  const [link] = await db
    .select({ id: familyLinks.id, familyUserId: familyLinks.familyUserId, elderlyUserId: familyLinks.elderlyUserId })
    .from(familyLinks)
    .where(and(eq(familyLinks.familyUserId, familyUserId), eq(familyLinks.elderlyUserId, elderlyUserId)))
    .limit(1);
  if (!link) throw notFound();
  return link;
}
