import { MESSAGES } from "@shared/api/auth";
import type { AuditAction } from "@shared/domain/audit-actions";
import { familyLinks, users } from "@shared/schema";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/types";
import { forbidden, HttpError, notFound } from "../http/errors";
import { recordAudit } from "../services/audit";
import { decide, type Scope } from "./policy";
import type { SessionContext } from "./sessions";

const PENDING_LINK = "La vinculación con esta persona está pendiente de confirmación";

/**
 * Loads the facts about `subjectId`, applies the policy and either returns the person's row
 * or throws the matching answer (404 outside reach, 403 'Información privada' without consent).
 */
export async function authorizeSubject(
  db: Db,
  auth: SessionContext,
  subjectId: string,
  scope: Scope,
  now: Date,
  /** The audit entry of an audited read; null for a part of a read already audited (a record's sections). */
  action: AuditAction | null = "user.view",
) {
  // Scoped by municipality inside the query: another tenant's id simply finds nothing.
  const [subject] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, subjectId), eq(users.municipalityId, auth.municipalityId)))
    .limit(1);
  let link = null;
  if (subject && auth.role === "family") {
    const [row] = await db
      .select({ status: familyLinks.status })
      .from(familyLinks)
      .where(and(eq(familyLinks.familyUserId, auth.userId), eq(familyLinks.elderlyUserId, subjectId)))
      .limit(1);
    link = row?.status ?? null;
  }
  const decision = decide(
    { id: auth.userId, role: auth.role, municipalityId: auth.municipalityId },
    subject ?? null,
    scope,
    link,
  );
  switch (decision.kind) {
    case "not-found":
      throw notFound();
    case "private":
      throw new HttpError(403, MESSAGES.privateInfo);
    case "forbidden":
      throw forbidden(decision.reason === "link-pending" ? PENDING_LINK : MESSAGES.forbidden);
    case "allow":
      if (decision.audit && action !== null) {
        await recordAudit(db, {
          municipalityId: auth.municipalityId,
          actorId: auth.userId,
          action,
          subjectUserId: subjectId,
          now,
        });
      }
      return subject!;
  }
}
