import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { ReminderRecurrence, ReminderType } from "../domain/enums";
import { municipalities } from "./municipalities";
import { programActivities } from "./program-activities";
import { users } from "./users";

export const reminders = pgTable(
  "reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    municipalityId: uuid("municipality_id")
      .notNull()
      .references(() => municipalities.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    type: text("type").$type<ReminderType>().notNull(),
    /** Local time of day, HH:MM, in the municipality time zone. */
    reminderTime: text("reminder_time").notNull(),
    /** Local date for one-off reminders; null means daily. */
    reminderDate: date("reminder_date", { mode: "string" }),
    recurrence: text("recurrence").$type<ReminderRecurrence>().notNull().default("daily"),
    /** A repeating reminder only on these ISO weekdays (1 Monday … 7 Sunday), sorted; null: every day. */
    weekdays: smallint("weekdays").array(),
    /** A repeating reminder only on this day of the month (monthly programme activities); null: every day. */
    monthDay: smallint("month_day"),
    isActive: boolean("is_active").notNull().default(true),
    programActivityId: uuid("program_activity_id").references(() => programActivities.id, {
      onDelete: "cascade",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reminders_user_idx").on(t.userId),
    index("reminders_municipality_type_date_idx").on(t.municipalityId, t.type, t.reminderDate),
    // The dashboard's appointments of the week, index-only: one entry per active appointment.
    index("reminders_appointment_week_idx")
      .on(t.municipalityId, t.reminderDate, t.userId)
      .where(sql`type = 'appointment' and is_active`),
  ],
);

export const reminderCompletions = pgTable(
  "reminder_completions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    municipalityId: uuid("municipality_id")
      .notNull()
      .references(() => municipalities.id),
    reminderId: uuid("reminder_id")
      .notNull()
      .references(() => reminders.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Local date of the occurrence that was completed. */
    occurrenceDate: date("occurrence_date", { mode: "string" }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
    completedBy: uuid("completed_by").references(() => users.id, { onDelete: "set null" }),
    notes: text("notes").notNull().default(""),
    minutesLate: integer("minutes_late").notNull().default(0),
  },
  (t) => [
    uniqueIndex("reminder_completions_occurrence_uq").on(t.reminderId, t.occurrenceDate),
    index("reminder_completions_user_idx").on(t.userId, t.occurrenceDate),
    // Health aggregate: a municipality's completions in the two periods.
    index("reminder_completions_municipality_date_idx").on(t.municipalityId, t.occurrenceDate),
    // Erasing someone who ticked others' reminders (a relative, a professional) sets completed_by to null:
    // without this, every erasure read every completion.
    index("reminder_completions_completed_by_idx").on(t.completedBy).where(sql`completed_by is not null`),
  ],
);
