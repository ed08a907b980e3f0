// Programme activities of Valle Verde and the reminder each one puts in an assigned person's list.
import { randomUUID } from "node:crypto";
import { activityReminderSchedule } from "@shared/domain/activity-reminders";
import { DEFAULT_TIMEZONE } from "@shared/domain/time";
import type { programActivities } from "@shared/schema";
import type { ReminderRow } from "./seed-reminders";
import type { LocalClock } from "./seed-util";

export type ProgramActivityRow = typeof programActivities.$inferInsert & { id: string };

/** The three programme activities of Valle Verde, by its professional. */
export function planProgramActivities(
  municipalityId: string,
  professionalId: string,
  clock: LocalClock,
): ProgramActivityRow[] {
  const created = (days: number) => clock.at(clock.day(-days), "09:40");
  // a table
  return [
    { id: randomUUID(), municipalityId, professionalId, title: "Taller de memoria", description: "Juegos de memoria y estimulación cognitiva en grupo.", activityType: "memory_exercise", instructions: "Centro de mayores, sala 2. Traer gafas de cerca.", difficulty: "medium", scheduledDate: clock.day(2), scheduledTime: "11:00", recurrence: "weekly", createdAt: created(3) },
    { id: randomUUID(), municipalityId, professionalId, title: "Paseo saludable", description: "Paseo en grupo de 45 minutos por el parque municipal.", activityType: "physical_activity", instructions: "Salida desde la puerta del ayuntamiento. Calzado cómodo y agua.", difficulty: "easy", scheduledDate: clock.day(-14), scheduledTime: "10:00", recurrence: "daily", createdAt: created(15) },
    { id: randomUUID(), municipalityId, professionalId, title: "Café tertulia", description: "Charla distendida con café y pastas sobre las fiestas del pueblo.", activityType: "social_activity", instructions: "Hogar del jubilado. Se puede venir acompañado.", difficulty: "easy", scheduledDate: clock.day(4), scheduledTime: "17:00", recurrence: "once", createdAt: created(2) },
  ];
}

/** The reminder a programme activity puts in an assigned person's list, as if made when it was planned. */
export function programReminder(activity: ProgramActivityRow, userId: string): ReminderRow {
  const planned = activity.createdAt ?? new Date(0);
  const { startsAt, ...schedule } = activityReminderSchedule(
    {
      scheduledDate: activity.scheduledDate ?? null,
      scheduledTime: activity.scheduledTime ?? null,
      recurrence: activity.recurrence ?? "once",
      createdAt: planned,
    },
    planned,
    DEFAULT_TIMEZONE,
  );
  return {
    id: randomUUID(),
    municipalityId: activity.municipalityId,
    userId,
    createdBy: activity.professionalId,
    title: activity.title,
    description: activity.description,
    type: "activity",
    ...schedule,
    isActive: true,
    programActivityId: activity.id,
    createdAt: startsAt,
  };
}
