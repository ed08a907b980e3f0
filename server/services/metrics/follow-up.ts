import type { FollowUpMetrics } from "@shared/api/follow-up";
import type { MetricPeriod } from "@shared/api/metrics";
import { checkInDueAt } from "@shared/domain/check-in";
import { callOutcomes, isDoneOutcome } from "@shared/domain/follow-up";
import { MISSED_FOLLOW_UP_MS, planDues, shareOf } from "@shared/domain/follow-up-metrics";
import { addLocalDays, localDate } from "@shared/domain/time";
import { checkInPlans, checkIns, followUpCalls, followUpPlans, users } from "@shared/schema";
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import type { Db } from "../../db/types";
import { metricsWindow } from "./window";

const DONE = callOutcomes.filter(isDoneOutcome);

/**
 * Calls done vs due (the plan replayed over its contacts), check-ins answered and missed, and the missed ones
 * followed by a call within 2 hours. A day without an answer counts as missed once its grace period is over
 * (the exception for a tablet used that morning is not replayed: the past use is not kept per check-in).
 */
export async function getFollowUpMetrics(
  db: Db,
  scope: { municipalityId: string; timezone: string; now: Date; days: MetricPeriod },
): Promise<FollowUpMetrics> {
  const w = metricsWindow(scope.now, scope.timezone, scope.days);
  const zone = scope.timezone;
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.municipalityId, scope.municipalityId), eq(users.role, "elderly"), eq(users.personalConsent, true)));
  const ids = people.map((p) => p.id);
  const empty = { from: w.currentFrom, to: w.today };
  if (ids.length === 0)
    return { days: w.days, period: empty, callsDue: 0, callsDone: 0, callsDoneRate: null, contactsLogged: 0, checkInsAnswered: 0, checkInsMissed: 0, missedFollowedUp: 0, missedFollowedUpRate: null };

  const [plans, calls, cPlans, answers] = await Promise.all([
    db.select().from(followUpPlans).where(inArray(followUpPlans.userId, ids)),
    db
      .select({ userId: followUpCalls.userId, outcome: followUpCalls.outcome, createdAt: followUpCalls.createdAt })
      .from(followUpCalls)
      .where(and(inArray(followUpCalls.userId, ids), lte(followUpCalls.createdAt, scope.now))),
    db.select().from(checkInPlans).where(and(inArray(checkInPlans.userId, ids), eq(checkInPlans.isEnabled, true))),
    db
      .select({ userId: checkIns.userId, localDate: checkIns.localDate })
      .from(checkIns)
      .where(and(inArray(checkIns.userId, ids), gte(checkIns.localDate, w.currentFrom), lte(checkIns.localDate, w.today))),
  ]);

  let callsDue = 0;
  let callsDone = 0;
  for (const plan of plans) {
    const done = calls.filter((c) => c.userId === plan.userId && DONE.includes(c.outcome)).map((c) => localDate(c.createdAt, zone));
    for (const due of planDues(plan.frequency, localDate(plan.updatedAt, zone), done, w.today)) {
      if (due.date < w.currentFrom) continue;
      callsDue++;
      if (due.doneOn) callsDone++;
    }
  }
  const contactsLogged = calls.filter((c) => c.createdAt >= w.currentStart).length;

  const answered = new Set(answers.map((a) => `${a.userId}|${a.localDate}`));
  let checkInsMissed = 0;
  let missedFollowedUp = 0;
  for (const plan of cPlans) {
    const first = [w.currentFrom, localDate(plan.updatedAt, zone)].sort()[1];
    for (let day = first; day <= w.today; day = addLocalDays(day, 1)) {
      if (answered.has(`${plan.userId}|${day}`)) continue;
      const missedAt = checkInDueAt(plan, day, zone).getTime() + plan.graceMinutes * 60_000;
      if (missedAt > scope.now.getTime()) continue;
      checkInsMissed++;
      const isFollowed = calls.some(
        (c) => c.userId === plan.userId && c.createdAt.getTime() >= missedAt && c.createdAt.getTime() <= missedAt + MISSED_FOLLOW_UP_MS,
      );
      if (isFollowed) missedFollowedUp++;
    }
  }
  return {
    days: w.days,
    period: empty,
    callsDue,
    callsDone,
    callsDoneRate: shareOf(callsDone, callsDue),
    contactsLogged,
    checkInsAnswered: answers.length,
    checkInsMissed,
    missedFollowedUp,
    missedFollowedUpRate: shareOf(missedFollowedUp, checkInsMissed),
  };
}
