import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { LoginAttemptKind } from "../domain/enums";
import type { SecondFactorState } from "../domain/second-factor";
import { enrolledDevices } from "./devices";
import { users } from "./users";

/** Server-side sessions. id is the sha256 of the cookie token, never the token itself. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent").notNull().default(""),
    /** The enrolled device a PIN session was opened from: revoking the device ends the session. */
    deviceId: uuid("device_id").references(() => enrolledDevices.id, { onDelete: "cascade" }),
    /** 'done', or a sign-in still owing its second step: 'verify' a factor, or 'enrol' one first. */
    secondFactor: text("second_factor").$type<SecondFactorState>().notNull().default("done"),
    /** When the second factor was last shown in this session: sensitive acts need it recent. */
    factorVerifiedAt: timestamp("factor_verified_at", { withTimezone: true }),
    /** 'Recordarme' as ticked at the password: a pending sign-in carries it to the full session it becomes. */
    isRemembered: boolean("is_remembered").notNull().default(false),
    /** Wrong second-step answers in this pending sign-in: past the limit it is ended. */
    factorFailures: integer("factor_failures").notNull().default(0),
    /** The passkey challenge last issued to this session (base64url), and until when it holds. */
    challenge: text("challenge"),
    challengeExpiresAt: timestamp("challenge_expires_at", { withTimezone: true }),
  },
  (t) => [index("sessions_expires_idx").on(t.expiresAt), index("sessions_user_idx").on(t.userId)],
);

/** Lockout state keyed by (kind, key). */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    kind: text("kind").$type<LoginAttemptKind>().notNull(),
    key: text("key").notNull(),
    failures: integer("failures").notNull().default(0),
    /** How many times this key has been locked since its last success (doubles the lock). */
    lockCount: integer("lock_count").notNull().default(0),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] }), index("login_attempts_updated_idx").on(t.updatedAt)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    municipalityId: uuid("municipality_id"),
    actorId: uuid("actor_id"),
    action: text("action").notNull(),
    subjectUserId: uuid("subject_user_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_subject_idx").on(t.subjectUserId, t.createdAt)],
);
