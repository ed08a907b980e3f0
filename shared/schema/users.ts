import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { UserRole, UserStatus } from "../domain/enums";
import type { FormOfAddress } from "../domain/form-of-address";
import { municipalities } from "./municipalities";

/** Free-form per-role preferences (hobbies/likes for elderly people). */
export type UserPreferences = {
  hobbies?: string[];
  likes?: string[];
  elderlyUserId?: string;
};

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    municipalityId: uuid("municipality_id")
      .notNull()
      .references(() => municipalities.id),
    role: text("role").$type<UserRole>().notNull(),
    status: text("status").$type<UserStatus>().notNull().default("active"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    username: text("username").notNull(),
    email: text("email"),
    age: integer("age"),
    medicalConditions: jsonb("medical_conditions").$type<string[]>().notNull().default([]),
    medications: jsonb("medications").$type<string[]>().notNull().default([]),
    lastActivity: timestamp("last_activity", { withTimezone: true }),
    personalConsent: boolean("personal_consent").notNull().default(false),
    familyConsent: boolean("family_consent").notNull().default(false),
    preferences: jsonb("preferences").$type<UserPreferences>().notNull().default({}),
    personalityTraits: text("personality_traits").notNull().default(""),
    emergencyContactName: text("emergency_contact_name").notNull().default(""),
    emergencyContactPhone: text("emergency_contact_phone").notNull().default(""),
    /** Where an unattended help request is escalated by e-mail; empty: not notified. */
    emergencyContactEmail: text("emergency_contact_email").notNull().default(""),
    /** How staff reach the person at home (alert cards and the record show them as tel: links). */
    phone: text("phone").notNull().default(""),
    address: text("address").notNull().default(""),
    district: text("district").notNull().default(""),
    /** Null: not recorded. */
    livesAlone: boolean("lives_alone"),
    /** Who holds a key to the home, and how to reach them. */
    keyHolderName: text("key_holder_name").notNull().default(""),
    keyHolderPhone: text("key_holder_phone").notNull().default(""),
    /** The person's GP ('médico de cabecera') and health centre: the assistant answers with them. */
    gpName: text("gp_name").notNull().default(""),
    healthCentreName: text("health_centre_name").notNull().default(""),
    healthCentrePhone: text("health_centre_phone").notNull().default(""),
    /** How the assistant addresses the person, from what they prefer. */
    formOfAddress: text("form_of_address").$type<FormOfAddress>().notNull().default("tu"),
    passwordHash: text("password_hash"),
    pinHash: text("pin_hash"),
    /** A one-time or temporary password: the next sign-in must replace it before anything else. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_username_uq").on(t.municipalityId, sql`lower(${t.username})`),
    uniqueIndex("users_email_uq").on(sql`lower(${t.email})`),
    index("users_municipality_role_idx").on(t.municipalityId, t.role),
    index("users_municipality_last_activity_idx").on(t.municipalityId, t.lastActivity),
    // The people who count in the aggregated metrics, index-only: how many are inactive (metrics), how many
    // consent and are active today (dashboard). created_at rides along for the join-date filter.
    index("users_counting_last_activity_idx")
      .on(t.municipalityId, t.lastActivity, t.createdAt)
      .where(sql`role = 'elderly' and status = 'active' and personal_consent`),
    // The dashboard's total: the people who count come from municipality_people_days, the rest from here.
    index("users_elderly_no_consent_idx")
      .on(t.municipalityId)
      .where(sql`role = 'elderly' and status = 'active' and not personal_consent`),
    // The user list in name order, and its total, without reading every person.
    index("users_elderly_name_idx")
      .on(t.municipalityId, t.firstName, t.lastName, t.id)
      .where(sql`role = 'elderly' and status = 'active'`),
  ],
);

export type UserRow = typeof users.$inferSelect;
