import { completionTarget, undoRefusal } from "@shared/domain/reminder-completion";
import { activities, reminderCompletions, type reminders } from "@shared/schema";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/types";
import { conflict, forbidden, notFound } from "../domain-errors";
import { recordAudit } from "./audit";
import { toLike } from "./reminders";

// 'Deshacer' of a reminder's 'Hecho' (docs/behaviour/10-domain-rules.md#undoing-a-completion).

type ReminderRow = typeof reminders.$inferSelect;

/**
 * Takes back the completion of one occurrence ('Deshacer'): the completion and the activity it wrote go, so
 * the lists, stats and the family's recent activity read as before, and the audit log keeps that it happened.
 * Only whoever completed it may, within UNDO_SERVER_SECONDS of the server recording it (the activity the
 * completion wrote at that instant), else a Spanish 403/409 that changes nothing. Undoing what is not
 * completed changes nothing (idempotent: a repeated undo is harmless). Without a date, the occurrence a
 * "Hecho" now would target.
 */
export async function undoReminderCompletion(
  db: Db,
  reminder: ReminderRow,
  input: { occurrenceDate?: string; callerId: string; timezone: string; now: Date },
): Promise<{ occurrenceDate: string; isUndone: boolean }> {
  const target = completionTarget(toLike(reminder, input.timezone), input.now, input.timezone);
  const occurrence = input.occurrenceDate ?? (target.kind === "none" ? null : target.occurrenceDate);
  if (!occurrence) throw notFound("Este recordatorio no tiene nada que deshacer hoy");
  return db.transaction(async (tx) => {
    const [completion] = await tx
      .select()
      .from(reminderCompletions)
      .where(
        and(eq(reminderCompletions.reminderId, reminder.id), eq(reminderCompletions.occurrenceDate, occurrence)),
      )
      .for("update");
    if (!completion) return { occurrenceDate: occurrence, isUndone: false };
    const ofThisCompletion = and(
      eq(activities.userId, reminder.userId),
      eq(activities.activityType, "reminder_completed"),
      sql`${activities.metadata}->>'reminderId' = ${reminder.id}`,
      sql`${activities.metadata}->>'occurrenceDate' = ${occurrence}`,
    );
    const [recorded] = await tx
      .select({ at: activities.createdAt })
      .from(activities)
      .where(ofThisCompletion)
      .orderBy(desc(activities.createdAt))
      .limit(1);
    const refusal = undoRefusal(
      { completedBy: completion.completedBy, recordedAt: recorded?.at ?? null },
      input.callerId,
      input.now,
    );
    if (refusal) throw refusal.status === 403 ? forbidden(refusal.message) : conflict(refusal.message);
    await tx.delete(reminderCompletions).where(eq(reminderCompletions.id, completion.id));
    await tx.delete(activities).where(ofThisCompletion);
    await recordAudit(tx as Db, {
      municipalityId: reminder.municipalityId,
      actorId: input.callerId,
      action: "reminders.undo",
      subjectUserId: reminder.userId,
      detail: {
        reminderId: reminder.id,
        occurrenceDate: occurrence,
        completedAt: completion.completedAt.toISOString(),
      },
      now: input.now,
    });
    return { occurrenceDate: occurrence, isUndone: true };
  });
}
