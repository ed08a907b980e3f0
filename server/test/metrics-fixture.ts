// A hand-built municipality for the metrics tests, with answers worked out by hand (see the comments).
// 'Fixturia' (Europe/Madrid) is isolated from the demo data, so every expected number below is exact.
//
// now = 2026-10-28T12:00:00Z (13:00 local, CET). days = 7:
//   current period  2026-10-22 .. 2026-10-28, from 2026-10-21T22:00Z (local midnight, CEST)
//   previous period 2026-10-15 .. 2026-10-21, from 2026-10-14T22:00Z
//   Summer time ends on Sunday 2026-10-25 (03:00 CEST -> 02:00 CET): that local day lasts 25 hours,
//   from 2026-10-24T22:00Z to 2026-10-25T23:00Z.
//
// People: Ana (consented, long-standing), Bea (consented, joined 2026-10-26 10:00 local), Ciro (no personal
// consent: never in the aggregate), Dora (consented, no data at all: zero denominators).
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/types";

export const FIXTURE_NOW = new Date("2026-10-28T12:00:00Z");
export const FIXTURE_TZ = "Europe/Madrid";
export const FIXTURE_PROFESSIONAL = { email: "pro@fixturia.test", password: "Fixturia-2026" };

export type FixtureIds = {
  municipality: string;
  professional: string;
  ana: string;
  bea: string;
  ciro: string;
  dora: string;
};

const ids: FixtureIds = {
  municipality: "0f1a0000-0000-4000-8000-000000000001",
  professional: "0f1a0000-0000-4000-8000-000000000002",
  ana: "0f1a0000-0000-4000-8000-0000000000a1",
  bea: "0f1a0000-0000-4000-8000-0000000000b1",
  ciro: "0f1a0000-0000-4000-8000-0000000000c1",
  dora: "0f1a0000-0000-4000-8000-0000000000d1",
};

const rid = (n: number) => `0f1a0000-0000-4000-8000-0000000010${String(n).padStart(2, "0")}`;

type Person = keyof Omit<FixtureIds, "municipality" | "professional">;

