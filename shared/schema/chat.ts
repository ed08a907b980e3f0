import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { municipalities } from "./municipalities";
import { users } from "./users";

export const chatSessions = pgTable(
  "chat_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    municipalityId: uuid("municipality_id")
      .notNull()
      .references(() => municipalities.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** JSON text of the message list, as the client sends it. */
    messages: text("messages").notNull(),
    messageCount: integer("message_count").notNull().default(0),
    duration: integer("duration").notNull().default(0),
    topicsDiscussed: jsonb("topics_discussed").$type<string[]>().notNull().default([]),
    emotionalState: text("emotional_state").notNull().default("neutral"),
    sessionSummary: text("session_summary").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("chat_sessions_user_created_idx").on(t.userId, t.createdAt),
    // Metrics aggregate (engagement, AI quality): every column they read, for an index-only scan that skips
    // the wide message text of the heap.
    index("chat_sessions_municipality_created_idx").on(
      t.municipalityId,
      t.createdAt,
      t.userId,
      t.duration,
      t.messageCount,
      t.emotionalState,
    ),
  ],
);

/** One row per assistant reply; feeds averageResponseTime. */
export const assistantTurns = pgTable(
  "assistant_turns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    municipalityId: uuid("municipality_id")
      .notNull()
      .references(() => municipalities.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    latencyMs: integer("latency_ms").notNull(),
    provider: text("provider").notNull(),
    healthAlert: boolean("health_alert").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("assistant_turns_user_created_idx").on(t.userId, t.createdAt),
    // AI quality aggregate (mean latency): covering, so it can be read index-only.
    index("assistant_turns_municipality_created_idx").on(t.municipalityId, t.createdAt, t.userId, t.latencyMs),
  ],
);
