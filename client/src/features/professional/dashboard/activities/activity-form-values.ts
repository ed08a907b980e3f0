import {
  PROGRAM_ACTIVITY_DATE_FOR_ONCE,
  PROGRAM_ACTIVITY_REQUIRED,
  PROGRAM_ACTIVITY_TIME_REQUIRED,
} from "@shared/api/messages";
import type { ProgramActivity } from "@shared/api/professional";
import type { Difficulty, ProgramActivityType, ProgramRecurrence } from "@shared/domain/enums";
import { isoWeekday, WEEKDAY_NAMES } from "@shared/domain/reminder-repeat";

// What the create-activity dialog holds while the professional types (docs/behaviour/04-states.md).

export type ActivityFormValues = {
  title: string;
  description: string;
  activityType: ProgramActivityType;
  instructions: string;
  difficulty: Difficulty;
  scheduledDate: string;
  scheduledTime: string;
  recurrence: ProgramRecurrence;
};

/**
 * docs/behaviour/04-states.md and 09-constants.md: cognitive_exercise, medium, once; the other fields empty strings.
 */
export const EMPTY_ACTIVITY_FORM: ActivityFormValues = {
  title: "",
  description: "",
  activityType: "cognitive_exercise",
  instructions: "",
  difficulty: "medium",
  scheduledDate: "",
  scheduledTime: "",
  recurrence: "once",
};

export type ActivityErrors = Partial<Record<"title" | "description" | "scheduledDate" | "scheduledTime", string>>;

/**
 * Title and description are required (docs/behaviour/05-validation.md); a one-off activity needs a date and a time,
 * a repeating one a time (the server refuses the same). Inline messages per field.
 */
export function validateActivity(values: ActivityFormValues): ActivityErrors {
  const errors: ActivityErrors = {};
  if (!values.title.trim()) errors.title = "Escriba el título de la actividad";
  if (!values.description.trim()) errors.description = "Escriba la descripción de la actividad";
  if (values.recurrence === "once" && !values.scheduledDate) errors.scheduledDate = PROGRAM_ACTIVITY_DATE_FOR_ONCE;
  if (!values.scheduledTime) errors.scheduledTime = PROGRAM_ACTIVITY_TIME_REQUIRED;
  return errors;
}

/** The toast a refused form shows: the required fields first, then the date or the time. */
export function firstProblem(errors: ActivityErrors): string | null {
  if (errors.title || errors.description) return PROGRAM_ACTIVITY_REQUIRED;
  return errors.scheduledDate ?? errors.scheduledTime ?? null;
}

export function valuesFromActivity(activity: ProgramActivity): ActivityFormValues {
  return {
    title: activity.title,
    description: activity.description,
    activityType: activity.activityType,
    instructions: activity.instructions,
    difficulty: activity.difficulty,
    scheduledDate: activity.scheduledDate ?? "",
    scheduledTime: activity.scheduledTime?.slice(0, 5) ?? "",
    recurrence: activity.recurrence,
  };
}

/** How the people's reminders will repeat (shared/domain/activity-reminders.ts), said under the fields. */
export function repeatHint(values: Pick<ActivityFormValues, "recurrence" | "scheduledDate">): string {
  const date = values.scheduledDate;
  if (values.recurrence === "daily") return "Cada persona tendrá un recordatorio todos los días.";
  if (values.recurrence === "weekly")
    return date
      ? `Cada persona tendrá un recordatorio todos los ${WEEKDAY_NAMES[isoWeekday(date) - 1].replace(/o$/, "os")} desde esa fecha.`
      : "Cada persona tendrá un recordatorio cada semana, el mismo día de la semana que hoy.";
  if (values.recurrence === "monthly")
    return date
      ? `Cada persona tendrá un recordatorio el día ${Number(date.slice(8))} de cada mes desde esa fecha (los meses sin ese día, no).`
      : "Cada persona tendrá un recordatorio cada mes, el mismo día del mes que hoy.";
  return "Cada persona tendrá un recordatorio ese día.";
}
