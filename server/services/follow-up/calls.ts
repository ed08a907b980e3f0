import type { FollowUpCall, FollowUpCallRequest, LastContact } from "@shared/api/follow-up";
import { isNoAnswerAlertDue, NO_ANSWER_ALERT_STREAK } from "@shared/domain/follow-up";
import { fullName } from "@shared/domain/names";
import { followUpCalls, followUpPlans, users } from "@shared/schema";
import { and, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/types";
import { raiseAlert } from "../raise-alert";
import { lastDoneContacts, planView } from "./plans";

type Person = { id: string; municipalityId: string };
type Clock = { timezone: string; now: Date };

/** How many contacts the record shows. */
const HISTORY_LIMIT = 50;
const staff = alias(users, "staff");

type CallRow = typeof followUpCalls.$inferSelect & { staffFirstName: string | null; staffLastName: string | null };
const callView = (row: CallRow): FollowUpCall => ({
  id: row.id,
  channel: row.channel,
  outcome: row.outcome,
  personState: row.personState,
  note: row.note,
  reason: row.reason,
  staffName: row.staffFirstName === null ? null : fullName({ firstName: row.staffFirstName, lastName: row.staffLastName }),
  createdAt: row.createdAt.toISOString(),
});

/** The person's contacts, newest first (caller checked access). */
export async function listFollowUpCalls(db: Db, person: Person, limit = HISTORY_LIMIT): Promise<FollowUpCall[]> {
  const rows = await db
    .select({ call: followUpCalls, staffFirstName: staff.firstName, staffLastName: staff.lastName })
    .from(followUpCalls)
    .leftJoin(staff, eq(staff.id, followUpCalls.staffId))
    .where(and(eq(followUpCalls.userId, person.id), eq(followUpCalls.municipalityId, person.municipalityId)))
    .orderBy(desc(followUpCalls.createdAt), desc(followUpCalls.id))
    .limit(limit);
  return rows.map((row) => callView({ ...row.call, staffFirstName: row.staffFirstName, staffLastName: row.staffLastName }));
}

/**
 * Logs a contact. 'No contesta' twice in a row raises one 'Comprobar' alert (medium) per streak. The person's
 * row is locked meanwhile, so two staff logging at once read each other's contact and raise it once.
 */
export async function logFollowUpCall(
  db: Db,
  person: Person,
  input: FollowUpCallRequest,
  scope: Clock & { actorId: string },
) {
  const { call, isAlertRaised } = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, person.id)).for("update");
    const [row] = await tx
      .insert(followUpCalls)
      .values({
        municipalityId: person.municipalityId,
        userId: person.id,
        staffId: scope.actorId,
        channel: input.channel,
        outcome: input.outcome,
        personState: input.personState ?? null,
        note: input.note ? input.note : null,
        reason: input.reason ?? null,
        createdAt: scope.now,
      })
      .returning();
    const recent = await tx
      .select({ outcome: followUpCalls.outcome })
      .from(followUpCalls)
      .where(eq(followUpCalls.userId, person.id))
      .orderBy(desc(followUpCalls.createdAt), desc(followUpCalls.id))
      .limit(NO_ANSWER_ALERT_STREAK + 1);
    const isDue = isNoAnswerAlertDue(recent.map((r) => r.outcome));
    if (isDue)
      await raiseAlert(tx, {
        municipalityId: person.municipalityId,
        userId: person.id,
        now: scope.now,
        reason: { kind: "follow-up-no-answer" },
      });
    return { call: row, isAlertRaised: isDue };
  });
  const [byStaff] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, scope.actorId));
  const [planRow] = await db.select().from(followUpPlans).where(eq(followUpPlans.userId, person.id));
  const lastDone = (await lastDoneContacts(db, [person.id])).get(person.id) ?? null;
  return {
    call: callView({ ...call, staffFirstName: byStaff?.firstName ?? null, staffLastName: byStaff?.lastName ?? null }),
    plan: planRow ? planView(planRow, lastDone, scope) : null,
    isAlertRaised,
  };
}

/** The last contact of each person at all (any outcome): an agenda item older than it has been answered. */
export async function lastCalls(db: Db, userIds: string[]): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([followUpCalls.userId], { userId: followUpCalls.userId, createdAt: followUpCalls.createdAt })
    .from(followUpCalls)
    .where(inArray(followUpCalls.userId, userIds))
    .orderBy(followUpCalls.userId, desc(followUpCalls.createdAt));
  return new Map(rows.map((row) => [row.userId, row.createdAt]));
}

/** The family's line: the programme's last contact, how and how the person was; never the note nor who called. */
export async function getLastContact(db: Db, person: Person): Promise<LastContact> {
  const [row] = await db
    .select({
      channel: followUpCalls.channel,
      outcome: followUpCalls.outcome,
      personState: followUpCalls.personState,
      createdAt: followUpCalls.createdAt,
    })
    .from(followUpCalls)
    .where(and(eq(followUpCalls.userId, person.id), eq(followUpCalls.municipalityId, person.municipalityId)))
    .orderBy(desc(followUpCalls.createdAt), desc(followUpCalls.id))
    .limit(1);
  return { contact: row ? { ...row, createdAt: row.createdAt.toISOString() } : null };
}
