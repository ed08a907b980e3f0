import { activityEndpoints } from "@shared/api/routes";
import type { ActivityType } from "@shared/domain/enums";
import { callEndpoint } from "@/lib/endpoint-client";
import { logFailure } from "./log-failure";

type ActivityInput = {
  userId: string;
  activityType: ActivityType;
  description: string;
  metadata: Record<string, string | number | boolean | null>;
};

/** POST /api/activities; a failure is only logged (docs/behaviour/07-api.md). Never throws. */
export async function recordActivity(input: ActivityInput): Promise<void> {
  try {
    await callEndpoint(activityEndpoints.record, { body: input });
  } catch (error) {
    logFailure("No se pudo registrar la actividad", error);
  }
}
