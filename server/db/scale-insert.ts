// Scale data set (scale-seed.ts): column buffers per table and the batched INSERT ... SELECT FROM unnest(...)
// statements that write one chunk of people.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "./types";

/** Rows per INSERT statement (arrays travel as 5-8 parameters whatever the row count). */
const BATCH_ROWS = 20_000;

export type ScaleTable =
  | "users"
  | "reminders"
  | "reminder_completions"
  | "activities"
  | "chat_sessions"
  | "assistant_turns"
  | "alerts";

/** Column arrays for one table; `flush` sends them as one INSERT ... SELECT FROM unnest(...). */
class Columns<K extends string> {
  readonly data: Record<K, unknown[]>;
  constructor(readonly keys: readonly K[]) {
    this.data = Object.fromEntries(keys.map((k) => [k, []])) as unknown as Record<K, unknown[]>;
  }
  get size(): number {
    return this.data[this.keys[0]].length;
  }
  push(row: Record<K, unknown>) {
    for (const k of this.keys) this.data[k].push(row[k]);
  }
  clear() {
    for (const k of this.keys) this.data[k].length = 0;
  }
}

type Tx = Pick<Db, "execute">;
/** One array parameter (drizzle would otherwise expand a JS array into a list of parameters). */
const arr = (values: unknown[]): SQL => sql`${sql.param(values)}`;

/** INSERT ... SELECT <select> FROM unnest(<arrays>) AS x(<names>), in slices of BATCH_ROWS. */
async function insertUnnest<K extends string>(
  tx: Tx,
  buffer: Columns<K>,
  build: (slice: (k: K) => SQL) => SQL,
): Promise<number> {
  const total = buffer.size;
  for (let start = 0; start < total; start += BATCH_ROWS) {
    const end = Math.min(total, start + BATCH_ROWS);
    await tx.execute(build((k) => arr(buffer.data[k].slice(start, end))));
  }
  buffer.clear();
  return total;
}

export type Buffers = ReturnType<typeof createBuffers>;
export function createBuffers() {
  return {
    users: new Columns([
      "id",
      "first",
      "last",
      "username",
      "age",
      "consent",
      "family",
      "last_activity",
      "last_login",
      "pin",
      "created",
    ] as const),
    reminders: new Columns(["id", "user", "title", "type", "time", "date", "active", "created"] as const),
    completions: new Columns(["reminder", "user", "date", "completed", "late"] as const),
    activities: new Columns(["user", "type", "description", "metadata", "created"] as const),
    chats: new Columns(["user", "messages", "count", "duration", "topics", "emotion", "created"] as const),
    turns: new Columns(["user", "latency", "alert", "created"] as const),
    alerts: new Columns(["user", "type", "severity", "content", "created", "dismissed"] as const),
  };
}

