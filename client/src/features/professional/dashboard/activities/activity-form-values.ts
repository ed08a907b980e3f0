import { PROGRAM_ACTIVITY_DATE_FOR_ONCE, PROGRAM_ACTIVITY_TIME_REQUIRED } from "@shared/api/messages";
import type { Difficulty, ProgramActivityType, ProgramRecurrence } from "@shared/domain/enums";

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
