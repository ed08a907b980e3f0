import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A browser enrolled for one older person: PIN login is accepted only from it. One row per
 * (device, person); the device's cookie holds a random token, stored here only as its sha256. Deleting the
 * row (revocation, or erasure of the person) ends that device's sessions of the person (sessions.device_id).
 */
export const enrolledDevices = pgTable(
  "enrolled_devices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    enrolledBy: uuid("enrolled_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("enrolled_devices_token_user_idx").on(t.tokenHash, t.userId),
    index("enrolled_devices_user_idx").on(t.userId),
  ],
);

/**
 * One-time enrolment codes, one row per person the code enrols (the demo's start-up code covers several;
 * a code from a record, one). Only the code's sha256 is stored; single use, valid 24 h.
 */
export const enrolmentCodes = pgTable(
  "enrolment_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    codeHash: text("code_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceName: text("device_name").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("enrolment_codes_hash_idx").on(t.codeHash), index("enrolment_codes_user_idx").on(t.userId)],
);