/** Writes one chunk of people (users first, then what references them). */
export async function flushPeople(
  tx: Tx,
  ctx: { municipalityId: string; professionalId: string },
  b: Buffers,
): Promise<Record<ScaleTable, number>> {
  const m = ctx.municipalityId;
  const users = await insertUnnest(tx, b.users, (c) => {
    // Consent history: one event per person at creation.
    return sql`with u as (
        insert into users (id, municipality_id, role, status, first_name, last_name, username, age,
          personal_consent, family_consent, last_activity, last_login_at, pin_hash, created_at)
        select id, ${m}::uuid, 'elderly', 'active', first_name, last_name, username, age, consent, family,
          to_timestamp(last_activity / 1000.0), to_timestamp(last_login / 1000.0), pin_hash,
          to_timestamp(created / 1000.0)
        from unnest(${c("id")}::uuid[], ${c("first")}::text[], ${c("last")}::text[], ${c("username")}::text[],
          ${c("age")}::int[], ${c("consent")}::bool[], ${c("family")}::bool[], ${c("last_activity")}::float8[],
          ${c("last_login")}::float8[], ${c("pin")}::text[], ${c("created")}::float8[])
          as x(id, first_name, last_name, username, age, consent, family, last_activity, last_login, pin_hash, created)
        returning id, personal_consent, family_consent, created_at
      )
      insert into consent_events (municipality_id, user_id, family_consent, personal_consent, changed_by, created_at)
      select ${m}::uuid, id, family_consent, personal_consent, id, created_at from u`;
  });
  const remindersCount = await insertUnnest(
    tx,
    b.reminders,
    (c) => sql`insert into reminders (id, municipality_id, user_id, created_by, title, type, reminder_time,
        reminder_date, recurrence, is_active, created_at)
      select id, ${m}::uuid, user_id, ${ctx.professionalId}::uuid, title, type, reminder_time, reminder_date,
        case when reminder_date is null then 'daily' else 'once' end, is_active, to_timestamp(created / 1000.0)
      from unnest(${c("id")}::uuid[], ${c("user")}::uuid[], ${c("title")}::text[], ${c("type")}::text[],
        ${c("time")}::text[], ${c("date")}::date[], ${c("active")}::bool[], ${c("created")}::float8[])
        as x(id, user_id, title, type, reminder_time, reminder_date, is_active, created)`,
  );
  const completions = await insertUnnest(
    tx,
    b.completions,
    (c) => sql`insert into reminder_completions (municipality_id, reminder_id, user_id, occurrence_date,
        completed_at, completed_by, minutes_late)
      select ${m}::uuid, reminder_id, user_id, occurrence_date, to_timestamp(completed / 1000.0), user_id, late
      from unnest(${c("reminder")}::uuid[], ${c("user")}::uuid[], ${c("date")}::date[],
        ${c("completed")}::float8[], ${c("late")}::int[]) as x(reminder_id, user_id, occurrence_date, completed, late)`,
  );
  const activitiesCount = await insertUnnest(
    tx,
    b.activities,
    (c) => sql`insert into activities (municipality_id, user_id, activity_type, description, metadata, created_at)
      select ${m}::uuid, user_id, activity_type, description, metadata::jsonb, to_timestamp(created / 1000.0)
      from unnest(${c("user")}::uuid[], ${c("type")}::text[], ${c("description")}::text[],
        ${c("metadata")}::text[], ${c("created")}::float8[]) as x(user_id, activity_type, description, metadata, created)`,
  );
  const chats = await insertUnnest(
    tx,
    b.chats,
    (c) => sql`insert into chat_sessions (municipality_id, user_id, messages, message_count, duration,
        topics_discussed, emotional_state, session_summary, created_at)
      select ${m}::uuid, user_id, messages, message_count, duration, topics::jsonb, emotion, '',
        to_timestamp(created / 1000.0)
      from unnest(${c("user")}::uuid[], ${c("messages")}::text[], ${c("count")}::int[], ${c("duration")}::int[],
        ${c("topics")}::text[], ${c("emotion")}::text[], ${c("created")}::float8[])
        as x(user_id, messages, message_count, duration, topics, emotion, created)`,
  );
  const turns = await insertUnnest(
    tx,
    b.turns,
    (c) => sql`insert into assistant_turns (municipality_id, user_id, latency_ms, provider, health_alert, created_at)
      select ${m}::uuid, user_id, latency, 'rules', alert, to_timestamp(created / 1000.0)
      from unnest(${c("user")}::uuid[], ${c("latency")}::int[], ${c("alert")}::bool[], ${c("created")}::float8[])
        as x(user_id, latency, alert, created)`,
  );
  const alertsCount = await insertUnnest(
    tx,
    b.alerts,
    (c) => sql`insert into alerts (municipality_id, user_id, type, severity, content, created_at, dismissed_at,
        dismissed_by)
      select ${m}::uuid, user_id, type, severity, content, to_timestamp(created / 1000.0),
        to_timestamp(dismissed / 1000.0),
        case when dismissed is null then null else ${ctx.professionalId}::uuid end
      from unnest(${c("user")}::uuid[], ${c("type")}::text[], ${c("severity")}::text[], ${c("content")}::text[],
        ${c("created")}::float8[], ${c("dismissed")}::float8[]) as x(user_id, type, severity, content, created, dismissed)`,
  );
  return {
    users,
    reminders: remindersCount,
    reminder_completions: completions,
    activities: activitiesCount,
    chat_sessions: chats,
    assistant_turns: turns,
    alerts: alertsCount,
  };
}

