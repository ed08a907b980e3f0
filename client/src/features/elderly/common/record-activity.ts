import type { ActivityType } from "@shared/domain/enums";
import { apiRequest } from "@/lib/query-client";
import { logFailure } from "./log-failure";

export type ActivityInput = {
  userId: string;
  activityType: ActivityType;
  description: string;
  metadata: Record<string, string | number | boolean | null>;
};

/** POST /api/activities; a failure is only logged (SPEC section 7). Never throws. */
export async function recordActivity(input: ActivityInput): Promise<void> {
  try {
    await apiRequest("POST", "/api/activities", input);
  } catch (error) {
    logFailure("No se pudo registrar la actividad", error);
  }
}
