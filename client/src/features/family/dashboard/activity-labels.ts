import type { ActivityType } from "@shared/domain/enums";

/**
 * What the family sees of each activity record: only its category in plain Spanish. Descriptions and
 * metadata (for chats, what was said) are never shown.
 */
const ACTIVITY_LABELS: Record<ActivityType, string> = {
  login: "Inició sesión",
  chat: "Habló con el asistente",
  reminder_completed: "Completó un recordatorio",
  message_read: "Leyó un mensaje",
  cognitive_exercise: "Hizo un ejercicio de memoria",
};

export function activityLabel(type: string): string {
  return type in ACTIVITY_LABELS ? ACTIVITY_LABELS[type as ActivityType] : "Usó la aplicación";
}