export async function insertMetricsFixture(db: Db, passwordHash: string): Promise<FixtureIds> {
  const m = ids.municipality;
  const run = (q: SQL) => db.execute(q);
  await run(sql`insert into municipalities (id, name, province, timezone, created_at)
    values (${m}, 'Fixturia', 'Pruebas', ${FIXTURE_TZ}, '2025-01-01T00:00:00Z')`);
  const person = (id: string, first: string, consent: boolean, created: string) =>
    run(sql`insert into users (id, municipality_id, role, first_name, last_name, username, personal_consent,
        family_consent, created_at)
      values (${id}, ${m}, 'elderly', ${first}, 'Fixturia', ${first.toLowerCase()}, ${consent}, true, ${created})`);
  await run(sql`insert into users (id, municipality_id, role, first_name, last_name, username, email,
      password_hash, created_at)
    values (${ids.professional}, ${m}, 'professional', 'Pro', 'Fixturia', ${FIXTURE_PROFESSIONAL.email},
      ${FIXTURE_PROFESSIONAL.email}, ${passwordHash}, '2025-01-01T00:00:00Z')`);
  await person(ids.ana, "Ana", true, "2026-01-01T09:00:00Z");
  await person(ids.bea, "Bea", true, "2026-10-26T09:00:00Z");
  await person(ids.ciro, "Ciro", false, "2026-01-01T09:00:00Z");
  await person(ids.dora, "Dora", true, "2026-01-01T09:00:00Z");
  // Last activity: Ana this morning, Bea exactly 48 h ago (not yet 'Alerta'), Dora never: 1 inactive person.
  await run(sql`update users set last_activity = '2026-10-28T07:00:00Z' where id = ${ids.ana}`);
  await run(sql`update users set last_activity = '2026-10-26T12:00:00Z' where id = ${ids.bea}`);

  const activity = (who: Person, type: string, at: string) =>
    run(sql`insert into activities (municipality_id, user_id, activity_type, created_at)
      values (${m}, ${ids[who]}, ${type}, ${at})`);
  // Ana, current period: local days 10-22, 10-25 (twice, across the DST change) and 10-28.
  await activity("ana", "cognitive_exercise", "2026-10-21T22:00:00Z"); // 10-22 00:00 local: first instant
  await activity("ana", "login", "2026-10-22T07:00:00Z");
  await activity("ana", "cognitive_exercise", "2026-10-22T08:00:00Z");
  await activity("ana", "message_read", "2026-10-24T23:30:00Z"); // 10-25 01:30 CEST (UTC date: 10-24)
  await activity("ana", "message_read", "2026-10-25T22:59:00Z"); // 10-25 23:59 CET (25-hour day)
  await activity("ana", "login", "2026-10-28T07:00:00Z");
  // Ana, previous period (local 10-20 and 10-21 23:59) and one record before it (ignored).
  await activity("ana", "login", "2026-10-20T08:00:00Z");
  await activity("ana", "message_read", "2026-10-21T21:59:00Z");
  await activity("ana", "login", "2026-10-14T12:00:00Z");
  // Bea: 10-26 and 10-27. Ciro: plenty, never counted in the aggregate.
  await activity("bea", "login", "2026-10-26T09:30:00Z");
  await activity("bea", "chat", "2026-10-27T10:00:00Z");
  for (const day of ["23", "24", "26", "27"]) {
    await activity("ciro", "login", `2026-10-${day}T09:00:00Z`);
    await activity("ciro", "cognitive_exercise", `2026-10-${day}T10:00:00Z`);
  }

  const chat = (who: Person, at: string, duration: number, count: number, state: string) =>
    run(sql`insert into chat_sessions (municipality_id, user_id, messages, message_count, duration,
        emotional_state, created_at)
      values (${m}, ${ids[who]}, '[]', ${count}, ${duration}, ${state}, ${at})`);
  await chat("ana", "2026-10-23T10:00:00Z", 10, 5, "positive");
  await chat("ana", "2026-10-27T10:00:00Z", 20, 9, "health concern");
  await chat("ana", "2026-10-18T10:00:00Z", 6, 3, "neutral");
  await chat("bea", "2026-10-27T11:00:00Z", 3, 3, "positive");
  await chat("ciro", "2026-10-27T12:00:00Z", 100, 51, "needs emotional support");

  const turn = (who: Person, at: string, latency: number) =>
    run(sql`insert into assistant_turns (municipality_id, user_id, latency_ms, provider, created_at)
      values (${m}, ${ids[who]}, ${latency}, 'rules', ${at})`);
  await turn("ana", "2026-10-23T09:58:00Z", 1000);
  await turn("ana", "2026-10-27T09:59:00Z", 2000);
  await turn("ana", "2026-10-18T09:59:00Z", 500);
  await turn("bea", "2026-10-27T10:59:00Z", 600);
  await turn("ciro", "2026-10-27T11:59:00Z", 9000);

  const alert = (who: Person, type: string, at: string) =>
    run(sql`insert into alerts (municipality_id, user_id, type, content, created_at)
      values (${m}, ${ids[who]}, ${type}, 'Prueba', ${at})`);
  await alert("ana", "health", "2026-10-27T09:59:30Z");
  await alert("ana", "help", "2026-10-26T09:00:00Z");
  await alert("ana", "health", "2026-10-19T09:00:00Z");
  await alert("ciro", "health", "2026-10-27T12:00:00Z");

  // Reminders (times are local). R1-R8 Ana, R9 Bea, R10 Ciro.
  const reminder = (
    n: number,
    who: Person,
    type: string,
    time: string,
    date: string | null,
    created: string,
    active = true,
  ) =>
    run(sql`insert into reminders (id, municipality_id, user_id, title, type, reminder_time, reminder_date,
        recurrence, is_active, created_at)
      values (${rid(n)}, ${m}, ${ids[who]}, ${`R${n}`}, ${type}, ${time}, ${date},
        ${date === null ? "daily" : "once"}, ${active}, ${created})`);
  await reminder(1, "ana", "medicine", "09:00", null, "2026-10-01T08:00:00Z"); // due every day of both periods
  await reminder(2, "ana", "medicine", "20:00", null, "2026-10-24T10:00:00Z"); // from 10-24; today's not yet due
  await reminder(3, "ana", "medicine", "08:00", null, "2026-10-01T08:00:00Z", false); // inactive
  await reminder(4, "ana", "appointment", "10:30", "2026-10-27", "2026-10-01T08:00:00Z"); // attended
  await reminder(5, "ana", "appointment", "15:00", "2026-10-28", "2026-10-01T08:00:00Z"); // later today
  await reminder(6, "ana", "appointment", "11:00", "2026-10-23", "2026-10-01T08:00:00Z"); // missed
  await reminder(7, "ana", "appointment", "11:00", "2026-10-17", "2026-10-01T08:00:00Z"); // previous period
  await reminder(8, "ana", "call", "18:00", null, "2026-10-01T08:00:00Z");
  await reminder(9, "bea", "medicine", "10:00", null, "2026-10-26T09:00:00Z"); // from the day Bea joined
  await reminder(10, "ciro", "medicine", "09:00", null, "2026-10-01T08:00:00Z");

  const done = (n: number, who: Person, date: string, late: number) =>
    run(sql`insert into reminder_completions (municipality_id, reminder_id, user_id, occurrence_date,
        completed_at, minutes_late)
      values (${m}, ${rid(n)}, ${ids[who]}, ${date}, ${`${date}T12:00:00Z`}, ${late})`);
  // R1 current: 10-22 (5), 10-23 (45), 10-25 (0, DST day), 10-26 (31), 10-28 (30); previous: 10-15 (0), 10-16 (10).
  for (const [date, late] of [
    ["2026-10-22", 5],
    ["2026-10-23", 45],
    ["2026-10-25", 0],
    ["2026-10-26", 31],
    ["2026-10-28", 30],
    ["2026-10-15", 0],
    ["2026-10-16", 10],
  ] as const) {
    await done(1, "ana", date, late);
  }
  await done(2, "ana", "2026-10-24", 2);
  await done(2, "ana", "2026-10-27", 15);
  await done(2, "ana", "2026-10-28", 0); // done early: today's 20:00 occurrence is not due yet
  await done(3, "ana", "2026-10-22", 3); // inactive reminder: a completion, never an adherence figure
  await done(4, "ana", "2026-10-27", 0);
  await done(7, "ana", "2026-10-17", 5);
  await done(8, "ana", "2026-10-22", 60);
  await done(9, "bea", "2026-10-27", 0);
  for (const day of ["22", "23", "24", "25", "26", "27", "28"]) await done(10, "ciro", `2026-10-${day}`, 90);
  return ids;
}
