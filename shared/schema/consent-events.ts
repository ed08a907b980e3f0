import { boolean, index, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { municipalities } from "./municipalities";
import { users } from "./users";

/** History of consent changes; users holds the current value. */
export const consentEvents = pgTable(
  "consent_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    municipalityId: uuid("municipality_id")
      .notNull()
      .references(() => municipalities.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyConsent: boolean("family_consent").notNull(),
    personalConsent: boolean("personal_consent").notNull(),
    changedBy: uuid("changed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("consent_events_user_idx").on(t.userId, t.createdAt)],
);
