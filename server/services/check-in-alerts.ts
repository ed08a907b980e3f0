import { CHECK_IN_MISSED_PREFIX } from "@shared/domain/alert-reasons";
import { checkInStatus, isCheckInAlertDue } from "@shared/domain/check-in";
import { localDate, startOfLocalDay } from "@shared/domain/time";
import { alerts, checkInPlans, checkIns, municipalities, users } from "@shared/schema";
import { and, eq, gte, inArray, like } from "drizzle-orm";
import type { Db } from "../db/types";
import { raiseAlert } from "./raise-alert";

/**
 * 'Saludo diario sin respuesta' still true at the evening deadline (20:00 local): one inactivity alert per
 * person and local day. Repeating the tick raises nothing more; an answer or a use of the tablet before the
 * deadline raises nothing at all.
 */
export async function raiseMissedCheckInAlerts(db: Db, now: Date): Promise<number> {
  const people = await db
    .select({
      id: users.id,
      municipalityId: users.municipalityId,
      lastActivity: users.lastActivity,
      timezone: municipalities.timezone,
      plan: checkInPlans,
    })
    .from(checkInPlans)
    .innerJoin(users, eq(users.id, checkInPlans.userId))
    .innerJoin(municipalities, eq(municipalities.id, users.municipalityId))
    .where(and(eq(checkInPlans.isEnabled, true), eq(users.role, "elderly"), eq(users.status, "active")));
  if (people.length === 0) return 0;
  const dates = [...new Set(people.map((p) => localDate(now, p.timezone)))];
  const answered = await db
    .select({ userId: checkIns.userId, localDate: checkIns.localDate })
    .from(checkIns)
    .where(and(inArray(checkIns.userId, people.map((p) => p.id)), inArray(checkIns.localDate, dates)));
  const answeredKeys = new Set(answered.map((a) => `${a.userId}|${a.localDate}`));
  let raised = 0;
  for (const person of people) {
    const today = localDate(now, person.timezone);
    const hasAnswer = answeredKeys.has(`${person.id}|${today}`);
    const status = checkInStatus({
      plan: person.plan,
      answeredAt: hasAnswer ? now : null,
      lastUseAt: person.lastActivity,
      now,
      timeZone: person.timezone,
    });
    if (!isCheckInAlertDue(status, now, person.timezone)) continue;
    const [already] = await db
      .select({ id: alerts.id })
      .from(alerts)
      .where(
        and(
          eq(alerts.userId, person.id),
          eq(alerts.type, "inactivity"),
          like(alerts.content, `${CHECK_IN_MISSED_PREFIX}%`),
          gte(alerts.createdAt, startOfLocalDay(today, person.timezone)),
        ),
      )
      .limit(1);
    if (already) continue;
    await raiseAlert(db, {
      municipalityId: person.municipalityId,
      userId: person.id,
      now,
      reason: { kind: "check-in-missed", time: person.plan.time },
    });
    raised++;
  }
  return raised;
}
