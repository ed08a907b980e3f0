import { defineEndpoint, OWN_STAFF_ID } from "./contract";
import { professionalParams } from "./professional";
import { z } from "./zod";

// 'Ánimo bajo esta semana' (docs/behaviour/13-later-additions.md#low-mood): the professional's people whose
// conversations with the assistant read as low mood on 3 or more of the last 7 local days. Only people with
// personalConsent; only the days, never what was said.

const localDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const lowMoodPerson = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  /** Local days with low mood inside the window, newest first. */
  days: z.array(localDay),
});
export const lowMoodWeek = z.object({
  /** First and last local day of the window (both included). */
  from: localDay,
  to: localDay,
  people: z.array(lowMoodPerson),
});
export type LowMoodWeek = z.infer<typeof lowMoodWeek>;

export const lowMoodEndpoints = {
  week: defineEndpoint({
    method: "GET",
    path: "/api/professional/:professionalId/low-mood",
    summary: "People of the municipality with low mood on 3 or more of the last 7 days (consenting people only)",
    access: OWN_STAFF_ID,
    params: professionalParams,
    response: lowMoodWeek,
  }),
};
