import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { NoticeAudience } from "../domain/notices";
import { municipalities } from "./municipalities";
import { users } from "./users";

/** A notice staff sent to everyone at risk, or a group of them ('Enviar aviso'). */
export const notices = pgTable(
  "notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    municipalityId: uuid("municipality_id")
      .notNull()
      .references(() => municipalities.id),
    /** Null once the professional's account is erased; the notice stays for its recipients. */
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** The group as chosen; the recipients themselves were fixed when it was sent. */
    audience: jsonb("audience").$type<NoticeAudience>().notNull(),
    confirmWithinMinutes: integer("confirm_within_minutes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notices_municipality_created_idx").on(t.municipalityId, t.createdAt)],
);

/** One person a notice was sent to: when their tablet showed it and when they pressed 'Entendido'. */
export const noticeRecipients = pgTable(
  "notice_recipients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    noticeId: uuid("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    municipalityId: uuid("municipality_id")
      .notNull()
      .references(() => municipalities.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    shownAt: timestamp("shown_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("notice_recipients_notice_user_uq").on(t.noticeId, t.userId),
    // The tablet's poll: the person's notices still waiting for 'Entendido'.
    index("notice_recipients_user_confirmed_idx").on(t.userId, t.confirmedAt),
  ],
);
