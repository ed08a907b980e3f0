import { alertOutcomes, alertTypes } from "../domain/enums";
import { FORMS_OF_ADDRESS } from "../domain/form-of-address";
import { alertNotification } from "./alerts";
import { checkInToday } from "./check-in";
import { activityRecord } from "./elderly";
import { reminder } from "./reminders";
import { USER_ADMIN_MESSAGES as M } from "./user-fields";
import { userProfile } from "./users";
import { z } from "./zod";

// Staff management of people, part 2: a person's whole record (GET /api/users/{id}/record), and the typed
// confirmation of an erasure (DELETE /api/users/{id}).

export const eraseUserRequest = z.object(
  { confirmation: z.string({ error: M.eraseConfirmation }).max(200, { error: M.eraseConfirmation }) },
  { error: M.eraseConfirmation },
);

/**
 * The whole profile staff see (the user fields of docs/behaviour/03-entities.md plus contact, medication and account
 * facts; never hashes).
 */
export const adminUserProfile = userProfile.extend({
  status: z.enum(["active", "pending", "disabled"]),
  email: z.string().nullable(),
  medications: z.array(z.string()),
  emergencyContactPhone: z.string(),
  emergencyContactEmail: z.string(),
  phone: z.string(),
  address: z.string(),
  district: z.string(),
  /** null: not recorded. */
  livesAlone: z.boolean().nullable(),
  keyHolderName: z.string(),
  keyHolderPhone: z.string(),
  gpName: z.string(),
  healthCentreName: z.string(),
  healthCentrePhone: z.string(),
  formOfAddress: z.enum(FORMS_OF_ADDRESS),
  hasPin: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserProfile = z.infer<typeof adminUserProfile>;

const personRef = z.object({ id: z.uuid(), name: z.string() }).nullable();

export const userRecord = z.object({
  profile: adminUserProfile,
  consentHistory: z.array(
    z.object({
      id: z.uuid(),
      familyConsent: z.boolean(),
      personalConsent: z.boolean(),
      /** Who made the change (the person themself for every change they make or gave at registration). */
      changedBy: personRef,
      createdAt: z.string(),
    }),
  ),
  familyLinks: z.array(
    z.object({
      linkId: z.uuid(),
      status: z.enum(["pending", "approved", "rejected"]),
      family: z.object({
        id: z.uuid(),
        firstName: z.string(),
        lastName: z.string(),
        email: z.string().nullable(),
      }),
      approvedBy: personRef,
      decidedAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  reminders: z.object({ today: z.array(reminder), all: z.array(reminder) }),
  recentActivity: z.array(activityRecord),
  alerts: z.array(
    z.object({
      id: z.uuid(),
      type: z.enum(alertTypes),
      severity: z.string(),
      content: z.string(),
      createdAt: z.string(),
      escalatedAt: z.string().nullable(),
      dismissedAt: z.string().nullable(),
      dismissedBy: personRef,
      seenAt: z.string().nullable(),
      outcome: z.enum(alertOutcomes).nullable(),
      outcomeNote: z.string().nullable(),
      notifications: z.array(alertNotification),
    }),
  ),
  /** Local days with low mood in the last 7, newest first ('Ánimo bajo'); empty without personalConsent. */
  lowMoodDays: z.array(z.string()).optional(),
  /** The morning check-in: the plan ('Saludo diario') and today's status. */
  checkIn: checkInToday.optional(),
  accessLog: z.array(
    z.object({
      id: z.uuid(),
      action: z.string(),
      actorId: z.uuid().nullable(),
      actorName: z.string().nullable(),
      detail: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
});
export type UserRecord = z.infer<typeof userRecord>;

/** Rows of the person's tables as stored (GET /api/users/{id}/export): the file is the person's data, unfiltered. */
const exportedRows = z.array(z.record(z.string(), z.unknown()));

/** GET /api/users/{id}/export: everything held about the person (GDPR access and portability). */
export const userExport = z.object({
  format: z.string(),
  exportedAt: z.string(),
  municipality: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  profile: adminUserProfile,
  consentEvents: exportedRows,
  familyLinks: exportedRows,
  reminders: exportedRows,
  reminderCompletions: exportedRows,
  messagesSent: exportedRows,
  messagesReceived: exportedRows,
  activities: exportedRows,
  chatSessions: exportedRows,
  assistantTurns: exportedRows,
  alerts: exportedRows,
  programActivities: exportedRows,
  /** Notices staff sent the person: when shown on the tablet and when they pressed 'Entendido'. */
  notices: exportedRows,
  /** Tablets enrolled for the person's PIN login, and the enrolment codes made for them (no hashes). */
  enrolledDevices: exportedRows,
  enrolmentCodes: exportedRows,
  /** Open sessions: created, last seen, expiry, browser (user agent), tablet; never the token's hash. */
  sessions: exportedRows,
  /** Every sign-in attempt (time, address, device, method, outcome) and the second factors by kind, name and
   * dates; never a key, a secret or a code's hash. */
  signIns: exportedRows,
  secondFactors: exportedRows,
  /** E-mail escalations of the person's alerts: address, kind of recipient, delivery log. */
  alertNotifications: exportedRows,
  /** A relative's devices that receive notices (endpoint and times; never the browser's keys). */
  pushSubscriptions: exportedRows,
  /** Notices of alerts to relatives: the relative's own, or about the person's alerts (channel, status, error). */
  familyAlertDeliveries: exportedRows,
  /** Failed sign-ins and write budgets counted under the person's names, e-mail or id. */
  lockouts: exportedRows,
  /** Who read or changed the person's record. */
  accessLog: exportedRows,
  /** Days the assistant read low mood: day, label and number of sessions (no text of the conversations). */
  lowMoodDays: exportedRows,
  /** The assistant's '¿Está bien?': category, question, when asked and answered, the answer (no text of theirs). */
  safetyChecks: exportedRows,
  /** The programme's plan of calls or visits (at most one row) and the log of its contacts, staff notes included. */
  followUpPlan: exportedRows,
  followUpCalls: exportedRows,
  /** The morning check-in: the plan staff set (zero or one row) and every answer ('Bien', 'Regular', 'Mal'). */
  checkInPlan: exportedRows,
  checkIns: exportedRows,
  /** What the person did about others that the audit log keeps (e.g. a family link requested). */
  ownActions: exportedRows,
});
