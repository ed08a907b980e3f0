import { checkInDueAt, checkInStatus } from "@shared/domain/check-in";
import type { AgendaEntry } from "@shared/domain/follow-up-agenda";
import { confirmDeadline, isConfirmationOverdue } from "@shared/domain/notices";
import { QUIET_DAY_HISTORY_DAYS, quietDay } from "@shared/domain/quiet-day";
import { safetyCheckDueBefore, SAFETY_CHECK_STAFF_AFTER_MS } from "@shared/domain/safety-check";
import { addLocalDays, localDate, startOfLocalDay } from "@shared/domain/time";
import { activities, checkInPlans, checkIns, noticeRecipients, notices, safetyChecks, users } from "@shared/schema";
import { and, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/types";
import { listDosesUnconfirmedTwoDays } from "../unconfirmed-doses";

// The signs that put a person on 'Llamadas de hoy' besides their plan. Each reads the municipality's people in
// one query and answers agenda entries (reason and since when).

type Scope = { municipalityId: string; timezone: string; now: Date; userIds: string[] };

/** How far back an unconfirmed notice still asks for a call. */
const NOTICE_LOOKBACK_MS = 7 * 24 * 3_600_000;

/** Today's answers to the morning greeting: 'Mal' (with or without a call request) and 'Regular'. */
export async function checkInSigns(db: Db, scope: Scope): Promise<AgendaEntry[]> {
  const rows = await db
    .select({ userId: checkIns.userId, answer: checkIns.answer, wantsCall: checkIns.wantsCall, at: checkIns.answeredAt })
    .from(checkIns)
    .where(and(eq(checkIns.municipalityId, scope.municipalityId), eq(checkIns.localDate, localDate(scope.now, scope.timezone))));
  return rows.flatMap((row): AgendaEntry[] => {
    if (row.answer === "mal")
      return [{ userId: row.userId, reason: row.wantsCall ? "call_request" : "check_in_mal", since: row.at }];
    if (row.answer === "regular") return [{ userId: row.userId, reason: "check_in_regular", since: row.at }];
    return [];
  });
}

/**
 * 'Saludo sin respuesta': the check-in past its grace period, unanswered, and no use of the tablet since it was
 * due (the check-in's own rule); the item stands from the end of the grace period.
 */
export async function missedCheckInSigns(db: Db, scope: Scope): Promise<AgendaEntry[]> {
  const today = localDate(scope.now, scope.timezone);
  const rows = await db
    .select({ plan: checkInPlans, lastActivity: users.lastActivity, answeredAt: checkIns.answeredAt })
    .from(checkInPlans)
    .innerJoin(users, eq(users.id, checkInPlans.userId))
    .leftJoin(checkIns, and(eq(checkIns.userId, checkInPlans.userId), eq(checkIns.localDate, today)))
    .where(and(eq(users.municipalityId, scope.municipalityId), eq(checkInPlans.isEnabled, true)));
  return rows.flatMap(({ plan, lastActivity, answeredAt }): AgendaEntry[] => {
    const status = checkInStatus({ plan, answeredAt, lastUseAt: lastActivity, now: scope.now, timeZone: scope.timezone });
    if (status !== "missed") return [];
    const since = new Date(checkInDueAt(plan, today, scope.timezone).getTime() + plan.graceMinutes * 60_000);
    return [{ userId: plan.userId, reason: "check_in_missed", since }];
  });
}

/**
 * Quiet days: the first and last use of each of the 14 days before today (all the rule reads of them) and
 * every use of today. A use is any activity record (sign-in, conversation, reminder done, message read, game).
 */
export async function quietDaySigns(db: Db, scope: Scope): Promise<AgendaEntry[]> {
  if (scope.userIds.length === 0) return [];
  const today = localDate(scope.now, scope.timezone);
  const since = startOfLocalDay(addLocalDays(today, -QUIET_DAY_HISTORY_DAYS), scope.timezone);
  const startOfToday = startOfLocalDay(today, scope.timezone);
  const localDay = sql`(${activities.createdAt} at time zone ${scope.timezone})::date`;
  const where = and(
    eq(activities.municipalityId, scope.municipalityId),
    inArray(activities.userId, scope.userIds),
    lte(activities.createdAt, scope.now),
  );
  const history = await db
    .select({
      userId: activities.userId,
      first: sql`min(${activities.createdAt})`.mapWith(activities.createdAt),
      last: sql`max(${activities.createdAt})`.mapWith(activities.createdAt),
    })
    .from(activities)
    .where(and(where, gte(activities.createdAt, since), sql`${activities.createdAt} < ${startOfToday.toISOString()}::timestamptz`))
    .groupBy(activities.userId, localDay);
  const todays = await db
    .select({ userId: activities.userId, at: activities.createdAt })
    .from(activities)
    .where(and(where, gte(activities.createdAt, startOfToday)));
  const uses = new Map<string, Date[]>();
  const add = (userId: string, at: Date) => uses.set(userId, [...(uses.get(userId) ?? []), at]);
  for (const row of history) {
    add(row.userId, row.first);
    add(row.userId, row.last);
  }
  for (const row of todays) add(row.userId, row.at);
  return [...uses].flatMap(([userId, list]): AgendaEntry[] => {
    const day = quietDay(list, scope.now, scope.timezone);
    return day.kind === "quiet" ? [{ userId, reason: "quiet_day", since: day.since }] : [];
  });
}

/** A dose not confirmed two days running. */
export async function doseSigns(db: Db, scope: Scope): Promise<AgendaEntry[]> {
  const found = await listDosesUnconfirmedTwoDays(db, scope.userIds, scope);
  return [...found].map(([userId, since]) => ({ userId, reason: "doses_unconfirmed", since }));
}

/** A notice of the last week not confirmed in its time (one entry per person, from the oldest deadline). */
export async function noticeSigns(db: Db, scope: Scope): Promise<AgendaEntry[]> {
  const rows = await db
    .select({ userId: noticeRecipients.userId, sentAt: notices.createdAt, within: notices.confirmWithinMinutes })
    .from(noticeRecipients)
    .innerJoin(notices, eq(notices.id, noticeRecipients.noticeId))
    .where(
      and(
        eq(noticeRecipients.municipalityId, scope.municipalityId),
        isNull(noticeRecipients.confirmedAt),
        gte(notices.createdAt, new Date(scope.now.getTime() - NOTICE_LOOKBACK_MS)),
      ),
    );
  const found = new Map<string, Date>();
  for (const row of rows) {
    if (!isConfirmationOverdue({ sentAt: row.sentAt, confirmWithinMinutes: row.within, confirmedAt: null }, scope.now)) continue;
    const deadline = confirmDeadline(row.sentAt, row.within);
    const known = found.get(row.userId);
    if (!known || deadline < known) found.set(row.userId, deadline);
  }
  return [...found].map(([userId, since]) => ({ userId, reason: "notice_unconfirmed", since }));
}

/** The assistant's '¿Está bien?' still unanswered after its 10 minutes. */
export async function safetyCheckSigns(db: Db, scope: Scope): Promise<AgendaEntry[]> {
  const rows = await db
    .select({ userId: safetyChecks.userId, createdAt: safetyChecks.createdAt })
    .from(safetyChecks)
    .where(
      and(
        eq(safetyChecks.municipalityId, scope.municipalityId),
        isNull(safetyChecks.answeredAt),
        lte(safetyChecks.createdAt, safetyCheckDueBefore(scope.now)),
      ),
    );
  return rows.map((row) => ({
    userId: row.userId,
    reason: "assistant_unanswered",
    since: new Date(row.createdAt.getTime() + SAFETY_CHECK_STAFF_AFTER_MS),
  }));
}
