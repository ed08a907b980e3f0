import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { municipalities } from "./municipalities";
import { users } from "./users";

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    municipalityId: uuid("municipality_id")
      .notNull()
      .references(() => municipalities.id),
    fromUserId: uuid("from_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    toUserId: uuid("to_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("messages_to_read_idx").on(t.toUserId, t.isRead),
    index("messages_from_created_idx").on(t.fromUserId, t.createdAt),
    index("messages_to_created_idx").on(t.toUserId, t.createdAt),
  ],
);
