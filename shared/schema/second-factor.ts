import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { SignInMethod, SignInOutcome } from "../domain/second-factor";
import { users } from "./users";

// A second factor for sign-in (docs/decisions/0011-second-factor.md): an authenticator app's codes (TOTP), passkeys
// (WebAuthn) and one-time recovery codes; every sign-in written down for its owner; the browsers already seen.

/** The authenticator app's secret, encrypted (AES-GCM, key derived from the pepper). Confirmed once a code matched. */
export const totpFactors = pgTable("totp_factors", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretSealed: text("secret_sealed").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** A replacement secret being set up while the confirmed one keeps working; confirmed, it takes its place. */
  pendingSealed: text("pending_sealed"),
  /** The last 30-second step whose code was accepted: a code is good once (RFC 6238 §5.2). */
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const passkeys = pgTable(
  "passkeys",
  {
    /** The credential id, base64url. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

/** Ten per person, shown once; only an HMAC of each is kept. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/** Each sign-in attempt on a known account, success or failure: 'Mis accesos'. */
export const signInEvents = pgTable(
  "sign_in_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
    ip: text("ip").notNull().default(""),
    device: text("device").notNull().default(""),
    method: text("method").$type<SignInMethod>().notNull(),
    outcome: text("outcome").$type<SignInOutcome>().notNull(),
    isNewDevice: boolean("is_new_device").notNull().default(false),
  },
  (t) => [index("sign_in_events_user_at_idx").on(t.userId, t.at)],
);

/** Browsers that completed a sign-in of this person (a cookie's token, hashed): another one is a new device. */
export const knownBrowsers = pgTable(
  "known_browsers",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    signIns: integer("sign_ins").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tokenHash] })],
);
