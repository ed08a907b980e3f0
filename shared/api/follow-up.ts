import { AGENDA_REASONS } from "../domain/follow-up-agenda";
import {
  callOutcomes,
  FOLLOW_UP_NOTE_MAX,
  followUpChannels,
  followUpFrequencies,
  personStates,
} from "../domain/follow-up";
import { idParams } from "./common";
import { defineEndpoint, OWN_STAFF_ID, STAFF_ONLY } from "./contract";
import { metricsQuery } from "./metrics";
import { multiLineString } from "./safe-text";
import { z } from "./zod";

// The follow-up agenda (docs/behaviour/14-daily-routine.md): each person's plan of calls or visits, the log of
// contacts, 'Llamadas de hoy', and the family's line about the last contact (never the note).

export { FOLLOW_UP_NOTE_MAX };
export const FOLLOW_UP_MESSAGES = {
  frequency: "Elija cada cuánto se llama o visita a la persona",
  channel: "Elija si es una llamada o una visita",
  time: "La hora debe tener el formato HH:MM",
  outcome: "Elija cómo fue el contacto",
  personState: "Elija cómo está la persona: bien, regular o mal",
  reason: "Motivo de la llamada no válido",
  note: `La nota no puede superar ${FOLLOW_UP_NOTE_MAX} caracteres`,
} as const;

const localDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const channel = z.enum(followUpChannels, { error: FOLLOW_UP_MESSAGES.channel });

export const followUpPlanRequest = z.strictObject({
  frequency: z.enum(followUpFrequencies, { error: FOLLOW_UP_MESSAGES.frequency }),
  preferredTime: z
    .string({ error: FOLLOW_UP_MESSAGES.time })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: FOLLOW_UP_MESSAGES.time })
    .nullable()
    .default(null),
  channel: channel.default("call"),
});
export type FollowUpPlanRequest = z.input<typeof followUpPlanRequest>;

export const followUpPlan = z.object({
  frequency: z.enum(followUpFrequencies),
  preferredTime: z.string().nullable(),
  channel: z.enum(followUpChannels),
  /** Local date of the next contact, from the frequency and the last contact that counted as done. */
  nextDueDate: localDay,
  isOverdue: z.boolean(),
});
export const followUpPlanResponse = z.object({ plan: followUpPlan.nullable() });
export type FollowUpPlanResponse = z.infer<typeof followUpPlanResponse>;

export const followUpCallRequest = z.strictObject({
  channel,
  outcome: z.enum(callOutcomes, { error: FOLLOW_UP_MESSAGES.outcome }),
  personState: z.enum(personStates, { error: FOLLOW_UP_MESSAGES.personState }).nullable().optional(),
  note: multiLineString().trim().max(FOLLOW_UP_NOTE_MAX, { error: FOLLOW_UP_MESSAGES.note }).optional(),
  /** The agenda item it answers (for the metrics). */
  reason: z.enum(AGENDA_REASONS, { error: FOLLOW_UP_MESSAGES.reason }).optional(),
});
export type FollowUpCallRequest = z.input<typeof followUpCallRequest>;

export const followUpCall = z.object({
  id: z.uuid(),
  channel: z.enum(followUpChannels),
  outcome: z.enum(callOutcomes),
  personState: z.enum(personStates).nullable(),
  note: z.string().nullable(),
  reason: z.string().nullable(),
  staffName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type FollowUpCall = z.infer<typeof followUpCall>;
export const followUpCallResponse = z.object({
  call: followUpCall,
  /** The plan after this contact (null without a plan). */
  plan: followUpPlan.nullable(),
  /** 'No contesta' twice in a row raised an alert. */
  isAlertRaised: z.boolean(),
});

export const agendaItem = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  reason: z.enum(AGENDA_REASONS),
  label: z.string(),
  /** The person's other reasons today, after the first. */
  otherLabels: z.array(z.string()),
  channel: z.enum(followUpChannels),
  preferredTime: z.string().nullable(),
  /** Since when the item stands: a call logged after it takes it off the list. */
  since: z.iso.datetime(),
});
export type AgendaItem = z.infer<typeof agendaItem>;
export const followUpAgenda = z.object({ date: localDay, items: z.array(agendaItem) });
export type FollowUpAgenda = z.infer<typeof followUpAgenda>;

