import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { FamilyLinkStatus } from "../domain/enums";
import { municipalities } from "./municipalities";
import { users } from "./users";

export const familyLinks = pgTable(
  "family_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    municipalityId: uuid("municipality_id")
      .notNull()
      .references(() => municipalities.id),
    familyUserId: uuid("family_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    elderlyUserId: uuid("elderly_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<FamilyLinkStatus>().notNull().default("pending"),
    approvedBy: uuid("approved_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("family_links_pair_uq").on(t.familyUserId, t.elderlyUserId),
    index("family_links_elderly_idx").on(t.elderlyUserId, t.status),
  ],
);
