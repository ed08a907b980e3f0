import {
  CHECK_IN_DEFAULT_GRACE_MINUTES,
  CHECK_IN_MESSAGES,
  CHECK_IN_ANSWERS as checkInAnswers,
  checkInPlanProblems,
} from "../domain/check-in";
import { idParams } from "./common";
import { defineEndpoint } from "./contract";
import { storableDateTime } from "./dates";
import { z } from "./zod";

// The morning check-in ('¿Cómo se encuentra hoy?'): staff set the plan in the record, the person answers on
// the tablet, the person, their staff and consented family read today's status.

export const CHECK_IN_API_MESSAGES = {
  enabled: "Indique si el saludo diario está activado (sí o no)",
  answer: "Elija «Bien», «Regular» o «Mal»",
  wantsCall: "Responda sí o no",
  answeredAt: "La hora de la respuesta no es válida",
  tooOld: "Esta respuesta es de otro día y ya no se puede guardar",
  noCheckIn: "Hoy no hay respuesta al saludo",
  notMal: "Solo se pregunta por la llamada después de responder «Mal»",
  off: "El saludo diario no está activado",
} as const;

/** PUT body: on/off, local time and grace (default 2 h). Checked by the same rule as the staff form. */
export const checkInPlanRequest = z
  .object(
    {
      enabled: z.boolean({ error: CHECK_IN_API_MESSAGES.enabled }),
      time: z.string({ error: CHECK_IN_MESSAGES.time }).max(5, { error: CHECK_IN_MESSAGES.time }),
      graceMinutes: z
        .number({ error: CHECK_IN_MESSAGES.grace })
        .optional()
        .default(CHECK_IN_DEFAULT_GRACE_MINUTES),
    },
    { error: CHECK_IN_MESSAGES.time },
  )
  .superRefine((plan, ctx) => {
    for (const p of checkInPlanProblems(plan)) ctx.addIssue({ code: "custom", path: [p.field], message: p.message });
  });
export type CheckInPlanRequest = z.input<typeof checkInPlanRequest>;

export const checkInPlan = z.object({ isEnabled: z.boolean(), time: z.string(), graceMinutes: z.number().int() });
export type CheckInPlan = z.infer<typeof checkInPlan>;

export const checkInDayStatuses = ["not-due", "pending", "answered", "missed"] as const;

/**
 * GET today: the status and the answer; `plan` and `localDate` let the tablet show the greeting from its
 * cached copy when offline. `plan` is null when staff never set one (the check-in is off).
 */
export const checkInToday = z.object({
  localDate: z.string(),
  status: z.enum(checkInDayStatuses),
  answer: z.enum(checkInAnswers).optional(),
  answeredAt: z.string().optional(),
  /** After 'Mal': whether the person asked for a call (null until answered). */
  wantsCall: z.boolean().nullable().optional(),
  plan: checkInPlan.nullable(),
});
export type CheckInToday = z.infer<typeof checkInToday>;

/** POST: the answer; `answeredAt` when it was pressed (an answer queued offline), never in the future. */
export const checkInAnswerRequest = z.object(
  {
    answer: z.enum(checkInAnswers, { error: CHECK_IN_API_MESSAGES.answer }),
    answeredAt: storableDateTime(CHECK_IN_API_MESSAGES.answeredAt).optional(),
  },
  { error: CHECK_IN_API_MESSAGES.answer },
);

export const callRequestRequest = z.object(
  { wantsCall: z.boolean({ error: CHECK_IN_API_MESSAGES.wantsCall }) },
  { error: CHECK_IN_API_MESSAGES.wantsCall },
);

/** The day's answer as kept (a repeated answer the same day returns the first one, 200). */
export const checkInAnswer = z.object({
  localDate: z.string(),
  answer: z.enum(checkInAnswers),
  answeredAt: z.string(),
  wantsCall: z.boolean().nullable(),
});
export type CheckInAnswerRecord = z.infer<typeof checkInAnswer>;

const personOnly = { kind: "subject", param: "id", scope: { elderly: "self" }, audit: null } as const;

export const checkInEndpoints = {
  setPlan: defineEndpoint({
    method: "PUT",
    path: "/api/users/:id/check-in-plan",
    summary: "Staff switch the person's morning check-in on or off and set its time and grace (audited)",
    access: { kind: "subject", param: "id", scope: { professional: "record" }, about: { roles: ["elderly"] }, audit: null },
    params: idParams,
    body: checkInPlanRequest,
    response: checkInPlan,
  }),
  today: defineEndpoint({
    method: "GET",
    path: "/api/users/:id/check-in/today",
    summary: "Today's check-in: status and answer (the person, their staff, family with consent)",
    access: { kind: "subject", param: "id", scope: "care", about: { roles: ["elderly"] }, audit: "check-in.view" },
    params: idParams,
    response: checkInToday,
  }),
  answer: defineEndpoint({
    method: "POST",
    path: "/api/users/:id/check-in",
    summary: "The person answers '¿Cómo se encuentra hoy?'; once per local day, a repeat returns the first answer",
    access: personOnly,
    params: idParams,
    body: checkInAnswerRequest,
    response: checkInAnswer,
    status: 201,
    isIdempotentCreate: true,
  }),
  callRequest: defineEndpoint({
    method: "POST",
    path: "/api/users/:id/check-in/call-request",
    summary: "After 'Mal': whether the person wants the staff to call (today's answer)",
    access: personOnly,
    params: idParams,
    body: callRequestRequest,
    response: checkInAnswer,
  }),
};
