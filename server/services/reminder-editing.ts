import {
  type createReminderRequest,
  REMINDER_MESSAGES,
  type Reminder,
  type updateReminderRequest,
} from "@shared/api/reminders";
import type { UserRole } from "@shared/domain/enums";
import { reminders } from "@shared/schema";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/types";
import { conflict, invalidInput } from "../domain-errors";
import { listReminders } from "./reminders";

type ReminderRow = typeof reminders.$inferSelect;
type Scope = { timezone: string; now: Date };

/** A programme activity's reminder is managed from the professional panel, not by family (409). */
function assertEditableBy(row: ReminderRow, editorRole: UserRole) {
  if (row.programActivityId && editorRole !== "professional") throw conflict(REMINDER_MESSAGES.programActivity);
}

async function present(db: Db, row: ReminderRow, scope: Scope): Promise<Reminder> {
  const all = await listReminders(db, { userId: row.userId, ...scope });
  const found = all.find((r) => r.id === row.id);
  return (
    found ?? {
      id: row.id,
      userId: row.userId,
      createdBy: row.createdBy,
      creatorRole: null,
      title: row.title,
      description: row.description,
      type: row.type,
      reminderTime: row.reminderTime,
      reminderDate: row.reminderDate,
      recurrence: row.recurrence,
      weekdays: row.weekdays,
      monthDay: row.monthDay,
      isActive: row.isActive,
      completedToday: false,
      isCompleted: false,
      programActivityId: row.programActivityId,
      createdAt: row.createdAt.toISOString(),
    }
  );
}

/** Creates a reminder; the creator is always the session user, never the body's createdBy. */
export async function createReminder(
  db: Db,
  input: z.output<typeof createReminderRequest>,
  ctx: Scope & { createdBy: string; municipalityId: string },
): Promise<Reminder> {
  const [row] = await db
    .insert(reminders)
    .values({
      municipalityId: ctx.municipalityId,
      userId: input.userId,
      createdBy: ctx.createdBy,
      title: input.title,
      description: input.description,
      type: input.type,
      reminderTime: input.reminderTime,
      reminderDate: input.reminderDate,
      recurrence: input.recurrence,
      weekdays: input.weekdays,
      isActive: input.isActive,
      createdAt: ctx.now,
    })
    .returning();
  return present(db, row, ctx);
}

/**
 * Applies an edit; switching to daily clears the date, and a once reminder keeps needing one and has no
 * weekdays. Weekdays absent keep the stored ones; a list of weekdays ends a monthly repetition.
 */
export async function updateReminder(
  db: Db,
  row: ReminderRow,
  input: z.output<typeof updateReminderRequest>,
  ctx: Scope & { editorRole: UserRole },
): Promise<Reminder> {
  assertEditableBy(row, ctx.editorRole);
  const recurrence = input.recurrence ?? row.recurrence;
  const reminderDate =
    recurrence === "daily" ? null : input.reminderDate !== undefined ? input.reminderDate : row.reminderDate;
  if (recurrence === "once" && !reminderDate) throw invalidInput(REMINDER_MESSAGES.dateForOnce);
  if (recurrence === "once" && input.weekdays) throw invalidInput(REMINDER_MESSAGES.weekdaysWithDate);
  const weekdays = recurrence === "once" ? null : input.weekdays !== undefined ? input.weekdays : row.weekdays;
  const monthDay = recurrence === "once" || input.weekdays ? null : row.monthDay;
  const [updated] = await db
    .update(reminders)
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.reminderTime !== undefined ? { reminderTime: input.reminderTime } : {}),
      ...(input.type !== undefined ? { type: input.type } : {}),
      ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
      recurrence,
      reminderDate,
      weekdays,
      monthDay,
    })
    .where(eq(reminders.id, row.id))
    .returning();
  return present(db, updated, ctx);
}

/** Deleting keeps the history of completions (adherence metrics) by deactivating the reminder. */
export async function deleteReminder(db: Db, row: ReminderRow, editorRole: UserRole): Promise<void> {
  assertEditableBy(row, editorRole);
  await db.update(reminders).set({ isActive: false }).where(eq(reminders.id, row.id));
}
