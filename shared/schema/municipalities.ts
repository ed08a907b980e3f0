import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import {
  DEFAULT_ACK_TARGET_SECONDS,
  DEFAULT_ATTEND_TARGET_SECONDS,
  DEFAULT_STAFFED_HOURS,
  type StaffedHours,
} from "../domain/service-hours";

export const municipalities = pgTable("municipalities", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  province: text("province").notNull().default(""),
  timezone: text("timezone").notNull().default("Europe/Madrid"),
  /** Who receives this municipality's unattended help requests by e-mail, set by its own staff. */
  onCallEmails: text("on_call_emails").array().notNull().default(sql`'{}'::text[]`),
  /** Response targets: a help request acknowledged ('La atiendo') and attended ('Atendida') within these. */
  ackTargetSeconds: integer("ack_target_seconds").notNull().default(DEFAULT_ACK_TARGET_SECONDS),
  attendTargetSeconds: integer("attend_target_seconds").notNull().default(DEFAULT_ATTEND_TARGET_SECONDS),
  /** When staff are at their desks: what the person is told after pressing for help depends on it. */
  staffedHours: jsonb("staffed_hours").$type<StaffedHours>().notNull().default(DEFAULT_STAFFED_HOURS),
  /** The programme's phone, the same for all its people: the assistant gives it when asked. Empty: not set. */
  programmePhone: text("programme_phone").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
