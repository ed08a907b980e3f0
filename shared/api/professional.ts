import { alertTypes, difficulties, programActivityTypes, programRecurrences } from "../domain/enums";
import {
  PROGRAM_ACTIVITY_DATE_FOR_ONCE,
  PROGRAM_ACTIVITY_REQUIRED,
  PROGRAM_ACTIVITY_TIME_REQUIRED,
  USERS_PAGE_SIZE,
} from "./messages";

export { PROGRAM_ACTIVITY_REQUIRED };
import { idParams } from "./common";
import { defineEndpoint, OWN_STAFF_ID, STAFF_ONLY } from "./contract";
import { storableDate } from "./dates";
import { alertNotification } from "./alerts";
import { multiLineString, oneLineString } from "./safe-text";
import { z } from "./zod";

const statusFilters = ["all", "active", "inactive", "alerts"] as const;

export const professionalParams = z.object({ professionalId: z.uuid({ error: "Identificador no válido" }) });

const listUsersQuery = z.object({
  search: z.string().trim().max(100, { error: "La búsqueda es demasiado larga" }).default(""),
  status: z.enum(statusFilters, { error: "Filtro de estado no válido" }).default("all"),
  page: z.coerce
    .number({ error: "Página no válida" })
    .int()
    .min(1, { error: "Página no válida" })
    .max(100_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: "Tamaño de página no válido" })
    .int()
    .min(1, { error: "Tamaño de página no válido" })
    .max(100, { error: "Tamaño de página no válido" })
    .default(USERS_PAGE_SIZE),
  /**
   * "true": only people with personalConsent === true (the 'Usuarios Activos Hoy' dialog,
   * docs/behaviour/05-validation.md).
   */
  consentOnly: z
    .enum(["true", "false"], { error: "El filtro de consentimiento no es válido" })
    .default("false")
    .transform((value) => value === "true"),
});

export const userCard = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  age: z.number().nullable(),
  role: z.literal("elderly"),
  medicalConditions: z.array(z.string()),
  lastActivity: z.string().nullable(),
  personalConsent: z.boolean(),
  familyConsent: z.boolean(),
  hasFamilyLink: z.boolean(),
  pendingAlerts: z.number(),
  /** An open help request ('help') or health alert ('health'), help first: the card reads 'Ayuda pendiente'. */
  openCareAlert: z.enum(["help", "health"]).nullable(),
  /** Newest local day with low mood in the last 7 ('Ánimo bajo'); null without one or without personalConsent. */
  lowMoodDay: z.string().nullable().optional(),
});
export type UserCard = z.infer<typeof userCard>;
export const userPage = z.object({
  items: z.array(userCard),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type UserPage = z.infer<typeof userPage>;

export const dashboardSummary = z.object({
  totalUsers: z.number(),
  consentedUsers: z.number(),
  activeToday: z.number(),
  pendingAlerts: z.number(),
  appointmentsThisWeek: z.number(),
  programActivities: z.number(),
  pendingApprovals: z.number(),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

/** How to reach a person who asked for help, and who can open their door (from their record). */
export const alertContact = z.object({
  phone: z.string(),
  address: z.string(),
  district: z.string(),
  /** null: not recorded. */
  livesAlone: z.boolean().nullable(),
  keyHolderName: z.string(),
  keyHolderPhone: z.string(),
  emergencyContactName: z.string(),
  emergencyContactPhone: z.string(),
});
export type AlertContact = z.infer<typeof alertContact>;

export const alertItem = z.object({
  id: z.uuid(),
  type: z.enum(alertTypes),
  severity: z.string(),
  content: z.string(),
  createdAt: z.string(),
  userId: z.uuid().nullable(),
  userName: z.string().nullable(),
  escalatedAt: z.string().nullable(),
  seenAt: z.string().nullable(),
  /** Help requests and critical health alerts: kept in the banner until attended. */
  isUrgent: z.boolean(),
  /** 'La atiendo': when, and who (shown to the other staff). */
  acknowledgedAt: z.string().nullable(),
  acknowledgedByName: z.string().nullable(),
  /** The person said 'Ha sido sin querer' ('posible pulsación accidental'). */
  accidentalAt: z.string().nullable(),
  /** The municipality's response targets for this alert (the banner and list turn red past them). */
  ackDueAt: z.string(),
  attendDueAt: z.string(),
  /** E-mail escalations of this alert. */
  notifications: z.array(alertNotification),
  /** Absent for an alert of no known person (a lockout of an unknown name). */
  contact: alertContact.optional(),
});
export type AlertItem = z.infer<typeof alertItem>;

export const appointment = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  title: z.string(),
  userName: z.string(),
  date: z.string(),
  time: z.string(),
  description: z.string(),
});
export type Appointment = z.infer<typeof appointment>;

export const createProgramActivityRequest = z.object({
  title: oneLineString(PROGRAM_ACTIVITY_REQUIRED)
    .trim()
    .min(1, { error: PROGRAM_ACTIVITY_REQUIRED })
    .max(120, { error: "El título no puede superar 120 caracteres" }),
  description: multiLineString(PROGRAM_ACTIVITY_REQUIRED)
    .trim()
    .min(1, { error: PROGRAM_ACTIVITY_REQUIRED })
    .max(1000, { error: "La descripción no puede superar 1000 caracteres" }),
  activityType: z
    .enum(programActivityTypes, { error: "Tipo de actividad no válido" })
    .default("cognitive_exercise"),
  instructions: multiLineString().trim().max(1000, { error: "Las instrucciones son demasiado largas" }).default(""),
  difficulty: z.enum(difficulties, { error: "Dificultad no válida" }).default("medium"),
  scheduledDate: z.union([z.literal(""), storableDate("La fecha no es válida")]).default(""),
  scheduledTime: z
    .union([
      z.literal(""),
      z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "La hora debe tener el formato HH:MM" }),
    ])
    .default(""),
  recurrence: z.enum(programRecurrences, { error: "Repetición no válida" }).default("once"),
  professionalId: z.unknown().optional(),
  userIds: z.array(z.uuid()).max(100_000).optional(),
})
  // A one-off activity needs its day and hour; a repeating one its hour (the day is optional).
  .superRefine((value, context) => {
    if (value.recurrence === "once" && !value.scheduledDate) {
      context.addIssue({ code: "custom", path: ["scheduledDate"], message: PROGRAM_ACTIVITY_DATE_FOR_ONCE });
    }
    if (!value.scheduledTime) {
      context.addIssue({ code: "custom", path: ["scheduledTime"], message: PROGRAM_ACTIVITY_TIME_REQUIRED });
    }
  });