/** What the family may read: when and how, never the note or who called. */
export const lastContact = z.object({
  contact: z
    .object({
      channel: z.enum(followUpChannels),
      outcome: z.enum(callOutcomes),
      personState: z.enum(personStates).nullable(),
      createdAt: z.iso.datetime(),
    })
    .nullable(),
});
export type LastContact = z.infer<typeof lastContact>;

const managedOlderPerson = {
  kind: "subject",
  param: "id",
  scope: { professional: "record" },
  about: { roles: ["elderly"] },
  audit: null,
} as const;

export const followUpEndpoints = {
  getPlan: defineEndpoint({
    method: "GET",
    path: "/api/users/:id/follow-up-plan",
    summary: "The person's plan of follow-up calls or visits, with the next due date",
    access: managedOlderPerson,
    params: idParams,
    response: followUpPlanResponse,
  }),
  putPlan: defineEndpoint({
    method: "PUT",
    path: "/api/users/:id/follow-up-plan",
    summary: "Sets the person's plan of follow-up calls or visits",
    access: managedOlderPerson,
    params: idParams,
    body: followUpPlanRequest,
    response: followUpPlanResponse,
  }),
  logCall: defineEndpoint({
    method: "POST",
    path: "/api/users/:id/follow-up-calls",
    summary: "Logs a call or visit to the person ('no contesta' twice in a row raises an alert)",
    access: managedOlderPerson,
    params: idParams,
    body: followUpCallRequest,
    response: followUpCallResponse,
    status: 201,
  }),
  calls: defineEndpoint({
    method: "GET",
    path: "/api/users/:id/follow-up-calls",
    summary: "The person's call and visit history, newest first",
    access: managedOlderPerson,
    params: idParams,
    response: z.array(followUpCall),
  }),
  today: defineEndpoint({
    method: "GET",
    path: "/api/professional/follow-up/today",
    summary: "'Llamadas de hoy': calls and visits due and the ones signs call for, most urgent first",
    access: STAFF_ONLY,
    response: followUpAgenda,
  }),
  lastContact: defineEndpoint({
    method: "GET",
    path: "/api/family/follow-up/:userId/last-contact",
    summary: "The programme's last contact with the person, without its note (family with consent)",
    access: { kind: "subject", param: "userId", scope: { family: "care" }, audit: null },
    params: z.object({ userId: idParams.shape.id }),
    response: lastContact,
  }),
};

/** The metrics tab's follow-up figures for the period (people with personal consent). */
export const followUpMetrics = z.object({
  days: z.number().int(),
  period: z.object({ from: localDay, to: localDay }),
  /** Scheduled calls and visits that fell due in the period, and how many were made. */
  callsDue: z.number().int(),
  callsDone: z.number().int(),
  callsDoneRate: z.number().nullable(),
  /** Contacts logged in the period, whatever their result. */
  contactsLogged: z.number().int(),
  /** Check-ins answered, and the days a check-in was due but not answered. */
  checkInsAnswered: z.number().int(),
  checkInsMissed: z.number().int(),
  /** Missed check-ins followed by a logged call within 2 hours of being missed. */
  missedFollowedUp: z.number().int(),
  missedFollowedUpRate: z.number().nullable(),
});
export type FollowUpMetrics = z.infer<typeof followUpMetrics>;

export const followUpMetricsEndpoints = {
  aggregated: defineEndpoint({
    method: "GET",
    path: "/api/metrics/follow-up/aggregated",
    summary: "Follow-up calls done vs due and check-ins answered and followed up, for consented people",
    access: OWN_STAFF_ID,
    query: metricsQuery,
    response: followUpMetrics,
  }),
};
