import { alertOutcomes } from "../domain/enums";
import { idParams, userIdParams } from "./common";
import { defineEndpoint, OWN_STAFF_ID } from "./contract";
import { multiLineString } from "./safe-text";
import { z } from "./zod";

export { ALERT_OUTCOME_LABELS } from "../domain/help-request";

const outcomeError = "Indique qué se hizo: llamada realizada, visita, falsa alarma, derivado al 112 u otro";

/**
 * PATCH /api/alerts/{id}/dismiss ('Atendida'). docs/behaviour/07-api.md sends no body; the portal always sends the
 * outcome.
 */
const dismissAlertRequest = z
  .object({
    outcome: z.enum(alertOutcomes, { error: outcomeError }).optional(),
    note: multiLineString("La nota no es válida").trim().max(500, { error: "La nota no puede superar 500 caracteres" }).default(""),
  })
  .default({ note: "" });

export const alertNotification = z.object({
  id: z.uuid(),
  recipientKind: z.enum(["on_call", "emergency_contact"]),
  address: z.string(),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type AlertNotification = z.infer<typeof alertNotification>;

/** How the help or health alert is going, in words the person and their family read. */
const alertProgress = z.object({
  state: z.enum(["sent", "seen", "attended"]),
  label: z.string(),
});

/** Who answers a help request right now (shared/domain/help-reply.ts words it for the person). */
export const helpService = z.object({
  isStaffed: z.boolean(),
  hasOnCall: z.boolean(),
  staffedHours: z.object({ days: z.array(z.number()), from: z.string(), to: z.string() }),
});

/** GET /api/help/latest/{userId}: the person's latest help request, null once a day has passed. */
export const latestHelpResponse = z
  .object({
    id: z.uuid(),
    createdAt: z.string(),
    progress: alertProgress,
    /** The person said 'Ha sido sin querer'. */
    isAccidental: z.boolean(),
    /** 'Ha sido sin querer' is still offered (open and within its first minutes). */
    canMarkAccidental: z.boolean(),
    service: helpService,
  })
  .nullable();
export type LatestHelpResponse = z.infer<typeof latestHelpResponse>;

/** GET /api/family/alerts/{userId}: open help and health alerts of the person, and their state. */
export const familyAlert = z.object({
  id: z.uuid(),
  type: z.enum(["help", "health"]),
  title: z.string(),
  createdAt: z.string(),
  progress: alertProgress,
});
export type FamilyAlert = z.infer<typeof familyAlert>;

/** GET /api/alerts/escalation: whether escalation goes out by e-mail or stays on the dashboard. */
export const escalationMode = z.object({ isEmailEnabled: z.boolean() });
export type EscalationMode = z.infer<typeof escalationMode>;

// An alert of the professional's municipality (another municipality's is not found).
const staffAlert = { kind: "record", param: "id", of: "alert", roles: ["professional"] } as const;

export const alertEndpoints = {
  escalationMode: defineEndpoint({
    method: "GET",
    path: "/api/alerts/escalation",
    summary: "Whether escalation goes out by e-mail or stays on the dashboard",
    access: { kind: "signed-in", roles: ["professional"] },
    response: escalationMode,
  }),
  markSeen: defineEndpoint({
    method: "POST",
    path: "/api/alerts/:id/seen",
    summary: "A professional has seen the alert",
    access: staffAlert,
    params: idParams,
    response: null,
  }),
  dismiss: defineEndpoint({
    method: "PATCH",
    path: "/api/alerts/:id/dismiss",
    summary: "The alert was attended ('Atendida'), with what was done",
    access: staffAlert,
    params: idParams,
    body: dismissAlertRequest,
    response: null,
  }),
  acknowledge: defineEndpoint({
    method: "POST",
    path: "/api/alerts/:id/acknowledge",
    summary: "'La atiendo': a professional takes the alert (the person reads 'El personal la ha visto')",
    access: staffAlert,
    params: idParams,
    response: null,
  }),
  markAccidental: defineEndpoint({
    method: "POST",
    path: "/api/help/:id/accidental",
    summary: "'Ha sido sin querer': the person says their help request was a mistake (staff still call back)",
    access: { kind: "record", param: "id", of: "alert", roles: ["elderly"], isOwnOnly: true },
    params: idParams,
    response: null,
  }),
  events: defineEndpoint({
    method: "GET",
    path: "/api/professional/:professionalId/alerts/events",
    summary: "Server-sent events: a ping whenever an alert of the municipality is raised or changes",
    access: OWN_STAFF_ID,
    params: z.object({ professionalId: z.uuid({ error: "Identificador no válido" }) }),
    response: null,
    isEventStream: true,
  }),
  latestHelp: defineEndpoint({
    method: "GET",
    path: "/api/help/latest/:userId",
    summary: "The person's own latest help request and how it is going",
    access: { kind: "subject", param: "userId", scope: "self", audit: null },
    params: userIdParams,
    response: latestHelpResponse,
  }),
  openAlertsOf: defineEndpoint({
    method: "GET",
    path: "/api/family/alerts/:userId",
    summary: "Open help and health alerts of the person (family with consent, the person, their staff)",
    access: { kind: "subject", param: "userId", scope: "care", audit: "alerts.view" },
    params: userIdParams,
    response: z.array(familyAlert),
  }),
};
