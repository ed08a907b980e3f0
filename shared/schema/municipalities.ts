import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const municipalities = pgTable("municipalities", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  province: text("province").notNull().default(""),
  timezone: text("timezone").notNull().default("Europe/Madrid"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
