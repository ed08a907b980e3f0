import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { municipalities } from "./municipalities";

// Single sign-on with a municipality's own identity provider (docs/decisions/0012-single-sign-on.md).

/** At most one OpenID Connect provider per municipality; set and removed with `npm run admin`. */
export const municipalityIdentityProviders = pgTable("municipality_identity_providers", {
  municipalityId: uuid("municipality_id")
    .primaryKey()
    .references(() => municipalities.id, { onDelete: "cascade" }),
  issuer: text("issuer").notNull(),
  clientId: text("client_id").notNull(),
  clientSecret: text("client_secret").notNull(),
  /** Only verified addresses of this domain are linked (lower case, no '@'). */
  allowedDomain: text("allowed_domain").notNull(),
  /** An `acr` value that means the provider did its own multi-factor check; null: only `amr` counts. */
  mfaAcr: text("mfa_acr"),
  /** Role mapping: when set, the claim (a string or a list) must contain `roleValue` (e.g. groups ∋ acompana-staff). */
  roleClaim: text("role_claim"),
  roleValue: text("role_value"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sign-in sent to the provider and not back yet: the PKCE verifier and nonce never leave the server. The row is
 * found by the hash of `state`; the browser holds `state` in a cookie too, so only the browser that started it can
 * finish it. Single use, minutes long.
 */
export const oidcLoginStates = pgTable(
  "oidc_login_states",
  {
    stateHash: text("state_hash").primaryKey(),
    municipalityId: uuid("municipality_id")
      .notNull()
      .references(() => municipalities.id, { onDelete: "cascade" }),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("oidc_login_states_expires_idx").on(t.expiresAt)],
);
