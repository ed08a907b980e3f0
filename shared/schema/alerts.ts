import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { AlertOutcome, AlertSeverity, AlertType } from "../domain/enums";
import { municipalities } from "./municipalities";
import { users } from "./users";

export const alerts = pgTable(
  "alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    municipalityId: uuid("municipality_id")
      .notNull()
      .references(() => municipalities.id),
    /** Null for alerts not tied to a known person (e.g. a lockout on an unknown name). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<AlertType>().notNull(),
    severity: text("severity").$type<AlertSeverity>().notNull().default("medium"),
    content: text("content").notNull(),
    category: text("category"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
    dismissedBy: uuid("dismissed_by").references(() => users.id, { onDelete: "set null" }),
    escalatedAt: timestamp("escalated_at", { withTimezone: true }),
    /** First time a professional opened it (the person is told 'El personal la ha visto'). */
    seenAt: timestamp("seen_at", { withTimezone: true }),
    seenBy: uuid("seen_by").references(() => users.id, { onDelete: "set null" }),
    /** 'La atiendo': the professional who took it, and when (the response clock's first step). */
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    acknowledgedBy: uuid("acknowledged_by").references(() => users.id, { onDelete: "set null" }),
    /** The person said 'Ha sido sin querer': staff still see it and still call back. */
    accidentalAt: timestamp("accidental_at", { withTimezone: true }),
    /** What was done when it was marked 'Atendida'. */
    outcome: text("outcome").$type<AlertOutcome>(),
    outcomeNote: text("outcome_note"),
  },
  (t) => [
    index("alerts_municipality_pending_idx").on(t.municipalityId, t.dismissedAt, t.createdAt),
    index("alerts_user_created_idx").on(t.userId, t.createdAt),
  ],
);
