// Test kit for rollups.api.test.ts: random writes of every kind the rollups follow (reminders and their
// completions, assistant turns, conversations, consent/status changes, erasure, time-zone changes), applied
// with raw SQL as any writer could. The old full recounts (the rollups' oracle) are in rollups-oracle.ts.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { Db } from "../db/types";

const PEOPLE = 4;
const DAYS = ["2026-09-20", "2026-10-10", "2026-10-24", "2026-10-25", "2026-10-26", "2026-10-28", "2026-11-01"];
const INSTANTS = [
  "2026-09-01T10:00:00Z", "2026-10-20T21:59:59Z", "2026-10-20T22:00:00Z", "2026-10-24T22:30:00Z",
  "2026-10-25T00:30:00Z", "2026-10-25T01:30:00Z", "2026-10-25T23:30:00Z", "2026-10-28T11:00:00Z",
  "2026-11-01T23:30:00Z",
];
// Conversations also months back (gaps past the 90-day cap, both sides of 90-day periods, spring DST).
const SESSION_INSTANTS = [
  ...INSTANTS, "2026-03-29T01:30:00Z", "2026-04-29T10:00:00Z", "2026-05-07T21:30:00Z", "2026-07-28T10:00:00Z",
  "2026-08-04T22:30:00Z",
];
const TIMES = ["00:00", "02:30", "03:00", "09:00", "13:00", "23:59"];
const ZONES = ["Europe/Madrid", "Atlantic/Canary", "America/New_York"];

const pick = <T>(xs: readonly T[]) => fc.constantFrom(...xs);
const person = fc.nat(PEOPLE - 1);
const session = fc.record({
  op: fc.constant("session" as const),
  person,
  at: pick(SESSION_INSTANTS),
  state: pick(["positive", "neutral", "sad"]),
  duration: fc.nat(3600),
});
// A conversation deleted (null) or moved to another moment: a person-day may disappear or move.
const moveChat = fc.record({
  op: fc.constant("moveChat" as const),
  n: fc.nat(),
  at: fc.option(pick(SESSION_INSTANTS), { nil: null }),
});
const consent = fc.record({ op: fc.constant("consent" as const), person, consent: fc.boolean(), active: fc.boolean() });
const erase = fc.record({ op: fc.constant("erase" as const), person });
// An account's creation and last activity moved (people, person-days, inactive people), and alerts of any type, moved or deleted.
// Accounts exist before every moment the test reads at (the app never reads before an account's creation):
// the last one is "today" at the first of them, 2026-10-25 02:45 in Madrid.
const JOINS = ["2026-01-01T00:00:00Z", "2026-09-01T10:00:00Z", "2026-10-20T22:00:00Z", "2026-10-24T22:30:00Z"];
const rejoin = fc.record({
  op: fc.constant("rejoin" as const),
  person,
  at: pick(JOINS),
  lastActivity: fc.option(pick(INSTANTS), { nil: null }),
});
const alert = fc.record({
  op: fc.constant("alert" as const),
  person,
  at: pick(INSTANTS),
  type: pick(["health", "inactivity", "help_request"]),
});
const moveAlert = fc.record({
  op: fc.constant("moveAlert" as const),
  n: fc.nat(),
  at: fc.option(pick(INSTANTS), { nil: null }),
  type: pick(["health", "inactivity"]),
});
const timezone = fc.record({ op: fc.constant("timezone" as const), zone: pick(ZONES) });
export const operation = fc.oneof(
  fc.record({
    op: fc.constant("reminder" as const),
    person,
    type: pick(["medicine", "appointment", "activity"]),
    time: pick(TIMES),
    date: fc.option(pick(DAYS), { nil: null }),
    // A repeating one may keep to some weekdays (ISO, 1 Monday) or a day of the month.
    weekdays: fc.option(pick([[1, 4], [7], [6, 7]]), { nil: null }),
    monthDay: fc.option(pick([1, 25, 31]), { nil: null }),
    createdAt: pick(INSTANTS),
  }),
  fc.record({ op: fc.constant("editReminder" as const), n: fc.nat(), isActive: fc.boolean(), time: pick(TIMES) }),
  fc.record({ op: fc.constant("retypeReminder" as const), n: fc.nat(), type: pick(["medicine", "appointment"]) }),
  fc.record({ op: fc.constant("deleteReminder" as const), n: fc.nat() }),
  fc.record({ op: fc.constant("complete" as const), n: fc.nat(), date: pick(DAYS), late: pick([0, 30, 31, 90]) }),
  fc.record({ op: fc.constant("uncomplete" as const), n: fc.nat() }),
  fc.record({ op: fc.constant("turn" as const), person, at: pick(INSTANTS), latency: fc.integer({ min: 1, max: 5000 }) }),
  session,
  fc.record({ op: fc.constant("deleteChat" as const), n: fc.nat() }),
  moveChat,
  fc.record({
    op: fc.constant("activity" as const),
    person,
    at: pick(INSTANTS),
    type: pick(["login", "cognitive_exercise", "message_read"]),
  }),
  consent,
  erase,
  timezone,
  rejoin,
  alert,
  moveAlert,
);
/** Mostly conversations, back-dated in any order, for the people-with-a-conversation rollup. */
export const chatOperation = fc.oneof(
  { arbitrary: session, weight: 8 },
  { arbitrary: moveChat, weight: 3 },
  { arbitrary: consent, weight: 2 },
  { arbitrary: erase, weight: 1 },
  { arbitrary: timezone, weight: 1 },
);
/** Mostly accounts and alerts: who counts, when they joined, their last activity and their health alerts. */
export const peopleOperation = fc.oneof(
  { arbitrary: alert, weight: 6 },
  { arbitrary: moveAlert, weight: 3 },
  { arbitrary: consent, weight: 4 },
  { arbitrary: rejoin, weight: 3 },
  { arbitrary: erase, weight: 1 },
  { arbitrary: timezone, weight: 1 },
);
export type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/** Ids of a fresh municipality per run, so runs never see each other's rows. */
export function modelIds(run: number) {
  const hex = (n: number) => n.toString(16).padStart(4, "0");
  const base = `0d7a${hex(run)}-0000-4000-8000-`;
  return { municipality: `${base}000000000000`, people: [1, 2, 3, 4].map((n) => `${base}0000000000a${n}`) };
}

