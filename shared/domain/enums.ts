// Enumerations shared by the database schema, the API schemas and the client.
// Kept here (not in shared/schema) so the browser bundle never pulls in drizzle.

export const userRoles = ["elderly", "family", "professional"] as const;
export type UserRole = (typeof userRoles)[number];
export const userStatuses = ["active", "pending", "disabled"] as const;
export type UserStatus = (typeof userStatuses)[number];

export const familyLinkStatuses = ["pending", "approved", "rejected"] as const;
export type FamilyLinkStatus = (typeof familyLinkStatuses)[number];

export const reminderTypes = ["medicine", "appointment", "call", "activity"] as const;
export type ReminderType = (typeof reminderTypes)[number];
export const reminderRecurrences = ["daily", "once"] as const;
export type ReminderRecurrence = (typeof reminderRecurrences)[number];

export const programActivityTypes = [
  "cognitive_exercise",
  "physical_activity",
  "social_activity",
  "creative_activity",
  "memory_exercise",
] as const;
export type ProgramActivityType = (typeof programActivityTypes)[number];
export const difficulties = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof difficulties)[number];
export const programRecurrences = ["once", "daily", "weekly", "monthly"] as const;
export type ProgramRecurrence = (typeof programRecurrences)[number];

export const activityTypes = [
  "login",
  "chat",
  "reminder_completed",
  "message_read",
  "cognitive_exercise",
] as const;
export type ActivityType = (typeof activityTypes)[number];

/** check: the person did not answer the assistant's '¿Está bien?' (low priority, never in the urgent banner). */
export const alertTypes = ["help", "health", "inactivity", "security", "check"] as const;
export type AlertType = (typeof alertTypes)[number];
export const alertSeverities = ["low", "medium", "high", "critical"] as const;
export type AlertSeverity = (typeof alertSeverities)[number];
/** What the professional did about an alert when marking it 'Atendida'. */
export const alertOutcomes = ["call", "visit", "false_alarm", "emergency_112", "other"] as const;
export type AlertOutcome = (typeof alertOutcomes)[number];

/**
 * pin-name: per (municipality, typed name); pin-user: per person, whichever name was typed;
 * register-ip: self-registrations per address (counts every attempt, not only failures).
 */
export const loginAttemptKinds = [
  "pin-name",
  "pin-user",
  "pin-ip",
  "password",
  "password-ip",
  "register-ip",
  // Per-account write budgets (shared/domain/write-limits.ts).
  "write-message",
  "write-reminder",
  "write-help",
  "family-link",
  "device-code",
  // PIN changes by one professional (server/services/professional/pins.ts).
  "write-pin",
  // Wrong enrolment codes from one address (server/services/devices.ts).
  "enrol-ip",
  // Wrong second-step answers (code, recovery code, passkey) per account (server/services/second-factor).
  "second-factor",
] as const;
export type LoginAttemptKind = (typeof loginAttemptKinds)[number];
