import * as t from "@shared/schema";
import { asc, type SQL, sql } from "drizzle-orm";
import { createPinHasher } from "../auth/hashing";
import { openPglite } from "../db/client";
import { isDatabaseEmpty, seedDemo } from "../db/seed";
import type { Db } from "../db/types";
import { TEST_SCRYPT_COST } from "./constants";
import { testFactorKeys, testPasswords } from "./hashers";

// Shared by the demo seed tests (seed-accounts / seed-activity): one fresh in-memory seed per scenario.
export const pins = createPinHasher("test-pepper", TEST_SCRYPT_COST);
export const passwords = testPasswords;
export const TZ = "Europe/Madrid";
export const HOUR = 3_600_000;

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function freshSeed(now: Date) {
  const handle = await openPglite(undefined);
  await handle.migrate();
  const emptyBefore = await isDatabaseEmpty(handle.db);
  const started = performance.now();
  const ids = await seedDemo(handle.db, { now, hashPassword: passwords.hashPassword, hashPin: pins.hashPin, sealSecret: testFactorKeys.seal });
  const ms = performance.now() - started;
  console.log(`seedDemo(${now.toISOString()}) on in-memory PGlite: ${Math.round(ms)} ms`);
  return { handle, ids, emptyBefore, ms };
}

/** The older people of a municipality, as stored. */
export const elderlyOf = (db: Db, municipalityId: string) =>
  db
    .select()
    .from(t.users)
    .where(sql`${t.users.municipalityId} = ${municipalityId} and ${t.users.role} = 'elderly'`);

/** A fingerprint of the data that must not change between two runs with the same clock. */
export async function fingerprint(db: Db) {
  const people = await db
    .select({
      first: t.users.firstName,
      last: t.users.lastName,
      username: t.users.username,
      last_: t.users.lastActivity,
    })
    .from(t.users)
    .orderBy(asc(t.users.username), asc(t.users.lastName));
  const reminderRows = await rows<{ title: string; time: string; date: string | null; username: string }>(
    db,
    sql`select r.title, r.reminder_time as time, r.reminder_date::text as date, u.username
        from reminders r join users u on u.id = r.user_id
        order by u.username, u.last_name, r.title, r.reminder_time, r.reminder_date`,
  );
  const counts = await rows<Record<string, number>>(
    db,
    sql`select (select count(*)::int from activities) as activities,
               (select count(*)::int from reminder_completions) as completions,
               (select count(*)::int from chat_sessions) as chats,
               (select count(*)::int from messages) as messages`,
  );
  return { people, reminderRows, counts };
}

/** Two clocks: a CET weekday morning (also checked for determinism) and a CEST Sunday evening. */
export const SEED_SCENARIOS = [
  { label: "autumn weekday (CET)", now: new Date("2026-11-18T10:30:00Z"), checkDeterminism: true },
  { label: "summer Sunday evening (CEST)", now: new Date("2026-07-12T19:45:00Z"), checkDeterminism: false },
];
