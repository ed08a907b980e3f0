import { reminderRecurrences, reminderTypes } from "../domain/enums";
import { z } from "./zod";

export const reminder = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  createdBy: z.uuid().nullable(),
  title: z.string(),
  description: z.string(),
  type: z.enum(reminderTypes),
  reminderTime: z.string(),
  reminderDate: z.string().nullable(),
  recurrence: z.enum(reminderRecurrences),
  isActive: z.boolean(),
  /** A completion exists for today's occurrence. */
  completedToday: z.boolean(),
  /** Once reminders: any completion; daily: same as completedToday. */
  isCompleted: z.boolean(),
  programActivityId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type Reminder = z.infer<typeof reminder>;

export const daysQuery = (allowed: number[], fallback: number) =>
  z.object({
    days: z.coerce
      .number({ error: "El número de días no es válido" })
      .int({ error: "El número de días no es válido" })
      .refine((d) => allowed.includes(d), { error: `El periodo debe ser de ${allowed.join(", ")} días` })
      .default(fallback),
  });
export const upcomingQuery = daysQuery([1, 2, 3, 4, 5, 6, 7, 14, 30], 7);
export const statsQuery = daysQuery([7, 14, 30, 90], 7);

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
    notes: z.string().max(500, { error: "La nota no puede superar 500 caracteres" }).optional().default(""),
  })
  .default({ notes: "" });

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
