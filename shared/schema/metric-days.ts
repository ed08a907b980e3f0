import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { municipalities } from "./municipalities";
import { users } from "./users";

// Daily rollups behind the aggregated metrics (health, AI quality). Derived data, never written by application
// code: statement-level triggers on the source tables (custom migration "metric_days_triggers") keep the
// per-person tables exact in the writer's transaction, and the per-person tables feed per-municipality totals
// over the people who currently count (elderly, active, personal consent), adjusted when that changes. An
// aggregated 90-day metric then reads a few hundred municipality rows, whatever the number of people.

const owner = () => ({
  municipalityId: uuid("municipality_id")
    .notNull()
    .references(() => municipalities.id),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  day: date("day", { mode: "string" }).notNull(),
});
const tenant = () => ({
  municipalityId: uuid("municipality_id")
    .notNull()
    .references(() => municipalities.id, { onDelete: "cascade" }),
  day: date("day", { mode: "string" }).notNull(),
});
const count = (name: string) => integer(name).notNull().default(0);
const total = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);

/**
 * Active medicine/appointment reminders and their matched completions, by local day and reminder time (the
 * time decides what is due today). A daily reminder counts once on the local day it was created ("starts":
 * due every day from then on); a one-off on its date. done: completions of an occurrence that is in range.
 */
const reminderColumns = () => ({
  reminderTime: text("reminder_time").notNull(),
  medDaily: count("med_daily"),
  appDaily: count("app_daily"),
  medOnce: count("med_once"),
  appOnce: count("app_once"),
  medDone: count("med_done"),
  appDone: count("app_done"),
});
/** Every completion by occurrence date: punctuality and delay. */
const completionColumns = () => ({
  completed: count("completed"),
  onTime: count("on_time"),
  lateMinutes: total("late_minutes"),
});
/** Assistant replies by local day of creation. */
const turnColumns = () => ({ turns: count("turns"), latencyMs: total("latency_ms") });
/** Saved conversations by local day and emotional state. */
const sessionColumns = () => ({
  emotionalState: text("emotional_state").notNull(),
  sessions: count("sessions"),
  duration: total("duration"),
  messages: total("messages"),
});

export const reminderDays = pgTable("reminder_days", { ...owner(), ...reminderColumns() }, (t) => [
  primaryKey({ columns: [t.userId, t.day, t.reminderTime] }),
]);
export const completionDays = pgTable("completion_days", { ...owner(), ...completionColumns() }, (t) => [
  primaryKey({ columns: [t.userId, t.day] }),
]);
export const turnDays = pgTable("turn_days", { ...owner(), ...turnColumns() }, (t) => [
  primaryKey({ columns: [t.userId, t.day] }),
]);
export const sessionDays = pgTable("session_days", { ...owner(), ...sessionColumns() }, (t) => [
  primaryKey({ columns: [t.userId, t.day, t.emotionalState] }),
  // A municipality's rows (time-zone rebuild, migration 0005).
  index("session_days_municipality_day_idx").on(t.municipalityId, t.day, t.userId),
]);

export const municipalityReminderDays = pgTable(
  "municipality_reminder_days",
  { ...tenant(), ...reminderColumns() },
  (t) => [primaryKey({ columns: [t.municipalityId, t.day, t.reminderTime] })],
);
export const municipalityCompletionDays = pgTable(
  "municipality_completion_days",
  { ...tenant(), ...completionColumns() },
  (t) => [primaryKey({ columns: [t.municipalityId, t.day] })],
);
export const municipalityTurnDays = pgTable("municipality_turn_days", { ...tenant(), ...turnColumns() }, (t) => [
  primaryKey({ columns: [t.municipalityId, t.day] }),
]);
export const municipalitySessionDays = pgTable(
  "municipality_session_days",
  { ...tenant(), ...sessionColumns() },
  (t) => [primaryKey({ columns: [t.municipalityId, t.day, t.emotionalState] })],
);

/** activity_days summed per municipality over the people who count now (active_days: people active that day). */
export const municipalityActivityDays = pgTable(
  "municipality_activity_days",
  {
    ...tenant(),
    activeDays: count("active_days"),
    activities: count("activities"),
    logins: count("logins"),
    exercises: count("exercises"),
  },
  (t) => [primaryKey({ columns: [t.municipalityId, t.day] })],
);

/**
 * Distinct people with a conversation in a window (migrations 0010/0011): one row per person and local day with
 * a conversation, gap = days since their previous one, capped at SESSION_GAP_CAP (none: the cap). A person counts
 * in [a, b] only on their first day there: the day d with gap > d - a.
 */
export const sessionGapDays = pgTable("session_gap_days", { ...owner(), gap: integer("gap").notNull() }, (t) => [
  primaryKey({ columns: [t.userId, t.day] }),
]);
/** session_gap_days counted per municipality, day and gap over the people who count now. */
export const municipalitySessionGapDays = pgTable(
  "municipality_session_gap_days",
  { ...tenant(), gap: integer("gap").notNull(), people: count("people") },
  (t) => [primaryKey({ columns: [t.municipalityId, t.day, t.gap] })],
);

/**
 * The people who count now (elderly, active, personal consent), by the local date their account was created
 * (migration 0012): a period's people and person-days are sums over a row per join date, not a row per person.
 */
export const municipalityPeopleDays = pgTable(
  "municipality_people_days",
  { ...tenant(), people: count("people") },
  (t) => [primaryKey({ columns: [t.municipalityId, t.day] })],
);

/** Health alerts of the people who count now, by local day (migration 0012): AI quality's alertsGenerated. */
export const municipalityAlertDays = pgTable(
  "municipality_alert_days",
  { ...tenant(), alerts: count("alerts") },
  (t) => [primaryKey({ columns: [t.municipalityId, t.day] })],
);
