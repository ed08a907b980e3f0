import type { createProgramActivityRequest, ProgramActivity } from "@shared/api/professional";
import { activityReminderSchedule } from "@shared/domain/activity-reminders";
import { municipalities, programActivities, programActivityAssignments, reminders, users } from "@shared/schema";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/types";
import { notFound } from "../../domain-errors";
import { recordAudit } from "../audit";

type Scope = { municipalityId: string; professionalId: string; timezone: string; now: Date };
type ActivityRow = typeof programActivities.$inferSelect;

const BATCH = 1000;

const toApi = (row: ActivityRow, assignedUsers: number): ProgramActivity => ({
  id: row.id,
  title: row.title,
  description: row.description,
  activityType: row.activityType,
  instructions: row.instructions,
  difficulty: row.difficulty,
  scheduledDate: row.scheduledDate,
  scheduledTime: row.scheduledTime,
  recurrence: row.recurrence,
  createdAt: row.createdAt.toISOString(),
  assignedUsers,
  professionalId: row.professionalId,
});

/**
 * 'Asignada a N usuarios' counts the active people who actually have the activity in their reminders, not the
 * assignment rows written at creation (a person may since have been deactivated or lost the reminder).
 */
const peopleWithActivity = sql<number>`(
  select count(distinct r.user_id)::int from reminders r
  join users u on u.id = r.user_id and u.status = 'active'
  where r.program_activity_id = "program_activities"."id"
)`.mapWith(Number);

export async function listProgramActivities(db: Db, municipalityId: string): Promise<ProgramActivity[]> {
  const rows = await db
    .select({ activity: programActivities, assigned: peopleWithActivity })
    .from(programActivities)
    .where(eq(programActivities.municipalityId, municipalityId))
    .orderBy(desc(programActivities.createdAt));
  return rows.map((r) => toApi(r.activity, Number(r.assigned)));
}

/** The columns a create or an edit sets from the request (an empty date or time is none). */
export function activityColumns(input: z.output<typeof createProgramActivityRequest>) {
  return {
    title: input.title,
    description: input.description,
    activityType: input.activityType,
    instructions: input.instructions,
    difficulty: input.difficulty,
    scheduledDate: input.scheduledDate || null,
    scheduledTime: input.scheduledTime || null,
    recurrence: input.recurrence,
  };
}

/**
 * Creates the activity, assigns it to every person the professional manages (the municipality's
 * active older people) and puts it in each one's reminders, repeating as the activity does
 * (shared/domain/activity-reminders.ts: weekly on its weekday, monthly on its day of the month).
 */
export async function createProgramActivity(
  db: Db,
  input: z.output<typeof createProgramActivityRequest>,
  scope: Scope,
): Promise<ProgramActivity> {
  return db.transaction(async (tx) => {
    const [activity] = await tx
      .insert(programActivities)
      .values({
        municipalityId: scope.municipalityId,
        professionalId: scope.professionalId,
        ...activityColumns(input),
        createdAt: scope.now,
      })
      .returning();
    const people = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.municipalityId, scope.municipalityId),
          eq(users.role, "elderly"),
          eq(users.status, "active"),
        ),
      );
    const schedule = activityReminderSchedule(activity, scope.now, scope.timezone);
    for (let i = 0; i < people.length; i += BATCH) {
      const slice = people.slice(i, i + BATCH);
      await tx
        .insert(programActivityAssignments)
        .values(slice.map((p) => ({ activityId: activity.id, userId: p.id })));
      await tx.insert(reminders).values(
        slice.map((p) => ({
          municipalityId: scope.municipalityId,
          userId: p.id,
          createdBy: scope.professionalId,
          title: input.title,
          description: input.description,
          type: "activity" as const,
          reminderTime: schedule.reminderTime,
          reminderDate: schedule.reminderDate,
          recurrence: schedule.recurrence,
          weekdays: schedule.weekdays,
          monthDay: schedule.monthDay,
          programActivityId: activity.id,
          createdAt: schedule.startsAt,
        })),
      );
    }
    await recordAudit(tx as Db, {
      municipalityId: scope.municipalityId,
      actorId: scope.professionalId,
      action: "program-activity.create",
      detail: { activityId: activity.id, assigned: people.length },
      now: scope.now,
    });
    return toApi(activity, people.length);
  });
}

/**
 * A person who joins the programme later receives its repeating activities (daily, weekly, monthly), with the
 * same repeating reminder the others got. One-off activities stay with the people who were there when they
 * were planned.
 */
export async function giveCurrentRecurringActivities(
  tx: Db,
  person: { id: string; municipalityId: string },
  scope: { actorId: string; now: Date },
): Promise<number> {
  const activities = await tx
    .select()
    .from(programActivities)
    .where(and(eq(programActivities.municipalityId, person.municipalityId), ne(programActivities.recurrence, "once")));
  if (activities.length === 0) return 0;
  const [town] = await tx
    .select({ timezone: municipalities.timezone })
    .from(municipalities)
    .where(eq(municipalities.id, person.municipalityId));
  await tx.insert(programActivityAssignments).values(activities.map((a) => ({ activityId: a.id, userId: person.id })));
  await tx.insert(reminders).values(
    activities.map((a) => {
      const { startsAt, ...schedule } = activityReminderSchedule(a, scope.now, town.timezone);
      return {
        municipalityId: person.municipalityId,
        userId: person.id,
        createdBy: a.professionalId,
        title: a.title,
        description: a.description,
        type: "activity" as const,
        ...schedule,
        programActivityId: a.id,
        createdAt: startsAt,
      };
    }),
  );
  return activities.length;
}

/** Deleting removes it everywhere: assignments and reminders go with it (foreign keys cascade). */
export async function deleteProgramActivity(db: Db, activity: ActivityRow, scope: Scope): Promise<void> {
  const deleted = await db
    .delete(programActivities)
    .where(and(eq(programActivities.id, activity.id), eq(programActivities.municipalityId, scope.municipalityId)))
    .returning({ id: programActivities.id });
  // Deleted meanwhile by a colleague: the same answer as a missing one.
  if (deleted.length === 0) throw notFound();
  await recordAudit(db, {
    municipalityId: scope.municipalityId,
    actorId: scope.professionalId,
    action: "program-activity.delete",
    detail: { activityId: activity.id },
    now: scope.now,
  });
}
