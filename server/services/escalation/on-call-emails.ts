import type { OnCallSettings } from "@shared/api/on-call";
import { fullName } from "@shared/domain/names";
import { auditLog, municipalities, users } from "@shared/schema";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/types";
import { recordAudit } from "../audit";

// A municipality's on-call addresses (docs/behaviour/13-later-additions.md#alert-escalation). Always the caller's
// own municipality: the route passes the session's, never one from the request.

const CHANGES_SHOWN = 10;
type Scope = { municipalityId: string; actorId: string; now: Date };

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

export async function getOnCallSettings(db: Db, municipalityId: string): Promise<OnCallSettings> {
  const [row] = await db
    .select({ emails: municipalities.onCallEmails })
    .from(municipalities)
    .where(eq(municipalities.id, municipalityId))
    .limit(1);
  const changes = await db
    .select({ entry: auditLog, firstName: users.firstName, lastName: users.lastName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.municipalityId, municipalityId), eq(auditLog.action, "municipality.on-call.update")))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(CHANGES_SHOWN);
  return {
    emails: row?.emails ?? [],
    changes: changes.map(({ entry, firstName, lastName }) => ({
      at: entry.createdAt.toISOString(),
      actorName: firstName !== null ? fullName({ firstName, lastName }) : "Cuenta borrada",
      before: asList(entry.detail.before),
      after: asList(entry.detail.after),
    })),
  };
}

/** Replaces the list; the audit row keeps the old and the new list. Saving the same list writes nothing. */
export async function setOnCallEmails(db: Db, emails: string[], scope: Scope): Promise<OnCallSettings> {
  await db.transaction(async (tx) => {
    // Row lock: two staff saving at once each record the list they really replaced.
    const [row] = await tx
      .select({ emails: municipalities.onCallEmails })
      .from(municipalities)
      .where(eq(municipalities.id, scope.municipalityId))
      .for("update");
    const before = row?.emails ?? [];
    if (before.length === emails.length && before.every((email, i) => email === emails[i])) return;
    await tx.update(municipalities).set({ onCallEmails: emails }).where(eq(municipalities.id, scope.municipalityId));
    await recordAudit(tx as Db, {
      municipalityId: scope.municipalityId,
      actorId: scope.actorId,
      action: "municipality.on-call.update",
      detail: { before, after: emails },
      now: scope.now,
    });
  });
  return getOnCallSettings(db, scope.municipalityId);
}
