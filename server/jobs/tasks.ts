import { ALERT_AFTER_MS } from "@shared/domain/status";
import { alerts, enrolmentCodes, loginAttempts, sessions } from "@shared/schema";
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/types";
import { raiseMissedCheckInAlerts } from "../services/check-in-alerts";
import { queueEscalations } from "../services/escalation/escalate-by-email";
import { purgeOldLowMoodDays } from "../services/low-mood";
import { raiseUnansweredSafetyChecks } from "../services/safety-checks/unanswered";
import { raiseMissedDoseAlerts } from "../services/unconfirmed-doses";

/** Lockout rows untouched for a day are forgotten (locks last at most a day). */
export const LOCKOUT_RETENTION_MS = 24 * 3_600_000;

/**
 * One inactivity alert per episode: a consenting older person with no activity for over 48 h,
 * unless an inactivity alert was already raised after their last activity.
 */
async function raiseInactivityAlerts(db: Db, now: Date): Promise<number> {
  const threshold = new Date(now.getTime() - ALERT_AFTER_MS);
  const result = await db.execute(sql`
    insert into alerts (municipality_id, user_id, type, severity, content, created_at)
    select u.municipality_id, u.id, 'inactivity', 'medium',
           'Sin actividad en la aplicación desde hace más de 48 horas', ${now}
    from users u
    where u.role = 'elderly' and u.status = 'active' and u.personal_consent = true
      and coalesce(u.last_activity, u.created_at) < ${threshold}
      and not exists (
        select 1 from alerts a
        where a.user_id = u.id and a.type = 'inactivity'
          and a.created_at >= coalesce(u.last_activity, u.created_at)
      )
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/**
 * A help or health alert waiting past its municipality's attend target (15 minutes unless set), or a critical
 * health alert at once, is escalated (first, in red).
 */
async function escalateAlerts(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(alerts)
    .set({ escalatedAt: now })
    .where(
      and(
        inArray(alerts.type, ["help", "health"]),
        isNull(alerts.dismissedAt),
        isNull(alerts.escalatedAt),
        or(
          sql`${alerts.createdAt} <= ${now.toISOString()}::timestamptz - interval '1 second' *
            (select m.attend_target_seconds from municipalities m where m.id = ${alerts.municipalityId})`,
          and(eq(alerts.type, "health"), eq(alerts.severity, "critical")),
        ),
      ),
    )
    .returning({ id: alerts.id });
  return rows.length;
}

async function cleanUp(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await purgeOldLowMoodDays(db, now);
  // A used or expired enrolment code can never enrol anything again.
  await db
    .delete(enrolmentCodes)
    .where(or(lt(enrolmentCodes.expiresAt, now), sql`${enrolmentCodes.usedAt} is not null`));
  await db
    .delete(loginAttempts)
    .where(
      and(
        lt(loginAttempts.updatedAt, new Date(now.getTime() - LOCKOUT_RETENTION_MS)),
        sql`(${loginAttempts.lockedUntil} is null or ${loginAttempts.lockedUntil} < ${now})`,
      ),
    );
}

const JOBS_LOCK_KEY = 804_221; // arbitrary, fixed: one instance runs each tick

/** One tick of every job, inside a transaction holding a PostgreSQL advisory lock. */
export async function runJobsOnce(
  db: Db,
  now: Date,
  /** Present when SMTP is configured: unattended alerts get e-mail notifications queued. */
  email?: { fallbackOnCallAddress?: string },
): Promise<{
  ran: boolean;
  inactivity: number;
  escalated: number;
  missedDoses: number;
  safetyChecks: number;
  missedCheckIns: number;
  queued: number;
}> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${JOBS_LOCK_KEY}) as ok`);
    const ok = (locked as unknown as { rows: Array<{ ok: boolean }> }).rows[0]?.ok;
    if (!ok) return { ran: false, inactivity: 0, escalated: 0, missedDoses: 0, safetyChecks: 0, missedCheckIns: 0, queued: 0 };
    const inactivity = await raiseInactivityAlerts(tx as Db, now);
    const missedDoses = await raiseMissedDoseAlerts(tx as Db, now);
    const safetyChecks = await raiseUnansweredSafetyChecks(tx as Db, now);
    const missedCheckIns = await raiseMissedCheckInAlerts(tx as Db, now);
    const escalated = await escalateAlerts(tx as Db, now);
    const queued = email ? await queueEscalations(tx as Db, { now, fallbackOnCallAddress: email.fallbackOnCallAddress }) : 0;
    await cleanUp(tx as Db, now);
    return { ran: true, inactivity, escalated, missedDoses, safetyChecks, missedCheckIns, queued };
  });
}
