import type { ProgramActivityType, ProgramRecurrence } from "@shared/domain/enums";

// Spanish labels of the programme-activity choices (docs/behaviour/03-entities.md).

export const ACTIVITY_TYPE_LABELS: Record<ProgramActivityType, string> = {
  cognitive_exercise: "Ejercicio cognitivo",
  physical_activity: "Actividad física",
  social_activity: "Actividad social",
  creative_activity: "Actividad creativa",
  memory_exercise: "Ejercicio de memoria",
};

export const DIFFICULTY_LABELS = { easy: "Fácil", medium: "Medio", hard: "Difícil" } as const;

export const PROGRAM_RECURRENCE_LABELS: Record<ProgramRecurrence, string> = {
  once: "Una vez",
  daily: "Diaria",
  weekly: "Semanal",
  monthly: "Mensual",
};

/** "1 usuario" / "3 usuarios" and the like. */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "Diabetes, Hipertensión" or one per line -> ["Diabetes", "Hipertensión"] (empty items dropped). */
export function splitList(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

export const joinList = (items: readonly string[] | undefined) => (items ?? []).join(", ");
