import type { AdminUserProfile, UserProfileChanges, UserRecord } from "@shared/api/user-admin";
import { alerts, auditLog, consentEvents, familyLinks, type UserRow, users } from "@shared/schema";
import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { listNotificationsOf } from "../escalation/notification-records";
import type { Db } from "../../db/types";
import { listUserActivities } from "../activities";
import { getCheckInToday } from "../check-ins";
import { listLowMoodDaysOf } from "../low-mood";
import { recordAudit } from "../audit";
import { listReminders, listTodayReminders } from "../reminders";
import { toUserProfile } from "../user-views";

/** Built field by field on top of the profile of docs/behaviour/03-entities.md, so a hash can never leak. */
export function toAdminProfile(u: UserRow): AdminUserProfile {
  return {
    ...toUserProfile(u),
    status: u.status,
    email: u.email,
    medications: u.medications,
    emergencyContactPhone: u.emergencyContactPhone,
    emergencyContactEmail: u.emergencyContactEmail,
    phone: u.phone,
    address: u.address,
    district: u.district,
    livesAlone: u.livesAlone,
    keyHolderName: u.keyHolderName,
    keyHolderPhone: u.keyHolderPhone,
    gpName: u.gpName,
    healthCentreName: u.healthCentreName,
    healthCentrePhone: u.healthCentrePhone,
    formOfAddress: u.formOfAddress,
    hasPin: u.pinHash !== null,
    lastLoginAt: u.lastLoginAt ? u.lastLoginAt.toISOString() : null,
    createdAt: u.createdAt.toISOString(),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const ref = (id: string | null, first: string | null, last: string | null) =>
  id && first !== null ? { id, name: `${first} ${last ?? ""}`.trim() } : null;

const RECENT_ACTIVITY = 10;
const ALERT_HISTORY = 20;
const ACCESS_LOG = 50;
const CONSENT_HISTORY = 100;
const LINKS = 100;

/** Everything the user detail page shows. The caller has audited the read. */
export async function getUserRecord(
  db: Db,
  person: UserRow,
  scope: { timezone: string; now: Date },
): Promise<UserRecord> {
  const other = alias(users, "other");
  const family = alias(users, "family");
  const reminderScope = { userId: person.id, timezone: scope.timezone, now: scope.now };

  const consents = await db
    .select({ event: consentEvents, first: other.firstName, last: other.lastName })
    .from(consentEvents)
    .leftJoin(other, eq(other.id, consentEvents.changedBy))
    .where(eq(consentEvents.userId, person.id))
    .orderBy(desc(consentEvents.createdAt), desc(consentEvents.id))
    .limit(CONSENT_HISTORY);
  const links = await db
    .select({ link: familyLinks, family, first: other.firstName, last: other.lastName })
    .from(familyLinks)
    .innerJoin(family, eq(family.id, familyLinks.familyUserId))
    .leftJoin(other, eq(other.id, familyLinks.approvedBy))
    .where(eq(familyLinks.elderlyUserId, person.id))
    .orderBy(desc(familyLinks.createdAt))
    .limit(LINKS);
  const alertRows = await db
    .select({ alert: alerts, first: other.firstName, last: other.lastName })
    .from(alerts)
    .leftJoin(other, eq(other.id, alerts.dismissedBy))
    .where(and(eq(alerts.userId, person.id), eq(alerts.municipalityId, person.municipalityId)))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(ALERT_HISTORY);
  const notifications = await listNotificationsOf(
    db,
    alertRows.map((r) => r.alert.id),
  );
  const accessRows = await db
    .select({ entry: auditLog, first: other.firstName, last: other.lastName })
    .from(auditLog)
    .leftJoin(other, eq(other.id, auditLog.actorId))
    .where(and(eq(auditLog.subjectUserId, person.id), eq(auditLog.municipalityId, person.municipalityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(ACCESS_LOG);

  return {
    profile: toAdminProfile(person),
    consentHistory: consents.map(({ event, first, last }) => ({
      id: event.id,
      familyConsent: event.familyConsent,
      personalConsent: event.personalConsent,
      changedBy: ref(event.changedBy, first, last),
      createdAt: event.createdAt.toISOString(),
    })),
    familyLinks: links.map(({ link, family: f, first, last }) => ({
      linkId: link.id,
      status: link.status,
      family: { id: f.id, firstName: f.firstName, lastName: f.lastName, email: f.email },
      approvedBy: ref(link.approvedBy, first, last),
      decidedAt: iso(link.decidedAt),
      createdAt: link.createdAt.toISOString(),
    })),
    reminders: {
      today: await listTodayReminders(db, reminderScope),
      all: await listReminders(db, reminderScope),
    },
    recentActivity: await listUserActivities(db, person.id, RECENT_ACTIVITY),
    alerts: alertRows.map(({ alert, first, last }) => ({
      id: alert.id,
      type: alert.type,
      severity: alert.severity,
      content: alert.content,
      createdAt: alert.createdAt.toISOString(),
      escalatedAt: iso(alert.escalatedAt),
      dismissedAt: iso(alert.dismissedAt),
      dismissedBy: ref(alert.dismissedBy, first, last),
      seenAt: iso(alert.seenAt),
      outcome: alert.outcome,
      outcomeNote: alert.outcomeNote,
      notifications: notifications.get(alert.id) ?? [],
    })),
    lowMoodDays: await listLowMoodDaysOf(db, person, scope),
    checkIn: await getCheckInToday(db, person, scope),
    accessLog: accessRows.map(({ entry, first, last }) => ({
      id: entry.id,
      action: entry.action,
      actorId: entry.actorId,
      actorName: first !== null ? `${first} ${last ?? ""}`.trim() : null,
      detail: entry.detail,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Saves the edited fields; the audit row names the fields that changed, never their values. */
export async function updateUserProfile(
  db: Db,
  person: UserRow,
  changes: UserProfileChanges,
  actor: { actorId: string; now: Date },
): Promise<UserRow> {
  const { hobbies, likes, ...columns } = changes;
  const current = {
    ...person,
    hobbies: person.preferences.hobbies ?? [],
    likes: person.preferences.likes ?? [],
  };
  const changed = (Object.keys(changes) as Array<keyof UserProfileChanges>).filter(
    (field) => changes[field] !== undefined && !sameValue(changes[field], current[field]),
  );
  if (changed.length === 0) return person;

  const set: Partial<typeof users.$inferInsert> = Object.fromEntries(
    Object.entries(columns).filter(([field]) => changed.includes(field as keyof UserProfileChanges)),
  );
  if (hobbies !== undefined || likes !== undefined) {
    set.preferences = {
      ...person.preferences,
      ...(hobbies !== undefined ? { hobbies } : {}),
      ...(likes !== undefined ? { likes } : {}),
    };
  }
  return db.transaction(async (tx) => {
    const [saved] = await tx.update(users).set(set).where(eq(users.id, person.id)).returning();
    await recordAudit(tx as Db, {
      municipalityId: person.municipalityId,
      actorId: actor.actorId,
      action: "user.update",
      subjectUserId: person.id,
      detail: { fields: changed.sort() },
      now: actor.now,
    });
    return saved;
  });
}