export async function createModelMunicipality(db: Db, ids: ReturnType<typeof modelIds>) {
  await db.execute(sql`insert into municipalities (id, name, province, timezone)
    values (${ids.municipality}::uuid, ${`Modelia ${ids.municipality.slice(4, 8)}`}, 'Pruebas', 'Europe/Madrid')`);
  for (const [i, id] of ids.people.entries()) {
    await db.execute(sql`insert into users (id, municipality_id, role, first_name, username, personal_consent,
        created_at)
      values (${id}::uuid, ${ids.municipality}::uuid, 'elderly', 'Persona', ${`modelo${i}`}, ${i !== 3},
        '2026-01-01T00:00:00Z')`);
  }
}

type Table = "reminders" | "reminder_completions" | "assistant_turns" | "chat_sessions" | "alerts";
const nth = async (db: Db, table: Table, m: string, n: number) => {
  const res = (await db.execute(
    sql`select id from ${sql.raw(table)} where municipality_id = ${m}::uuid order by id`,
  )) as unknown as { rows: Array<{ id: string }> };
  return res.rows.length ? res.rows[n % res.rows.length].id : null;
};

export async function apply(db: Db, ids: ReturnType<typeof modelIds>, o: Operation) {
  const m = ids.municipality;
  const run = (q: ReturnType<typeof sql>) => db.execute(q);
  const exists = async (p: number) =>
    ((await db.execute(sql`select 1 from users where id = ${ids.people[p]}::uuid`)) as unknown as { rows: unknown[] })
      .rows.length > 0;
  switch (o.op) {
    case "reminder": {
      if (!(await exists(o.person))) return;
      const days = o.weekdays && !o.date ? sql`${`{${o.weekdays.join(",")}}`}::smallint[]` : sql`null`;
      return run(sql`insert into reminders (municipality_id, user_id, title, type, reminder_time, reminder_date,
          recurrence, weekdays, month_day, created_at)
        values (${m}::uuid, ${ids.people[o.person]}::uuid, 'R', ${o.type}, ${o.time}, ${o.date}::date,
          ${o.date ? "once" : "daily"}, ${days}, ${o.date ? null : o.monthDay}, ${o.createdAt}::timestamptz)`);
    }
    case "editReminder": {
      const id = await nth(db, "reminders", m, o.n);
      if (id) await run(sql`update reminders set is_active = ${o.isActive}, reminder_time = ${o.time} where id = ${id}::uuid`);
      return;
    }
    case "retypeReminder": {
      const id = await nth(db, "reminders", m, o.n);
      if (id) await run(sql`update reminders set type = ${o.type} where id = ${id}::uuid`);
      return;
    }
    case "deleteReminder": {
      const id = await nth(db, "reminders", m, o.n);
      if (id) await run(sql`delete from reminders where id = ${id}::uuid`);
      return;
    }
    case "complete": {
      const id = await nth(db, "reminders", m, o.n);
      if (id) {
        await run(sql`insert into reminder_completions (municipality_id, reminder_id, user_id, occurrence_date,
            minutes_late)
          select municipality_id, id, user_id, ${o.date}::date, ${o.late} from reminders where id = ${id}::uuid
          on conflict (reminder_id, occurrence_date) do update set minutes_late = excluded.minutes_late`);
      }
      return;
    }
    case "uncomplete": {
      const id = await nth(db, "reminder_completions", m, o.n);
      if (id) await run(sql`delete from reminder_completions where id = ${id}::uuid`);
      return;
    }
    case "turn":
      if (!(await exists(o.person))) return;
      return run(sql`insert into assistant_turns (municipality_id, user_id, latency_ms, provider, created_at)
        values (${m}::uuid, ${ids.people[o.person]}::uuid, ${o.latency}, 'reglas', ${o.at}::timestamptz)`);
    case "session":
      if (!(await exists(o.person))) return;
      return run(sql`insert into chat_sessions (municipality_id, user_id, messages, message_count, duration,
          emotional_state, created_at)
        values (${m}::uuid, ${ids.people[o.person]}::uuid, '[]', ${o.duration % 17}, ${o.duration}, ${o.state},
          ${o.at}::timestamptz)`);
    case "deleteChat": {
      const turn = await nth(db, "assistant_turns", m, o.n);
      const chat = await nth(db, "chat_sessions", m, o.n);
      if (turn) await run(sql`delete from assistant_turns where id = ${turn}::uuid`);
      if (chat) await run(sql`update chat_sessions set emotional_state = 'happy', duration = duration + 1
        where id = ${chat}::uuid`);
      return;
    }
    case "moveChat": {
      const chat = await nth(db, "chat_sessions", m, o.n);
      if (!chat) return;
      await run(o.at
        ? sql`update chat_sessions set created_at = ${o.at}::timestamptz where id = ${chat}::uuid`
        : sql`delete from chat_sessions where id = ${chat}::uuid`);
      return;
    }
    case "activity":
      if (!(await exists(o.person))) return;
      return run(sql`insert into activities (municipality_id, user_id, activity_type, created_at)
        values (${m}::uuid, ${ids.people[o.person]}::uuid, ${o.type}, ${o.at}::timestamptz)`);
    case "consent":
      return run(sql`update users set personal_consent = ${o.consent},
          status = ${o.active ? "active" : "inactive"} where id = ${ids.people[o.person]}::uuid`);
    case "erase":
      return run(sql`delete from users where id = ${ids.people[o.person]}::uuid`);
    case "timezone":
      return run(sql`update municipalities set timezone = ${o.zone} where id = ${m}::uuid`);
    case "rejoin":
      return run(sql`update users set created_at = ${o.at}::timestamptz, last_activity = ${o.lastActivity}::timestamptz
        where id = ${ids.people[o.person]}::uuid`);
    case "alert":
      if (!(await exists(o.person))) return;
      return run(sql`insert into alerts (municipality_id, user_id, type, severity, content, created_at)
        values (${m}::uuid, ${ids.people[o.person]}::uuid, ${o.type}, 'high', 'Modelo', ${o.at}::timestamptz)`);
    case "moveAlert": {
      const id = await nth(db, "alerts", m, o.n);
      if (!id) return;
      await run(o.at
        ? sql`update alerts set created_at = ${o.at}::timestamptz, type = ${o.type}, seen_at = now() where id = ${id}::uuid`
        : sql`delete from alerts where id = ${id}::uuid`);
      return;
    }
  }
}
