import { CHECK_IN_API_MESSAGES, type CheckInAnswerRecord, type CheckInPlan, type CheckInToday } from "@shared/api/check-in";
import { type CheckInAnswerValue, checkInStatus } from "@shared/domain/check-in";
import { addLocalDays, localDate } from "@shared/domain/time";
import { checkInPlans, checkIns, type UserRow } from "@shared/schema";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/types";
import { conflict, invalidInput, notFound } from "../domain-errors";
import { recordAudit } from "./audit";

// The morning check-in: the plan staff set in the record, the person's one answer per local day, and today's
// status for the tablet, the record and the family dashboard.

type Person = Pick<UserRow, "id" | "municipalityId" | "lastActivity">;
type Clock = { now: Date; timezone: string };

const toPlan = (row: typeof checkInPlans.$inferSelect): CheckInPlan => ({
  isEnabled: row.isEnabled,
  time: row.time,
  graceMinutes: row.graceMinutes,
});

const toAnswer = (row: typeof checkIns.$inferSelect): CheckInAnswerRecord => ({
  localDate: row.localDate,
  answer: row.answer,
  answeredAt: row.answeredAt.toISOString(),
  wantsCall: row.wantsCall,
});

/** The person's plan, or null when staff never set one (the check-in is off). */
export async function findCheckInPlan(db: Db, userId: string): Promise<CheckInPlan | null> {
  const [row] = await db.select().from(checkInPlans).where(eq(checkInPlans.userId, userId));
  return row ? toPlan(row) : null;
}

/** Staff switch the check-in on or off and set its time and grace; audited with the values saved. */
export async function saveCheckInPlan(
  db: Db,
  person: Person,
  plan: { enabled: boolean; time: string; graceMinutes: number },
  actor: { actorId: string; now: Date },
): Promise<CheckInPlan> {
  const values = { isEnabled: plan.enabled, time: plan.time, graceMinutes: plan.graceMinutes, updatedAt: actor.now };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(checkInPlans)
      .values({ userId: person.id, ...values })
      .onConflictDoUpdate({ target: checkInPlans.userId, set: values })
      .returning();
    await recordAudit(tx as Db, {
      municipalityId: person.municipalityId,
      actorId: actor.actorId,
      action: "check-in-plan.update",
      subjectUserId: person.id,
      detail: { isEnabled: row.isEnabled, time: row.time, graceMinutes: row.graceMinutes },
      now: actor.now,
    });
    return toPlan(row);
  });
}

async function findAnswerOn(db: Db, userId: string, date: string) {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), eq(checkIns.localDate, date)));
  return row ?? null;
}

/** Today's status and answer; the plan and the local date let the tablet decide for itself while offline. */
export async function getCheckInToday(db: Db, person: Person, clock: Clock): Promise<CheckInToday> {
  const today = localDate(clock.now, clock.timezone);
  const [plan, answer] = await Promise.all([findCheckInPlan(db, person.id), findAnswerOn(db, person.id, today)]);
  const status = plan
    ? checkInStatus({
        plan,
        answeredAt: answer?.answeredAt ?? null,
        lastUseAt: person.lastActivity,
        now: clock.now,
        timeZone: clock.timezone,
      })
    : "not-due";
  return {
    localDate: today,
    status,
    plan,
    ...(answer ? { answer: answer.answer, answeredAt: answer.answeredAt.toISOString(), wantsCall: answer.wantsCall } : {}),
  };
}

/**
 * The person's answer, kept once per local day: a repeat (an answer queued offline sent twice, a second
 * tablet) returns the first answer with `isNew: false` and changes nothing. An answer pressed offline counts
 * for the day it was pressed, today or yesterday; a time in the future is taken as now.
 */
export async function recordCheckInAnswer(
  db: Db,
  person: Person,
  input: { answer: CheckInAnswerValue; answeredAt?: Date } & Clock,
): Promise<{ record: CheckInAnswerRecord; isNew: boolean }> {
  const answeredAt = input.answeredAt && input.answeredAt < input.now ? input.answeredAt : input.now;
  const date = localDate(answeredAt, input.timezone);
  if (date < addLocalDays(localDate(input.now, input.timezone), -1)) throw invalidInput(CHECK_IN_API_MESSAGES.tooOld);
  const inserted = await db
    .insert(checkIns)
    .values({ municipalityId: person.municipalityId, userId: person.id, localDate: date, answer: input.answer, answeredAt })
    .onConflictDoNothing({ target: [checkIns.userId, checkIns.localDate] })
    .returning();
  if (inserted[0]) return { record: toAnswer(inserted[0]), isNew: true };
  const existing = await findAnswerOn(db, person.id, date);
  if (!existing) throw new Error("check_ins: conflicto sin fila");
  return { record: toAnswer(existing), isNew: false };
}

/** After 'Mal': '¿Quiere que le llame el personal?' on today's answer (a repeat just sets it again). */
export async function recordCallRequest(
  db: Db,
  person: Person,
  input: { wantsCall: boolean } & Clock,
): Promise<CheckInAnswerRecord> {
  const today = localDate(input.now, input.timezone);
  const existing = await findAnswerOn(db, person.id, today);
  if (!existing) throw notFound(CHECK_IN_API_MESSAGES.noCheckIn);
  if (existing.answer !== "mal") throw conflict(CHECK_IN_API_MESSAGES.notMal);
  const [saved] = await db
    .update(checkIns)
    .set({ wantsCall: input.wantsCall })
    .where(eq(checkIns.id, existing.id))
    .returning();
  return toAnswer(saved);
}
