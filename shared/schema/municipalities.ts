import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const municipalities = pgTable("municipalities", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  province: text("province").notNull().default(""),
  timezone: text("timezone").notNull().default("Europe/Madrid"),
  /** Who receives this municipality's unattended help requests by e-mail, set by its own staff. */
  onCallEmails: text("on_call_emails").array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
