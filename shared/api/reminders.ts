import { reminderRecurrences, reminderTypes, userRoles } from "../domain/enums";
import { idParams, userIdParams } from "./common";
import { defineEndpoint } from "./contract";
import { storableDate, storableDateTime } from "./dates";
import { createReminderRequest, REMINDER_MESSAGES, updateReminderRequest } from "./reminder-requests";
import { multiLineString } from "./safe-text";
import { z } from "./zod";

export { createReminderRequest, REMINDER_MESSAGES, updateReminderRequest };

export const reminder = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  createdBy: z.uuid().nullable(),
  /** Role of the creator (null when that account no longer exists). */
  creatorRole: z.enum(userRoles).nullable(),
  title: z.string(),
  description: z.string(),
  type: z.enum(reminderTypes),
  reminderTime: z.string(),
  reminderDate: z.string().nullable(),
  recurrence: z.enum(reminderRecurrences),
  /** A repeating reminder only on these ISO weekdays (1 Monday … 7 Sunday); null: every day (or once). */
  weekdays: z.array(z.number()).nullable(),
  /** A repeating reminder only on this day of the month (made by a monthly programme activity). */
  monthDay: z.number().nullable(),
  isActive: z.boolean(),
  /** A completion exists for today's occurrence. */
  completedToday: z.boolean(),
  /** Once reminders: any completion; daily: same as completedToday. */
  isCompleted: z.boolean(),
  programActivityId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type Reminder = z.infer<typeof reminder>;

const daysQuery = (allowed: number[], fallback: number) =>
  z.object({
    days: z.coerce
      .number({ error: "El número de días no es válido" })
      .int({ error: "El número de días no es válido" })
      .refine((d) => allowed.includes(d), { error: `El periodo debe ser de ${allowed.join(", ")} días` })
      .default(fallback),
  });
const upcomingQuery = daysQuery([1, 2, 3, 4, 5, 6, 7, 14, 30], 7);
const statsQuery = daysQuery([7, 14, 30, 90], 7);

export const reminderStats = z.object({
  days: z.number(),
  due: z.number(),
  completed: z.number(),
  percentage: z.number(),
});
export type ReminderStats = z.infer<typeof reminderStats>;

export const completeReminderRequest = z
  .object({
    userId: z.uuid().optional(),
    completedBy: z.uuid().optional(),
    notes: multiLineString().max(500, { error: "La nota no puede superar 500 caracteres" }).optional().default(""),
    // A 'Hecho' queued offline names its occurrence and when it was pressed; without them,
    // the occurrence a "Hecho" now would mark, completed now.
    occurrenceDate: storableDate("La fecha no es válida").optional(),
    pressedAt: storableDateTime("La hora no es válida").optional(),
  })
  .default({ notes: "" });

/** 'Deshacer': the occurrence to take back; without it, the one a "Hecho" now would mark. */
const undoCompletionRequest = z
  .object({ occurrenceDate: storableDate("La fecha no es válida").optional() })
  .default({});

const undoCompletionResponse = z.object({ occurrenceDate: z.string(), isUndone: z.boolean() });

/** A medicine dose not confirmed 60 minutes after its time ('Sin confirmar'). */
export const unconfirmedDose = z.object({
  reminderId: z.uuid(),
  title: z.string(),
  reminderTime: z.string(),
  occurrenceDate: z.string(),
  dueAt: z.string(),
});
export type UnconfirmedDose = z.infer<typeof unconfirmedDose>;

export const reminderCompletion = z.object({
  id: z.uuid(),
  reminderId: z.uuid(),
  occurrenceDate: z.string(),
  completedAt: z.string(),
  completedBy: z.uuid().nullable(),
  notes: z.string(),
  minutesLate: z.number(),
});
export type ReminderCompletion = z.infer<typeof reminderCompletion>;

