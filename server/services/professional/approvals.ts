import { type ApprovalsResponse, USER_ADMIN_MESSAGES } from "@shared/api/user-admin";
import { familyLinks, users } from "@shared/schema";
import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/types";
import { conflict } from "../../domain-errors";
import { recordAudit } from "../audit";

// What waits for a professional's answer: colleagues who registered, family link requests.

const LIST_CAP = 200;

/** Pending professionals and pending family links of the municipality, oldest first. */
export async function listApprovals(db: Db, municipalityId: string): Promise<ApprovalsResponse> {
  const professionals = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(
      and(
        eq(users.municipalityId, municipalityId),
        eq(users.role, "professional"),
        eq(users.status, "pending"),
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(LIST_CAP);
  const family = alias(users, "family");
  const elderly = alias(users, "elderly");
  const links = await db
    .select({ link: familyLinks, family, elderly })
    .from(familyLinks)
    .innerJoin(family, eq(family.id, familyLinks.familyUserId))
    .innerJoin(elderly, eq(elderly.id, familyLinks.elderlyUserId))
    .where(and(eq(familyLinks.municipalityId, municipalityId), eq(familyLinks.status, "pending")))
    .orderBy(asc(familyLinks.createdAt), asc(familyLinks.id))
    .limit(LIST_CAP);
  return {
    professionals: professionals.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    familyLinks: links.map(({ link, family: f, elderly: e }) => ({
      linkId: link.id,
      family: { id: f.id, firstName: f.firstName, lastName: f.lastName, email: f.email },
      elderly: { id: e.id, firstName: e.firstName, lastName: e.lastName },
      createdAt: link.createdAt.toISOString(),
    })),
  };
}

/** Approve (active) or reject (disabled) a colleague's pending account; 409 once it was answered. */
export async function decideProfessional(
  db: Db,
  candidate: { id: string },
  input: { decision: "approve" | "reject"; municipalityId: string; actorId: string; now: Date },
): Promise<{ id: string; status: "active" | "disabled" }> {
  const userId = candidate.id;
  const inMunicipality = and(
    eq(users.id, userId),
    eq(users.municipalityId, input.municipalityId),
    eq(users.role, "professional"),
  );
  const status = input.decision === "approve" ? "active" : "disabled";
  return db.transaction(async (tx) => {
    // Only a pending account changes, so two colleagues answering at once cannot both win.
    const [decided] = await tx
      .update(users)
      .set({ status })
      .where(and(inMunicipality, eq(users.status, "pending")))
      .returning({ id: users.id });
    if (!decided) throw conflict(USER_ADMIN_MESSAGES.alreadyDecided);
    await recordAudit(tx as Db, {
      municipalityId: input.municipalityId,
      actorId: input.actorId,
      action: `professional.${input.decision}` as const,
      subjectUserId: userId,
      now: input.now,
    });
    return { id: decided.id, status };
  });
}
