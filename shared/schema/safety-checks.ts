import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { SafetyCheckAnswer } from "../domain/safety-check";
import { alerts } from "./alerts";
import { municipalities } from "./municipalities";
import { users } from "./users";

/**
 * The assistant's open question '¿Está bien?' (docs/behaviour/11-assistant.md#asking): at most one unanswered per
 * person; the answer, and the alerts it led to. Never what the person wrote: only the question and its category.
 */
export const safetyChecks = pgTable(
  "safety_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    municipalityId: uuid("municipality_id")
      .notNull()
      .references(() => municipalities.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The detector's category code (server/assistant/safety/categories.ts). */
    category: text("category").notNull(),
    question: text("question").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answer: text("answer").$type<SafetyCheckAnswer>(),
    /** The help request 'Sí, necesito ayuda' raised. */
    helpAlertId: uuid("help_alert_id").references(() => alerts.id, { onDelete: "set null" }),
    /** When the 'Comprobar' item went to staff (set once, even if that alert is later deleted). */
    staffItemAt: timestamp("staff_item_at", { withTimezone: true }),
    staffAlertId: uuid("staff_alert_id").references(() => alerts.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("safety_checks_open_user_uq").on(t.userId).where(sql`${t.answeredAt} is null`),
    // The periodic job's search: open questions not yet handed to staff, oldest first.
    index("safety_checks_waiting_idx").on(t.createdAt).where(sql`${t.answeredAt} is null and ${t.staffItemAt} is null`),
  ],
);
