import { date, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Difficulty, ProgramActivityType, ProgramRecurrence } from "../domain/enums";
import { municipalities } from "./municipalities";
import { users } from "./users";

export const programActivities = pgTable(
  "program_activities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    municipalityId: uuid("municipality_id")
      .notNull()
      .references(() => municipalities.id),
    professionalId: uuid("professional_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    activityType: text("activity_type").$type<ProgramActivityType>().notNull(),
    instructions: text("instructions").notNull().default(""),
    difficulty: text("difficulty").$type<Difficulty>().notNull().default("medium"),
    scheduledDate: date("scheduled_date", { mode: "string" }),
    scheduledTime: text("scheduled_time"),
    recurrence: text("recurrence").$type<ProgramRecurrence>().notNull().default("once"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("program_activities_municipality_idx").on(t.municipalityId, t.createdAt)],
);

export const programActivityAssignments = pgTable(
  "program_activity_assignments",
  {
    activityId: uuid("activity_id")
      .notNull()
      .references(() => programActivities.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.userId] }),
    index("program_assignments_user_idx").on(t.userId),
  ],
);
