import { date, index, integer, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { municipalities } from "./municipalities";
import { users } from "./users";

/**
 * Per-person, per-local-day counts of `activities` (local day in the municipality's time zone), so the
 * engagement metrics read ~N x days rows instead of ~10 times as many records. Derived data: kept exact by
 * statement-level triggers on `activities` (migration 0002), whatever writes the records (recordActivity,
 * seeds, raw SQL, cascaded erasure). Never written by application code.
 */
export const activityDays = pgTable(
  "activity_days",
  {
    municipalityId: uuid("municipality_id")
      .notNull()
      .references(() => municipalities.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    /** All activity records of the day (totalInteractions; a row exists only while this is > 0). */
    activities: integer("activities").notNull(),
    logins: integer("logins").notNull(),
    exercises: integer("exercises").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    // The aggregate reads a municipality's days with every column from the index (index-only scan).
    index("activity_days_municipality_day_idx").on(
      t.municipalityId,
      t.day,
      t.userId,
      t.activities,
      t.logins,
      t.exercises,
    ),
  ],
);
