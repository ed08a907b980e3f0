import type { createProgramActivityRequest, ProgramActivity } from "@shared/api/professional";
import { localDate } from "@shared/domain/time";
import { programActivities, programActivityAssignments, reminders, users } from "@shared/schema";
import { and, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/types";
import { notFound } from "../../http/errors";
import { recordAudit } from "../audit";

type Scope = { municipalityId: string; professionalId: string; timezone: string; now: Date };
type ActivityRow = typeof programActivities.$inferSelect;

const DEFAULT_TIME = "10:00";
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

export async function listProgramActivities(db: Db, municipalityId: string): Promise<ProgramActivity[]> {
  const rows = await db
    .select({ activity: programActivities, assigned: count(programActivityAssignments.userId) })
    .from(programActivities)
    .leftJoin(programActivityAssignments, eq(programActivityAssignments.activityId, programActivities.id))
    .where(eq(programActivities.municipalityId, municipalityId))
    .groupBy(programActivities.id)
    .orderBy(desc(programActivities.createdAt));
  return rows.map((r) => toApi(r.activity, Number(r.assigned)));
}

/**
 * Creates the activity, assigns it to every person the professional manages (the municipality's
 * active older people) and puts it in each one's reminders: daily stays daily, the rest are a
 * one-off on the scheduled date (today when none was given).
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
        title: input.title,
        description: input.description,
        activityType: input.activityType,
        instructions: input.instructions,
        difficulty: input.difficulty,
        scheduledDate: input.scheduledDate || null,
        scheduledTime: input.scheduledTime || null,
        recurrence: input.recurrence,
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
    const isDaily = input.recurrence === "daily";
    const date = input.scheduledDate || localDate(scope.now, scope.timezone);
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
          reminderTime: input.scheduledTime || DEFAULT_TIME,
          reminderDate: isDaily ? null : date,
          recurrence: isDaily ? ("daily" as const) : ("once" as const),
          programActivityId: activity.id,
          createdAt: scope.now,
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

/** Deleting removes it everywhere: assignments and reminders go with it (foreign keys cascade). */
export async function deleteProgramActivity(db: Db, id: string, scope: Scope): Promise<void> {
  const deleted = await db
    .delete(programActivities)
    .where(and(eq(programActivities.id, id), eq(programActivities.municipalityId, scope.municipalityId)))
    .returning({ id: programActivities.id });
  if (deleted.length === 0) throw notFound();
  await recordAudit(db, {
    municipalityId: scope.municipalityId,
    actorId: scope.professionalId,
    action: "program-activity.delete",
    detail: { activityId: id },
    now: scope.now,
  });
}
