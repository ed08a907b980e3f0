import { foldAccents } from "@shared/domain/text-fold";
import { localDate } from "@shared/domain/time";
import {
  activities,
  alertNotifications,
  alerts,
  assistantTurns,
  auditLog,
  chatSessions,
  checkInPlans,
  checkIns,
  consentEvents,
  enrolledDevices,
  enrolmentCodes,
  familyAlertDeliveries,
  familyLinks,
  followUpCalls,
  followUpPlans,
  loginAttempts,
  lowMoodDays,
  messages,
  municipalities,
  noticeRecipients,
  notices,
  programActivities,
  programActivityAssignments,
  pushSubscriptions,
  reminderCompletions,
  reminders,
  safetyChecks,
  sessions,
  type UserRow,
} from "@shared/schema";
import { and, asc, eq, isNull, ne, or } from "drizzle-orm";
import { exportSecondFactorRows } from "../second-factor/export-rows";
import type { Db } from "../../db/types";
import { recordAudit } from "../audit";
import { personLockoutRows } from "./person-lockouts";
import { toAdminProfile } from "./user-records";

// The person's right of access and portability: a full copy of what is held about them
// (docs/behaviour/06-roles-and-access.md). Secrets (hashes of passwords, PINs, session and device tokens,
// enrolment codes) are never part of it. Erasure: user-data.ts.

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
    notices: await db
      .select({
        id: notices.id,
        title: notices.title,
        body: notices.body,
        sentAt: notices.createdAt,
        shownAt: noticeRecipients.shownAt,
        confirmedAt: noticeRecipients.confirmedAt,
      })
      .from(noticeRecipients)
      .innerJoin(notices, eq(notices.id, noticeRecipients.noticeId))
      .where(eq(noticeRecipients.userId, byUser))
      .orderBy(asc(notices.createdAt)),
    /** Tablets enrolled for PIN login (never the device token's hash) and the codes made for them. */
    enrolledDevices: await db
      .select({
        id: enrolledDevices.id,
        name: enrolledDevices.name,
        enrolledBy: enrolledDevices.enrolledBy,
        createdAt: enrolledDevices.createdAt,
        lastUsedAt: enrolledDevices.lastUsedAt,
      })
      .from(enrolledDevices)
      .where(eq(enrolledDevices.userId, byUser))
      .orderBy(asc(enrolledDevices.createdAt)),
    enrolmentCodes: await db
      .select({
        id: enrolmentCodes.id,
        deviceName: enrolmentCodes.deviceName,
        createdBy: enrolmentCodes.createdBy,
        createdAt: enrolmentCodes.createdAt,
        expiresAt: enrolmentCodes.expiresAt,
        usedAt: enrolmentCodes.usedAt,
      })
      .from(enrolmentCodes)
      .where(eq(enrolmentCodes.userId, byUser))
      .orderBy(asc(enrolmentCodes.createdAt)),
    /** Sessions open now: when, from which browser and tablet (never the session token's hash). */
    sessions: await db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userAgent: sessions.userAgent,
        deviceId: sessions.deviceId,
      })
      .from(sessions)
      .where(eq(sessions.userId, byUser))
      .orderBy(asc(sessions.createdAt)),
    ...(await exportSecondFactorRows(db, byUser)),
    /** E-mails sent about the person's alerts: to whom, and how each delivery went. */
    alertNotifications: await db
      .select({
        id: alertNotifications.id,
        alertId: alertNotifications.alertId,
        recipientKind: alertNotifications.recipientKind,
        address: alertNotifications.address,
        status: alertNotifications.status,
        attempts: alertNotifications.attempts,
        lastError: alertNotifications.lastError,
        createdAt: alertNotifications.createdAt,
        nextAttemptAt: alertNotifications.nextAttemptAt,
        deliveredAt: alertNotifications.deliveredAt,
      })
      .from(alertNotifications)
      .innerJoin(alerts, eq(alerts.id, alertNotifications.alertId))
      .where(eq(alerts.userId, byUser))
      .orderBy(asc(alertNotifications.createdAt)),
    pushSubscriptions: await db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        createdAt: pushSubscriptions.createdAt,
        lastSuccessAt: pushSubscriptions.lastSuccessAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.familyUserId, byUser))
      .orderBy(asc(pushSubscriptions.createdAt)),
    familyAlertDeliveries: await db
      .select({
        id: familyAlertDeliveries.id,
        alertId: familyAlertDeliveries.alertId,
        familyUserId: familyAlertDeliveries.familyUserId,
        channel: familyAlertDeliveries.channel,
        status: familyAlertDeliveries.status,
        error: familyAlertDeliveries.error,
        createdAt: familyAlertDeliveries.createdAt,
        finishedAt: familyAlertDeliveries.finishedAt,
      })
      .from(familyAlertDeliveries)
      .innerJoin(alerts, eq(alerts.id, familyAlertDeliveries.alertId))
      .where(or(eq(familyAlertDeliveries.familyUserId, byUser), eq(alerts.userId, byUser)))
      .orderBy(asc(familyAlertDeliveries.createdAt)),
    /** Failed sign-ins and write budgets counted under the person's names, e-mail or id. */
    lockouts: await db
      .select({
        kind: loginAttempts.kind,
        key: loginAttempts.key,
        failures: loginAttempts.failures,
        lockCount: loginAttempts.lockCount,
        windowStartedAt: loginAttempts.windowStartedAt,
        lockedUntil: loginAttempts.lockedUntil,
        updatedAt: loginAttempts.updatedAt,
      })
      .from(loginAttempts)
      .where(personLockoutRows(person))
      .orderBy(asc(loginAttempts.updatedAt)),
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
    lowMoodDays: await db
      .select({
        day: lowMoodDays.day,
        label: lowMoodDays.label,
        sessions: lowMoodDays.sessions,
        updatedAt: lowMoodDays.updatedAt,
      })
      .from(lowMoodDays)
      .where(eq(lowMoodDays.userId, byUser))
      .orderBy(asc(lowMoodDays.day), asc(lowMoodDays.label)),
    safetyChecks: await db
      .select()
      .from(safetyChecks)
      .where(eq(safetyChecks.userId, byUser))
      .orderBy(asc(safetyChecks.createdAt)),
    followUpPlan: await db.select().from(followUpPlans).where(eq(followUpPlans.userId, byUser)),
    followUpCalls: await db
      .select()
      .from(followUpCalls)
      .where(eq(followUpCalls.userId, byUser))
      .orderBy(asc(followUpCalls.createdAt)),
    checkInPlan: await db.select().from(checkInPlans).where(eq(checkInPlans.userId, byUser)),
    checkIns: await db.select().from(checkIns).where(eq(checkIns.userId, byUser)).orderBy(asc(checkIns.localDate)),
    /** What the person did that the audit log keeps (requests, registrations, undone completions...). */
    ownActions: await db
      .select({
        action: auditLog.action,
        subjectUserId: auditLog.subjectUserId,
        detail: auditLog.detail,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, byUser), or(isNull(auditLog.subjectUserId), ne(auditLog.subjectUserId, byUser))))
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

