import type { FollowUpPlanRequest, FollowUpPlanResponse } from "@shared/api/follow-up";
import { followUpDue, isDoneOutcome } from "@shared/domain/follow-up";
import { callOutcomes, followUpCalls, followUpPlans } from "@shared/schema";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/types";
import { recordAudit } from "../audit";

type Person = { id: string; municipalityId: string };
type Clock = { timezone: string; now: Date };
type PlanRow = typeof followUpPlans.$inferSelect;

const DONE = callOutcomes.filter(isDoneOutcome);

/** When each person was last reached (a contact that counted as done), for the next due dates. */
export async function lastDoneContacts(db: Db, userIds: string[]): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([followUpCalls.userId], { userId: followUpCalls.userId, createdAt: followUpCalls.createdAt })
    .from(followUpCalls)
    .where(and(inArray(followUpCalls.userId, userIds), inArray(followUpCalls.outcome, DONE)))
    .orderBy(followUpCalls.userId, desc(followUpCalls.createdAt));
  return new Map(rows.map((row) => [row.userId, row.createdAt]));
}

/** The plan as staff read it: with its next due date. */
export function planView(row: PlanRow, lastDoneAt: Date | null, clock: Clock): NonNullable<FollowUpPlanResponse["plan"]> {
  const due = followUpDue({ frequency: row.frequency, startedAt: row.updatedAt }, lastDoneAt, clock.now, clock.timezone);
  return {
    frequency: row.frequency,
    preferredTime: row.preferredTime,
    channel: row.channel,
    nextDueDate: due.nextDueDate,
    isOverdue: due.isOverdue,
  };
}

/** The person's plan with its next due date, or null when none is set (caller checked access). */
export async function getFollowUpPlan(db: Db, person: Person, clock: Clock): Promise<FollowUpPlanResponse> {
  const [row] = await db.select().from(followUpPlans).where(eq(followUpPlans.userId, person.id));
  if (!row) return { plan: null };
  const last = (await lastDoneContacts(db, [person.id])).get(person.id) ?? null;
  return { plan: planView(row, last, clock) };
}

/**
 * Sets the plan (one per person). Changing it keeps the log: the next date still follows the last contact; a
 * new plan without any contact yet is due the day it is set.
 */
export async function setFollowUpPlan(
  db: Db,
  person: Person,
  input: Required<Pick<FollowUpPlanRequest, "frequency" | "channel">> & { preferredTime: string | null },
  scope: Clock & { actorId: string },
): Promise<FollowUpPlanResponse> {
  const values = { ...input, updatedAt: scope.now };
  await db.transaction(async (tx) => {
    await tx
      .insert(followUpPlans)
      .values({ userId: person.id, ...values })
      .onConflictDoUpdate({
        target: followUpPlans.userId,
        // A plan keeps the day it started, so changing the time of day does not put the person on today's list.
        set: { frequency: values.frequency, channel: values.channel, preferredTime: values.preferredTime },
      });
    await recordAudit(tx, {
      municipalityId: person.municipalityId,
      actorId: scope.actorId,
      action: "follow-up.plan",
      subjectUserId: person.id,
      detail: { frequency: input.frequency, channel: input.channel },
      now: scope.now,
    });
  });
  return getFollowUpPlan(db, person, scope);
}
