import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { alerts } from "./alerts";
import { users } from "./users";

/**
 * A relative's phone or browser that accepts Web Push: the push service's endpoint and the browser's public
 * keys (RFC 8291). One row per endpoint: the last relative who turned notices on there owns it. Removed when
 * the push service answers 404/410, when the relative turns notices off, and with the relative's account.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    familyUserId: uuid("family_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_uq").on(t.endpoint), index("push_subscriptions_user_idx").on(t.familyUserId)],
);

export type FamilyDeliveryChannel = "push" | "email";
export type FamilyDeliveryStatus = "pending" | "sent" | "failed";

/**
 * One notice of an alert to one relative by one channel: push first, e-mail when push is off or failed. The
 * unique (alert, relative, channel) row is also the claim, so two processes never notify twice.
 */
export const familyAlertDeliveries = pgTable(
  "family_alert_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    alertId: uuid("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    familyUserId: uuid("family_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel").$type<FamilyDeliveryChannel>().notNull(),
    status: text("status").$type<FamilyDeliveryStatus>().notNull().default("pending"),
    /** Why it failed (or which devices failed when another one got it); never the payload. */
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("family_alert_deliveries_claim_uq").on(t.alertId, t.familyUserId, t.channel),
    index("family_alert_deliveries_user_idx").on(t.familyUserId),
  ],
);