/** Reading a person's reminders is "care" data: self, consented family, own professionals (audited). */
const careRead = { kind: "subject", param: "userId", scope: "care", audit: "reminders.view" } as const;

/** The person ticks (or un-ticks) their own reminder; staff may do it on their behalf; family never. */
const completion = {
  kind: "subject",
  param: "id",
  via: "reminder",
  scope: { elderly: "self", professional: "record", family: { refusedAfter: "care" } },
  audit: "reminders.complete",
} as const;

/**
 * Consented family and staff of the municipality manage a person's active reminders; the person does not (403
 * for any id, before it is looked up, so ids cannot be probed). An inactive (deleted) reminder is not found.
 */
const management = {
  kind: "subject",
  param: "id",
  via: "activeReminder",
  scope: { family: "care", professional: "record" },
  audit: "reminders.manage",
} as const;

export const reminderEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/reminders/:userId",
    summary: "The person's active reminders with today's completion state",
    access: careRead,
    params: userIdParams,
    response: z.array(reminder),
  }),
  today: defineEndpoint({
    method: "GET",
    path: "/api/reminders/:userId/today",
    summary: "The person's reminders with an occurrence today",
    access: careRead,
    params: userIdParams,
    response: z.array(reminder),
  }),
  upcoming: defineEndpoint({
    method: "GET",
    path: "/api/reminders/:userId/upcoming",
    summary: "The person's reminders due in the next days (the person's own list carries an ETag)",
    access: careRead,
    params: userIdParams,
    query: upcomingQuery,
    response: z.array(reminder),
  }),
  stats: defineEndpoint({
    method: "GET",
    path: "/api/reminders/:userId/stats",
    summary: "How many reminder occurrences were due and completed in the last days",
    access: careRead,
    params: userIdParams,
    query: statsQuery,
    response: reminderStats,
  }),
  unconfirmed: defineEndpoint({
    method: "GET",
    path: "/api/reminders/:userId/unconfirmed",
    summary: "The person's medicine doses not confirmed an hour after their time ('Sin confirmar')",
    access: careRead,
    params: userIdParams,
    response: z.array(unconfirmedDose),
  }),
  completions: defineEndpoint({
    method: "GET",
    path: "/api/reminders/:userId/completions",
    summary: "The person's reminder completions of the last 30 days",
    access: careRead,
    params: userIdParams,
    response: z.array(reminderCompletion),
  }),
  // 201 for a new completion, 200 when it was already completed: the handler sets the status.
  complete: defineEndpoint({
    method: "POST",
    path: "/api/reminders/:id/complete",
    summary: "Marks an occurrence of the reminder as done ('Hecho'); repeating it is harmless",
    access: completion,
    params: idParams,
    body: completeReminderRequest,
    response: reminderCompletion,
    status: 201,
    isIdempotentCreate: true,
  }),
  undo: defineEndpoint({
    method: "POST",
    path: "/api/reminders/:id/undo",
    summary: "Takes back the completion of an occurrence ('Deshacer')",
    access: completion,
    params: idParams,
    body: undoCompletionRequest,
    response: undoCompletionResponse,
  }),
  // The subject person is in the body (userId): the shared policy reads it from there (`in: "body"`).
  create: defineEndpoint({
    method: "POST",
    path: "/api/reminders",
    summary: "Creates a reminder for a person",
    // Consented family manage a person's reminders through "care", staff through "record"; never the person.
    access: {
      kind: "subject",
      param: "userId",
      in: "body",
      scope: { family: "care", professional: "record" },
      audit: "reminders.manage",
    },
    body: createReminderRequest,
    response: reminder,
    status: 201,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/reminders/:id",
    summary: "Edits a reminder",
    access: management,
    params: idParams,
    body: updateReminderRequest,
    response: reminder,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/reminders/:id",
    summary: "Deletes a reminder (deactivated: its completions stay for adherence)",
    access: management,
    params: idParams,
    response: null,
  }),
};
