import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { alerts } from "./alerts";

export type NotificationRecipient = "on_call" | "emergency_contact";
export type NotificationStatus = "pending" | "delivered" | "failed";

/** One e-mail escalation of an alert to one address: retried with backoff until delivered or given up. */
export const alertNotifications = pgTable(
  "alert_notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    alertId: uuid("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    recipientKind: text("recipient_kind").$type<NotificationRecipient>().notNull(),
    address: text("address").notNull(),
    status: text("status").$type<NotificationStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("alert_notifications_alert_idx").on(t.alertId),
    index("alert_notifications_due_idx").on(t.status, t.nextAttemptAt),
  ],
);
