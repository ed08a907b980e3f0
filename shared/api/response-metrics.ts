import { alertOutcomes } from "../domain/enums";
import { defineEndpoint, OWN_PROFESSIONAL_ID, OWN_STAFF_ID } from "./contract";
import { metricsQuery } from "./metrics";
import { z } from "./zod";

// How fast staff answered the help requests and critical health alerts raised in the metrics period, against
// the municipality's targets (docs/behaviour/10-domain-rules.md#response-times). Same people, period and access
// as the other metrics: the professional's consented people as a whole, or one consented person.
//
//   GET /api/metrics/response/aggregated?days=&professionalId=&consentOnly=true
//   GET /api/metrics/response/{userId}?days=

const int = z.number().int();

/** One step ('La atiendo' or 'Atendida'): how many, how fast, how many within the target. */
export const responseStep = z.object({
  /** Requests that reached this step. */
  count: int,
  /** Seconds from the request to this step (continuous percentiles), null when none reached it. */
  medianSeconds: z.number().nullable(),
  p90Seconds: z.number().nullable(),
  /** Reached within the target. */
  withinTarget: int,
  /** Requests whose result is known: reached the step, or still waiting past the target. */
  decided: int,
  /** withinTarget / decided, 0-1 (4 decimals); null when nothing is decided yet. */
  withinTargetRate: z.number().nullable(),
});
export type ResponseStep = z.infer<typeof responseStep>;

export const responseByProfessional = z.object({
  /** Null: an account since erased. */
  professionalId: z.uuid().nullable(),
  name: z.string(),
  acknowledge: responseStep,
  attend: responseStep,
});

export const responseMetrics = z.object({
  scope: z.enum(["aggregated", "user"]),
  userId: z.uuid().nullable(),
  days: z.union([z.literal(7), z.literal(30), z.literal(90)]),
  period: z.object({ from: z.iso.date(), to: z.iso.date() }),
  /** The municipality's targets now (a change applies to the whole period shown). */
  targets: z.object({ ackSeconds: int, attendSeconds: int }),
  /** Help requests and critical health alerts raised in the period. */
  raised: int,
  /** Of those, still not attended. */
  open: int,
  acknowledge: responseStep,
  attend: responseStep,
  byProfessional: z.array(responseByProfessional),
  /** Attended requests per outcome ('Falsa alarma' included); every outcome always present. */
  outcomes: z.record(z.enum(alertOutcomes), int),
  /** Attended without an outcome recorded. */
  withoutOutcome: int,
});
export type ResponseMetrics = z.infer<typeof responseMetrics>;

export const responseMetricsEndpoints = {
  aggregated: defineEndpoint({
    method: "GET",
    path: "/api/metrics/response/aggregated",
    summary: "Response times to help requests of the professional's consented people, against the targets",
    access: OWN_STAFF_ID,
    query: metricsQuery,
    response: responseMetrics,
  }),
  ofPerson: defineEndpoint({
    method: "GET",
    path: "/api/metrics/response/:userId",
    summary: "Response times to one consented person's help requests, against the targets",
    access: {
      kind: "subject",
      param: "userId",
      own: OWN_PROFESSIONAL_ID,
      scope: { professional: "statistics" },
      about: { roles: ["elderly"] },
      audit: "metrics.view",
    },
    params: z.object({ userId: z.uuid({ error: "Identificador no válido" }) }),
    query: metricsQuery,
    response: responseMetrics,
  }),
};
