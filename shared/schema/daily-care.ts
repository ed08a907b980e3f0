import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { municipalities } from "./municipalities";
import { users } from "./users";

// The daily routine of the service: the morning check-in ('¿Cómo se encuentra hoy?') and the follow-up
// agenda of calls and visits with its log. Times of day are local to the municipality ('HH:MM').

export const checkInAnswers = ["bien", "regular", "mal"] as const;
export type CheckInAnswer = (typeof checkInAnswers)[number];
export const followUpFrequencies = ["daily", "twice_weekly", "weekly", "fortnightly", "monthly"] as const;
export type FollowUpFrequency = (typeof followUpFrequencies)[number];
export const followUpChannels = ["call", "visit"] as const;
export type FollowUpChannel = (typeof followUpChannels)[number];
export const callOutcomes = ["hablamos", "no_contesta", "deja_recado", "visita_hecha", "derivado"] as const;
export type CallOutcome = (typeof callOutcomes)[number];
export const personStates = ["bien", "regular", "mal"] as const;
export type PersonState = (typeof personStates)[number];

/** One per person: set by staff in the record. No row means the check-in is off. */
export const checkInPlans = pgTable("check_in_plans", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  isEnabled: boolean("is_enabled").notNull().default(true),
  time: text("time").notNull().default("10:00"),
  graceMinutes: integer("grace_minutes").notNull().default(120),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One answer per person and local day (answers queued offline are idempotent per day). */
export const checkIns = pgTable(
  "check_ins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    municipalityId: uuid("municipality_id")
      .notNull()
      .references(() => municipalities.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    localDate: date("local_date").notNull(),
    answer: text("answer").$type<CheckInAnswer>().notNull(),
    /** After 'Mal': '¿Quiere que le llame el personal?' (null until answered). */
    wantsCall: boolean("wants_call"),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("check_ins_user_day_uq").on(t.userId, t.localDate),
    index("check_ins_municipality_day_idx").on(t.municipalityId, t.localDate),
  ],
);

/** One per person: how often the programme calls or visits. No row means no scheduled follow-up. */
export const followUpPlans = pgTable("follow_up_plans", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  frequency: text("frequency").$type<FollowUpFrequency>().notNull(),
  preferredTime: text("preferred_time"),
  channel: text("channel").$type<FollowUpChannel>().notNull().default("call"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The call log: each contact the staff made (or tried), newest first in the record. */
export const followUpCalls = pgTable(
  "follow_up_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    municipalityId: uuid("municipality_id")
      .notNull()
      .references(() => municipalities.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    staffId: uuid("staff_id").references(() => users.id, { onDelete: "set null" }),
    channel: text("channel").$type<FollowUpChannel>().notNull(),
    outcome: text("outcome").$type<CallOutcome>().notNull(),
    personState: text("person_state").$type<PersonState>(),
    /** Staff only: never shown to the family. */
    note: text("note"),
    /** The agenda item it answered ('plan', 'check_in_missed', ...), for the metrics. */
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("follow_up_calls_user_idx").on(t.userId, t.createdAt),
    index("follow_up_calls_municipality_idx").on(t.municipalityId, t.createdAt),
    index("follow_up_calls_no_answer_idx").on(t.userId).where(sql`${t.outcome} = 'no_contesta'`),
  ],
);
