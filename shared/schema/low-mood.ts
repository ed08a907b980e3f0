import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { municipalities } from "./municipalities";
import { users } from "./users";

/**
 * Days on which the assistant read low mood in a saved conversation, per person: the label and how many
 * sessions, never a word of the conversation. Written by saveChatSession only while the person's personalConsent
 * is on; deleted when it is withdrawn, after LOW_MOOD_RETENTION_DAYS, and with the person (cascade).
 */
export const lowMoodDays = pgTable(
  "low_mood_days",
  {
    municipalityId: uuid("municipality_id")
      .notNull()
      .references(() => municipalities.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Local day in the municipality's time zone. */
    day: date("day", { mode: "string" }).notNull(),
    /** The assistant's emotional state (shared/domain/low-mood.ts, LOW_MOOD_STATES). */
    label: text("label").notNull(),
    sessions: integer("sessions").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day, t.label] }),
    // The weekly list reads a municipality's recent days; the clean-up deletes old days.
    index("low_mood_days_municipality_day_idx").on(t.municipalityId, t.day, t.userId),
    index("low_mood_days_day_idx").on(t.day),
  ],
);
