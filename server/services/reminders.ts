import type { Reminder, ReminderCompletion, ReminderStats } from "@shared/api/reminders";
import {
  computeCompliance,
  isUpcoming,
  occurrenceOn,
  type ReminderLike,
  STATS_DAYS,
} from "@shared/domain/reminders";
import { completedAtFor, completionTarget, namedCompletionTarget } from "@shared/domain/reminder-completion";
import { addLocalDays, localDate, localInstant } from "@shared/domain/time";
import { reminderCompletions, reminders, users } from "@shared/schema";
import { and, asc, desc, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "../db/types";
import { invalidInput, notFound } from "../domain-errors";
import { recordActivity } from "./activity-log";

type ReminderRow = typeof reminders.$inferSelect;
type Scope = { userId: string; timezone: string; now: Date };

export const toLike = (r: ReminderRow, timezone: string): ReminderLike => ({
  id: r.id,
  reminderTime: r.reminderTime,
  reminderDate: r.reminderDate,
  recurrence: r.recurrence,
  weekdays: r.weekdays,
  monthDay: r.monthDay,
  isActive: r.isActive,
  startDate: localDate(r.createdAt, timezone),
});

async function activeReminders(db: Db, userId: string): Promise<ReminderRow[]> {
  return db
    .select()
    .from(reminders)
    .where(and(eq(reminders.userId, userId), eq(reminders.isActive, true)))
    .orderBy(asc(reminders.reminderTime), asc(reminders.title));
}

/** Attaches completedToday / isCompleted from one query over the person's completions. */
async function withCompletionState(db: Db, rows: ReminderRow[], scope: Scope): Promise<Reminder[]> {
  if (rows.length === 0) return [];
  const today = localDate(scope.now, scope.timezone);
  const done = await db
    .select({
      reminderId: reminderCompletions.reminderId,
      occurrenceDate: reminderCompletions.occurrenceDate,
    })
    .from(reminderCompletions)
    .where(
      inArray(
        reminderCompletions.reminderId,
        rows.map((r) => r.id),
      ),
    );
  const creatorIds = [...new Set(rows.map((r) => r.createdBy).filter((id): id is string => !!id))];
  const creators = creatorIds.length
    ? await db.select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, creatorIds))
    : [];
  const roleOf = new Map(creators.map((c) => [c.id, c.role]));
  const doneToday = new Set(done.filter((c) => c.occurrenceDate === today).map((c) => c.reminderId));
  const doneEver = new Set(done.map((c) => c.reminderId));
  return rows.map((r) => {
    const completedToday = doneToday.has(r.id);
    return {
      id: r.id,
      userId: r.userId,
      createdBy: r.createdBy,
      creatorRole: (r.createdBy && roleOf.get(r.createdBy)) || null,
      title: r.title,
      description: r.description,
      type: r.type,
      reminderTime: r.reminderTime,
      reminderDate: r.reminderDate,
      recurrence: r.recurrence,
      weekdays: r.weekdays,
      monthDay: r.monthDay,
      isActive: r.isActive,
      completedToday,
      isCompleted: r.recurrence === "once" ? doneEver.has(r.id) : completedToday,
      programActivityId: r.programActivityId,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

export async function listReminders(db: Db, scope: Scope): Promise<Reminder[]> {
  return withCompletionState(db, await activeReminders(db, scope.userId), scope);
}

/** Reminders with an occurrence today (daily ones, repeating ones on today's weekday, once-reminders dated today). */
export async function listTodayReminders(db: Db, scope: Scope): Promise<Reminder[]> {
  const today = localDate(scope.now, scope.timezone);
  const rows = (await activeReminders(db, scope.userId)).filter((r) =>
    occurrenceOn(toLike(r, scope.timezone), today),
  );
  return withCompletionState(db, rows, scope);
}

export async function listUpcomingReminders(db: Db, scope: Scope, days: number): Promise<Reminder[]> {
  const today = localDate(scope.now, scope.timezone);
  const rows = (await activeReminders(db, scope.userId)).filter((r) =>
    isUpcoming(toLike(r, scope.timezone), today, days),
  );
  return withCompletionState(db, rows, scope);
}

export async function getReminderStats(db: Db, scope: Scope, days = STATS_DAYS): Promise<ReminderStats> {
  const since = addLocalDays(localDate(scope.now, scope.timezone), -(days - 1));
  const rows = await activeReminders(db, scope.userId);
  const completions = await db
    .select({
      reminderId: reminderCompletions.reminderId,
      occurrenceDate: reminderCompletions.occurrenceDate,
    })
    .from(reminderCompletions)
    .where(and(eq(reminderCompletions.userId, scope.userId), gte(reminderCompletions.occurrenceDate, since)));
  const result = computeCompliance(
    rows.map((r) => toLike(r, scope.timezone)),
    completions,
    scope.now,
    scope.timezone,
    days,
  );
  return { days, ...result };
}

export async function listCompletions(db: Db, scope: Scope, days = 30): Promise<ReminderCompletion[]> {
  const since = addLocalDays(localDate(scope.now, scope.timezone), -(days - 1));
  const rows = await db
    .select()
    .from(reminderCompletions)
    .where(and(eq(reminderCompletions.userId, scope.userId), gte(reminderCompletions.occurrenceDate, since)))
    .orderBy(desc(reminderCompletions.completedAt))
    .limit(500);
  return rows.map((c) => ({
    id: c.id,
    reminderId: c.reminderId,
    occurrenceDate: c.occurrenceDate,
    completedAt: c.completedAt.toISOString(),
    completedBy: c.completedBy,
    notes: c.notes,
    minutesLate: c.minutesLate,
  }));
}

/**
 * Marks today's occurrence (or a once-reminder's own date) as done. Completing twice is
 * idempotent: the first completion stands and no second activity is written.
 */
export async function completeReminder(
  db: Db,
  reminder: ReminderRow,
  input: {
    completedBy: string;
    notes: string;
    timezone: string;
    now: Date;
    occurrenceDate?: string;
    pressedAt?: Date;
  },
): Promise<{ completion: ReminderCompletion; isNew: boolean }> {
  const like = toLike(reminder, input.timezone);
  const target = input.occurrenceDate
    ? namedCompletionTarget(like, input.occurrenceDate, input.now, input.timezone)
    : completionTarget(like, input.now, input.timezone);
  if (target.kind === "none") throw notFound("Este recordatorio no tiene nada pendiente hoy");
  if (target.kind === "early" || target.kind === "invalid") throw invalidInput(target.message);
  const occurrence = target.occurrenceDate;
  const completedAt = completedAtFor(input.pressedAt, occurrence, input.now, input.timezone);
  const due = localInstant(occurrence, reminder.reminderTime, input.timezone);
  const minutesLate = Math.max(0, Math.round((completedAt.getTime() - due.getTime()) / 60_000));
  const inserted = await db
    .insert(reminderCompletions)
    .values({
      municipalityId: reminder.municipalityId,
      reminderId: reminder.id,
      userId: reminder.userId,
      occurrenceDate: occurrence,
      completedAt,
      completedBy: input.completedBy,
      notes: input.notes,
      minutesLate,
    })
    .onConflictDoNothing()
    .returning();
  const isNew = inserted.length > 0;
  if (isNew) {
    await recordActivity(db, {
      userId: reminder.userId,
      municipalityId: reminder.municipalityId,
      activityType: "reminder_completed",
      description: `Recordatorio completado: ${reminder.title}`,
      metadata: { reminderId: reminder.id, occurrenceDate: occurrence, type: reminder.type, minutesLate },
      now: input.now,
    });
  }
  const [row] = isNew
    ? inserted
    : await db
        .select()
        .from(reminderCompletions)
        .where(
          and(
            eq(reminderCompletions.reminderId, reminder.id),
            eq(reminderCompletions.occurrenceDate, occurrence),
          ),
        );
  return {
    isNew,
    completion: {
      id: row.id,
      reminderId: row.reminderId,
      occurrenceDate: row.occurrenceDate,
      completedAt: row.completedAt.toISOString(),
      completedBy: row.completedBy,
      notes: row.notes,
      minutesLate: row.minutesLate,
    },
  };
}
