import type { AlertItem, Appointment, DashboardSummary, UserCard, UserPage } from "@shared/api/professional";
import { isUrgentAlert, responseDeadlines } from "@shared/domain/alert-clock";
import { fullName } from "@shared/domain/names";
import { ACTIVE_WINDOW_MS, ALERT_AFTER_MS, type StatusFilter } from "@shared/domain/status";
import { foldAccents } from "@shared/domain/text-fold";
import { localDate, weekBounds } from "@shared/domain/time";
import {
  alerts,
  familyLinks,
  municipalities,
  municipalityPeopleDays,
  programActivities,
  reminders,
  users,
} from "@shared/schema";
import { and, asc, between, count, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { listNotificationsOf } from "../escalation/notification-records";
import { alertContactColumns } from "./alert-contact";
import { sqlFoldAccents } from "../../db/sql-fold";
import { latestLowMoodDaySql } from "../low-mood";
import type { Db } from "../../db/types";
import { notFound } from "../../domain-errors";

type Scope = { municipalityId: string; now: Date; timezone: string };

const elderlyOf = (municipalityId: string) =>
  and(eq(users.municipalityId, municipalityId), eq(users.role, "elderly"), eq(users.status, "active"));

/** The status rules of docs/behaviour/04-states.md as SQL conditions (24 h active, over 48 h alert). */
function statusCondition(filter: StatusFilter, now: Date) {
  const dayAgo = new Date(now.getTime() - ACTIVE_WINDOW_MS);
  const twoDaysAgo = new Date(now.getTime() - ALERT_AFTER_MS);
  switch (filter) {
    case "all":
      return undefined;
    case "active":
      return sql`${users.lastActivity} >= ${dayAgo}`;
    case "inactive":
      return or(isNull(users.lastActivity), lt(users.lastActivity, dayAgo));
    case "alerts":
      return or(isNull(users.lastActivity), lt(users.lastActivity, twoDaysAgo), sql`${openCareAlertOf(sql`"users"."id"`)} is not null`);
  }
}

/**
 * The person's open help request, else their open health alert (missed doses, the assistant's urgencies): what
 * the card shows and what puts them under 'Con alertas' (shared/domain/status.ts).
 */
function openCareAlertOf(userId: ReturnType<typeof sql>) {
  return sql<"help" | "health" | null>`(select a.type from ${alerts} a
    where a.user_id = ${userId} and a.dismissed_at is null and a.type in ('help', 'health')
    order by a.type = 'help' desc, a.created_at limit 1)`;
}

/** Search on full name, id and username, case- and accent-insensitive. */
function searchCondition(search: string) {
  if (!search) return undefined;
  const term = `%${foldAccents(search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    sql`${sqlFoldAccents(sql`${users.firstName} || ' ' || ${users.lastName}`)} like ${term}`,
    sql`${sqlFoldAccents(sql`${users.username}`)} like ${term}`,
    sql`${users.id}::text like ${term}`,
  );
}

/** Appointments of the current Monday-Sunday week, of the professional's consented, active people. */
function appointmentsOfWeek(scope: Scope) {
  const { monday, sunday } = weekBounds(localDate(scope.now, scope.timezone));
  const where = and(
    eq(reminders.municipalityId, scope.municipalityId),
    eq(reminders.type, "appointment"),
    eq(reminders.isActive, true),
    between(reminders.reminderDate, monday, sunday),
    eq(users.personalConsent, true),
    eq(users.status, "active"),
  );
  return { monday, sunday, where };
}

/**
 * The dashboard figures in ONE statement (scalar subqueries): one round trip instead of six. (Conditions are
 * drizzle operators, which name their table; a bare column inside sql`` would be unqualified here.)
 */
export async function getDashboardSummary(db: Db, scope: Scope): Promise<DashboardSummary> {
  const m = scope.municipalityId;
  const dayAgo = new Date(scope.now.getTime() - ACTIVE_WINDOW_MS);
  const week = appointmentsOfWeek(scope);
  const [row] = await db
    .select({
      // People who count (elderly, active, consent) from their rollup (migration 0013), the others from
      // users_elderly_no_consent_idx: neither reads a row per person.
      consented: sql<number>`(select coalesce(sum(x.people), 0)::int from ${municipalityPeopleDays} x
        where x.municipality_id = ${m})`,
      withoutConsent: sql<number>`(select count(*)::int from ${users}
        where ${and(elderlyOf(m), eq(users.personalConsent, false))})`,
      // Active today = consented minus the rest, read index-only: most people are active on a given day, so
      // counting those who are not reads fewer entries.
      notActive: sql<number>`(select count(*)::int from ${users}
        where ${and(elderlyOf(m), eq(users.personalConsent, true), lt(users.lastActivity, dayAgo))})
        + (select count(*)::int from ${users}
        where ${and(elderlyOf(m), eq(users.personalConsent, true), isNull(users.lastActivity))})`,
      pendingAlerts: sql<number>`(select count(*)::int from ${alerts}
        where ${and(eq(alerts.municipalityId, m), isNull(alerts.dismissedAt))})`,
      // Index-only over the week's appointments, each person checked by primary key: a join would hash
      // every person of the municipality.
      appointments: sql<number>`(select count(*)::int from ${reminders} r
        where r.municipality_id = ${m} and r.type = 'appointment' and r.is_active
          and r.reminder_date between ${week.monday} and ${week.sunday}
          and (select u.personal_consent and u.status = 'active' from ${users} u where u.id = r.user_id))`,
      programActivities: sql<number>`(select count(*)::int from ${programActivities}
        where ${eq(programActivities.municipalityId, m)})`,
      approvals: sql<number>`(select count(*)::int from ${users}
        where ${and(eq(users.municipalityId, m), eq(users.role, "professional"), eq(users.status, "pending"))})`,
      links: sql<number>`(select count(*)::int from ${familyLinks}
        where ${and(eq(familyLinks.municipalityId, m), eq(familyLinks.status, "pending"))})`,
    })
    .from(municipalities)
    .where(eq(municipalities.id, m));
  if (!row) throw notFound();
  return {
    totalUsers: Number(row.consented) + Number(row.withoutConsent),
    consentedUsers: Number(row.consented),
    activeToday: Number(row.consented) - Number(row.notActive),
    pendingAlerts: Number(row.pendingAlerts),
    appointmentsThisWeek: Number(row.appointments),
    programActivities: Number(row.programActivities),
    pendingApprovals: Number(row.approvals) + Number(row.links),
  };
}

export async function listUsersPage(
  db: Db,
  scope: Scope,
  query: { search: string; status: StatusFilter; page: number; pageSize: number; consentOnly?: boolean },
): Promise<UserPage> {
  const where = and(
    elderlyOf(scope.municipalityId),
    statusCondition(query.status, scope.now),
    searchCondition(query.search),
    query.consentOnly ? eq(users.personalConsent, true) : undefined,
  );
  // The total comes with the page as an uncorrelated subquery (counted once, index-only on
  // users_elderly_name_idx), so the page itself is read in name order from that index and stops at its last
  // row: a window count would read and sort every person first. Only a page past the end, which has no rows to
  // carry it, asks for the total separately.
  const rows = await db
    .select({
      user: users,
      hasFamilyLink: sql<boolean>`exists (select 1 from ${familyLinks} fl where fl.elderly_user_id = "users"."id" and fl.status = 'approved')`,
      pendingAlerts: sql<number>`(select count(*)::int from ${alerts} a where a.user_id = "users"."id" and a.dismissed_at is null)`,
      openCareAlert: openCareAlertOf(sql`"users"."id"`),
      total: sql<number>`(select count(*)::int from ${users} where ${where})`,
      lowMoodDay: latestLowMoodDaySql(scope),
    })
    .from(users)
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const total =
    rows.length > 0 ? Number(rows[0].total) : Number((await db.select({ n: count() }).from(users).where(where))[0].n);
  const items: UserCard[] = rows.map(({ user, hasFamilyLink, pendingAlerts, openCareAlert, lowMoodDay }) => ({
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    age: user.age,
    role: "elderly",
    medicalConditions: user.medicalConditions,
    lastActivity: user.lastActivity ? user.lastActivity.toISOString() : null,
    personalConsent: user.personalConsent,
    familyConsent: user.familyConsent,
    hasFamilyLink: !!hasFamilyLink,
    pendingAlerts: Number(pendingAlerts),
    openCareAlert: openCareAlert ?? null,
    lowMoodDay: lowMoodDay ?? null,
  }));
  return { items, total, page: query.page, pageSize: query.pageSize };
}

const acknowledger = alias(users, "acknowledger");
const isUrgentSql = sql`(${alerts.type} = 'help' or (${alerts.type} = 'health' and ${alerts.severity} = 'critical'))`;

/**
 * Pending alerts: help requests and critical health alerts first (never cut off by the limit), then the others;
 * each with its response deadlines from the municipality's targets.
 */
export async function listPendingAlerts(db: Db, scope: Scope): Promise<AlertItem[]> {
  const rows = await db
    .select({
      alert: alerts,
      contact: alertContactColumns,
      firstName: users.firstName,
      lastName: users.lastName,
      ackFirstName: acknowledger.firstName,
      ackLastName: acknowledger.lastName,
      targets: { ackTargetSeconds: municipalities.ackTargetSeconds, attendTargetSeconds: municipalities.attendTargetSeconds },
    })
    .from(alerts)
    .innerJoin(municipalities, eq(municipalities.id, alerts.municipalityId))
    .leftJoin(users, eq(users.id, alerts.userId))
    .leftJoin(acknowledger, eq(acknowledger.id, alerts.acknowledgedBy))
    .where(and(eq(alerts.municipalityId, scope.municipalityId), isNull(alerts.dismissedAt)))
    // The banner's order (shared/domain/alert-clock.ts bannerOrder) for urgent ones: nobody's yet first, then
    // the oldest; the rest escalated first, then newest.
    .orderBy(
      sql`not ${isUrgentSql}`,
      sql`${isUrgentSql} and ${alerts.acknowledgedAt} is not null`,
      sql`case when ${isUrgentSql} then ${alerts.createdAt} end asc`,
      sql`${alerts.escalatedAt} is null`,
      desc(alerts.createdAt),
    )
    .limit(200);
  const notifications = await listNotificationsOf(
    db,
    rows.map((r) => r.alert.id),
  );
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return rows.map(({ alert, firstName, lastName, ackFirstName, ackLastName, targets, contact }) => {
    const due = responseDeadlines(alert.createdAt, targets);
    return {
      id: alert.id,
      type: alert.type,
      severity: alert.severity,
      content: alert.content,
      createdAt: alert.createdAt.toISOString(),
      userId: alert.userId,
      userName: firstName ? fullName({ firstName, lastName }) : null,
      escalatedAt: iso(alert.escalatedAt),
      seenAt: iso(alert.seenAt),
      isUrgent: isUrgentAlert(alert),
      acknowledgedAt: iso(alert.acknowledgedAt),
      acknowledgedByName: ackFirstName ? fullName({ firstName: ackFirstName, lastName: ackLastName }) : null,
      accidentalAt: iso(alert.accidentalAt),
      ackDueAt: due.ackDueAt.toISOString(),
      attendDueAt: due.attendDueAt.toISOString(),
      notifications: notifications.get(alert.id) ?? [],
      contact: contact ?? undefined,
    };
  });
}

/** Appointment reminders dated this Monday-Sunday week, for people with personalConsent === true. */
export async function listAppointments(db: Db, scope: Scope): Promise<Appointment[]> {
  const { monday, where } = appointmentsOfWeek(scope);
  const rows = await db
    .select({ reminder: reminders, firstName: users.firstName, lastName: users.lastName })
    .from(reminders)
    .innerJoin(users, eq(users.id, reminders.userId))
    .where(where)
    .orderBy(asc(reminders.reminderDate), asc(reminders.reminderTime));
  return rows.map(({ reminder, firstName, lastName }) => ({
    id: reminder.id,
    userId: reminder.userId,
    title: reminder.title,
    userName: fullName({ firstName, lastName }),
    date: reminder.reminderDate ?? monday,
    time: reminder.reminderTime,
    description: reminder.description,
  }));
}
