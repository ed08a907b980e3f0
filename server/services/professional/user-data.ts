import { foldAccents } from "@shared/domain/text-fold";
import { localDate } from "@shared/domain/time";
import {
  activities,
  alerts,
  assistantTurns,
  auditLog,
  chatSessions,
  consentEvents,
  familyLinks,
  messages,
  municipalities,
  programActivities,
  programActivityAssignments,
  reminderCompletions,
  reminders,
  type UserRow,
  users,
} from "@shared/schema";
import { and, asc, desc, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/types";
import { recordAudit } from "../audit";
import { revokeTabletsOfRelative } from "../relative-tablets";
import { toAdminProfile } from "./user-records";

// The person's rights over their data: a full copy (export) and erasure.

type Actor = { actorId: string; now: Date };

/** Every row of the person's data, as JSON-ready objects (profile built without hashes). */
export async function exportUserData(db: Db, person: UserRow, scope: Actor & { timezone: string }) {
  const byUser = person.id;
  const [municipality] = await db
    .select({ id: municipalities.id, name: municipalities.name })
    .from(municipalities)
    .where(eq(municipalities.id, person.municipalityId));
  const data = {
    format: "acompana-export/1",
    exportedAt: scope.now.toISOString(),
    municipality: municipality ?? null,
    profile: toAdminProfile(person),
    consentEvents: await db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.userId, byUser))
      .orderBy(asc(consentEvents.createdAt)),
    familyLinks: await db
      .select()
      .from(familyLinks)
      .where(or(eq(familyLinks.elderlyUserId, byUser), eq(familyLinks.familyUserId, byUser)))
      .orderBy(asc(familyLinks.createdAt)),
    reminders: await db
      .select()
      .from(reminders)
      .where(eq(reminders.userId, byUser))
      .orderBy(asc(reminders.createdAt)),
    reminderCompletions: await db
      .select()
      .from(reminderCompletions)
      .where(eq(reminderCompletions.userId, byUser))
      .orderBy(asc(reminderCompletions.completedAt)),
    messagesSent: await db
      .select()
      .from(messages)
      .where(eq(messages.fromUserId, byUser))
      .orderBy(asc(messages.createdAt)),
    messagesReceived: await db
      .select()
      .from(messages)
      .where(eq(messages.toUserId, byUser))
      .orderBy(asc(messages.createdAt)),
    activities: await db
      .select()
      .from(activities)
      .where(eq(activities.userId, byUser))
      .orderBy(asc(activities.createdAt)),
    chatSessions: await db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.userId, byUser))
      .orderBy(asc(chatSessions.createdAt)),
    assistantTurns: await db
      .select()
      .from(assistantTurns)
      .where(eq(assistantTurns.userId, byUser))
      .orderBy(asc(assistantTurns.createdAt)),
    alerts: await db.select().from(alerts).where(eq(alerts.userId, byUser)).orderBy(asc(alerts.createdAt)),
    programActivities: await db
      .select({
        id: programActivities.id,
        title: programActivities.title,
        activityType: programActivities.activityType,
        scheduledDate: programActivities.scheduledDate,
        scheduledTime: programActivities.scheduledTime,
        recurrence: programActivities.recurrence,
      })
      .from(programActivityAssignments)
      .innerJoin(programActivities, eq(programActivities.id, programActivityAssignments.activityId))
      .where(eq(programActivityAssignments.userId, byUser)),
    /** Who read or changed this person's record, and when. */
    accessLog: await db
      .select({
        action: auditLog.action,
        actorId: auditLog.actorId,
        detail: auditLog.detail,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(eq(auditLog.subjectUserId, byUser))
      .orderBy(asc(auditLog.createdAt)),
  };
  await recordAudit(db, {
    municipalityId: person.municipalityId,
    actorId: scope.actorId,
    action: "user.export",
    subjectUserId: person.id,
    now: scope.now,
  });
  const safeName =
    foldAccents(person.username)
      .replace(/[^a-z0-9._-]+/g, "-")
      .slice(0, 60) || "usuario";
  return { data, filename: `acompana-${safeName}-${localDate(scope.now, scope.timezone)}.json` };
}

/**
 * Erases the person: deleting the users row cascades to reminders, completions, messages sent and
 * received, activities, chats, assistant turns, alerts, family links, consent events, programme
 * assignments and sessions. Staff references elsewhere are set to null by the schema. The audit
 * row keeps only ids.
 */
export async function eraseUser(db: Db, person: UserRow, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    // Family accounts that point at the person move to another of their links, or to none.
    const pointing = await tx
      .select({ id: users.id, preferences: users.preferences })
      .from(users)
      .where(
        and(
          eq(users.municipalityId, person.municipalityId),
          eq(users.role, "family"),
          sql`${users.preferences}->>'elderlyUserId' = ${person.id}`,
        ),
      );
    for (const relative of pointing) {
      const [next] = await tx
        .select({ elderlyUserId: familyLinks.elderlyUserId })
        .from(familyLinks)
        .where(and(eq(familyLinks.familyUserId, relative.id), ne(familyLinks.elderlyUserId, person.id)))
        .orderBy(sql`${familyLinks.status} = 'approved' desc`, desc(familyLinks.createdAt))
        .limit(1);
      const { elderlyUserId: _gone, ...rest } = relative.preferences;
      await tx
        .update(users)
        .set({ preferences: next ? { ...rest, elderlyUserId: next.elderlyUserId } : rest })
        .where(eq(users.id, relative.id));
    }
    // A relative's tablets of the people they cared for would otherwise outlive the account (enrolled_by turns null).
    if (person.role === "family") {
      await revokeTabletsOfRelative(tx as Db, {
        relativeId: person.id,
        reason: "relative-erased",
        actorId: actor.actorId,
        now: actor.now,
      });
    }
    await tx.delete(users).where(eq(users.id, person.id));
    await recordAudit(tx as Db, {
      municipalityId: person.municipalityId,
      actorId: actor.actorId,
      action: "user.erase",
      subjectUserId: person.id,
      now: actor.now,
    });
  });
}