export const programActivity = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  activityType: z.enum(programActivityTypes),
  instructions: z.string(),
  difficulty: z.enum(difficulties),
  scheduledDate: z.string().nullable(),
  scheduledTime: z.string().nullable(),
  recurrence: z.enum(programRecurrences),
  createdAt: z.string(),
  assignedUsers: z.number(),
  professionalId: z.uuid().nullable(),
});
export type ProgramActivity = z.infer<typeof programActivity>;

export const approvalDecisionRequest = z.object({
  decision: z.enum(["approve", "reject"], { error: "Decisión no válida" }),
});

/**
 * The users list's query: with any parameter, a page `{ items, total }`; with none, the plain list of
 * docs/behaviour/07-api.md (bounded to 100). `isPlainList` says which; a caller cannot set it.
 */
const usersListQuery = z.preprocess(
  (raw) =>
    raw && typeof raw === "object" && Object.keys(raw).length > 0
      ? { ...raw, isPlainList: false }
      : { pageSize: 100, isPlainList: true },
  listUsersQuery.extend({ isPlainList: z.boolean() }),
);

// `{professionalId}` in a path must be the caller's own id: OWN_STAFF_ID says so and define-route checks it.
export const professionalEndpoints = {
  summary: defineEndpoint({
    method: "GET",
    path: "/api/professional/:professionalId/summary",
    summary: "The supervision dashboard's counters",
    access: OWN_STAFF_ID,
    params: professionalParams,
    response: dashboardSummary,
  }),
  users: defineEndpoint({
    method: "GET",
    path: "/api/professional/:professionalId/users",
    summary: "The municipality's older people: a page with query parameters, else the plain list",
    access: OWN_STAFF_ID,
    params: professionalParams,
    query: usersListQuery,
    response: z.union([userPage, z.array(userCard)]),
  }),
  alerts: defineEndpoint({
    method: "GET",
    path: "/api/professional/:professionalId/alerts",
    summary: "Pending alerts of the municipality",
    access: OWN_STAFF_ID,
    params: professionalParams,
    response: z.array(alertItem),
  }),
  appointments: defineEndpoint({
    method: "GET",
    path: "/api/professional/:professionalId/appointments",
    summary: "Upcoming appointments of the municipality's consented people",
    access: OWN_STAFF_ID,
    params: professionalParams,
    response: z.array(appointment),
  }),
  programActivities: defineEndpoint({
    method: "GET",
    path: "/api/professional/:professionalId/program-activities",
    summary: "The municipality's programme activities",
    access: OWN_STAFF_ID,
    params: professionalParams,
    response: z.array(programActivity),
  }),
  createProgramActivity: defineEndpoint({
    method: "POST",
    path: "/api/professional/program-activities",
    summary: "Creates a programme activity for the professional's people",
    access: STAFF_ONLY,
    body: createProgramActivityRequest,
    response: programActivity,
    status: 201,
  }),
  // Editing replaces every field; the people stay those it was given to (userIds is ignored).
  updateProgramActivity: defineEndpoint({
    method: "PUT",
    path: "/api/professional/program-activities/:id",
    summary: "Edits a programme activity; its people's reminders follow",
    access: { kind: "record", param: "id", of: "programActivity", roles: ["professional"] },
    params: idParams,
    body: createProgramActivityRequest,
    response: programActivity,
  }),
  deleteProgramActivity: defineEndpoint({
    method: "DELETE",
    path: "/api/professional/program-activities/:id",
    summary: "Deletes a programme activity",
    access: { kind: "record", param: "id", of: "programActivity", roles: ["professional"] },
    params: idParams,
    response: null,
  }),
};
