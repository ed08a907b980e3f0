import { MESSAGES } from "@shared/api/auth";
import { METRICS_MESSAGES } from "@shared/api/metrics";
import type { AuditAction } from "@shared/domain/audit-actions";
import type { UserRole } from "@shared/domain/enums";
import { familyLinks, users } from "@shared/schema";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/types";
import { type DomainError, forbidden, notFound } from "../domain-errors";
import type { ReadCache } from "../read-cache";
import { recordAudit } from "../services/audit";
import { decide, type Decision, type Scope } from "./policy";
import type { SessionContext } from "./sessions";

const PENDING_LINK = "La vinculación con esta persona está pendiente de confirmación";

type SubjectCheck = {
  /** The audit entry of an audited read; null for a part of a read already audited, or a write audited by its service. */
  audit: AuditAction | null;
  /** Only people of these roles may be the subject: anyone else is answered 404 (with `message`). */
  about?: { readonly roles: readonly UserRole[]; readonly message?: string };
  /** The 404's text when the subject is out of reach. */
  notFoundMessage?: string;
  /**
   * Where a caller's own row may be read from: a self read (a tablet polling its own reminders) decides on the
   * session alone, so its row comes from the read cache, emptied by every write like the session itself.
   */
  readCache?: ReadCache;
};

type UserRow = typeof users.$inferSelect;

/** The person, scoped by municipality inside the query: another tenant's id simply finds nothing. */
async function findUser(db: Db, auth: SessionContext, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.municipalityId, auth.municipalityId)))
    .limit(1);
  return row;
}

/** The family link between the caller and the subject, whichever of the two is the older person. */
async function linkBetween(db: Db, auth: SessionContext, subject: UserRow) {
  const pair =
    auth.role === "family"
      ? { familyId: auth.userId, elderlyId: subject.id }
      : auth.role === "elderly" && subject.role === "family"
        ? { familyId: subject.id, elderlyId: auth.userId }
        : null;
  if (!pair) return null;
  const [row] = await db
    .select({ status: familyLinks.status })
    .from(familyLinks)
    .where(and(eq(familyLinks.familyUserId, pair.familyId), eq(familyLinks.elderlyUserId, pair.elderlyId)))
    .limit(1);
  return row?.status ?? null;
}

function refusalOf(decision: Exclude<Decision, { kind: "allow" }>, check: SubjectCheck): DomainError {
  switch (decision.kind) {
    case "not-found":
      return notFound(check.notFoundMessage);
    case "private":
      return forbidden(MESSAGES.privateInfo);
    case "forbidden":
      if (decision.reason === "link-pending") return forbidden(PENDING_LINK);
      // Statistics are the one scope a professional may be refused for the person's own choice.
      return forbidden(decision.reason === "no-consent" ? METRICS_MESSAGES.noConsent : MESSAGES.forbidden);
  }
}

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
  check: SubjectCheck,
): Promise<UserRow> {
  const isSelf = subjectId === auth.userId;
  const subject =
    isSelf && check.readCache
      ? await check.readCache.remember(`own-user:${subjectId}`, now, () => findUser(db, auth, subjectId))
      : await findUser(db, auth, subjectId);
  // Oneself needs no link: the policy allows or refuses a self read on the scope alone.
  const link = subject && !isSelf ? await linkBetween(db, auth, subject) : null;
  const decision = decide(
    { id: auth.userId, role: auth.role, municipalityId: auth.municipalityId },
    subject ?? null,
    scope,
    link,
  );
  if (decision.kind !== "allow") throw refusalOf(decision, check);
  if (check.about && !check.about.roles.includes(subject!.role)) throw notFound(check.about.message);
  if (decision.audit && check.audit !== null) {
    await recordAudit(db, {
      municipalityId: auth.municipalityId,
      actorId: auth.userId,
      action: check.audit,
      subjectUserId: subjectId,
      now,
    });
  }
  return subject!;
}
