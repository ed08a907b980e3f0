import type { createProgramActivityRequest, ProgramActivity } from "@shared/api/professional";
import { activityReminderSchedule } from "@shared/domain/activity-reminders";
import { programActivities, reminders } from "@shared/schema";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/types";
import { notFound } from "../../domain-errors";
import { recordAudit } from "../audit";
import { activityColumns, listProgramActivities } from "./program-activities";

type Scope = { municipalityId: string; professionalId: string; timezone: string; now: Date };
type ActivityRow = typeof programActivities.$inferSelect;

/**
 * Edits an activity and, in the same transaction, every reminder it made: title, description, hour and how it
 * repeats (shared/domain/activity-reminders.ts). Completions already recorded stay. A repeating activity moved
 * to a later first day does not remind before it (the reminders start then); an earlier one does not bring
 * back days that have passed.
 */
export async function updateProgramActivity(
  db: Db,
  activity: ActivityRow,
  input: z.output<typeof createProgramActivityRequest>,
  scope: Scope,
): Promise<ProgramActivity> {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(programActivities)
      .set(activityColumns(input))
      .where(and(eq(programActivities.id, activity.id), eq(programActivities.municipalityId, scope.municipalityId)))
      .returning();
    // Deleted meanwhile by a colleague: the same answer as a missing one.
    if (!updated) throw notFound();
    const { startsAt, ...schedule } = activityReminderSchedule(updated, scope.now, scope.timezone);
    await tx
      .update(reminders)
      .set({
        title: input.title,
        description: input.description,
        ...schedule,
        createdAt: sql`greatest(${reminders.createdAt}, ${startsAt.toISOString()}::timestamptz)`,
      })
      .where(eq(reminders.programActivityId, activity.id));
    await recordAudit(tx as Db, {
      municipalityId: scope.municipalityId,
      actorId: scope.professionalId,
      action: "program-activity.update",
      detail: { activityId: activity.id },
      now: scope.now,
    });
  });
  const all = await listProgramActivities(db, scope.municipalityId);
  const found = all.find((a) => a.id === activity.id);
  if (!found) throw notFound();
  return found;
}
