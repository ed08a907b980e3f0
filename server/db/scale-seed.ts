// Scale data for benchmarks (DESIGN.md section 11): one municipality ('Escala'), one professional and N older
// people with ~10 activity records a day each, 3-5 reminders with realistic completions, conversations,
// assistant turns and alerts over the last `days` local days. Deterministic (fixed-seed PRNG, ids included,
// relative to `now`). Rows go in as large `unnest(...)` batches, one transaction per chunk of people.
// Files: scale-data.ts (names, word lists, samplers), scale-person.ts (one person), scale-insert.ts (batches).
import { sql } from "drizzle-orm";
import {
  DAY,
  SCALE_MUNICIPALITY,
  SCALE_PERSON,
  SCALE_PROFESSIONAL,
  SCALE_TIMEZONE,
  uuidFrom,
  windowDays,
} from "./scale-data";
import { createBuffers, flushPeople, type ScaleTable } from "./scale-insert";
import { type Ctx, planPerson } from "./scale-person";
import { Rng } from "./seed-util";
import type { Db } from "./types";

export { SCALE_MUNICIPALITY, SCALE_PERSON, SCALE_PROFESSIONAL, SCALE_TIMEZONE } from "./scale-data";
export type { ScaleTable } from "./scale-insert";

const DEFAULT_SEED = 0x5ca1e;

export type ScaleSeedOptions = {
  users: number;
  days: number;
  now: Date;
  hashPassword: (password: string) => Promise<string>;
  hashPin: (pin: string) => Promise<string>;
  seed?: number;
  /** Delete an existing 'Escala' municipality and its data first (else an existing one is an error). */
  replace?: boolean;
  /** People per transaction. */
  chunkUsers?: number;
  onProgress?: (progress: ScaleProgress) => void;
};

export type ScaleProgress = {
  phase: "replace" | "people" | "vacuum";
  usersDone: number;
  usersTotal: number;
  rows: Record<ScaleTable, number>;
};
export type ScaleSeedResult = {
  municipalityId: string;
  professionalId: string;
  personId: string;
  rows: Record<ScaleTable, number>;
};

/** Removes a previous 'Escala' data set (children first; users cascade the rest). */
async function deleteMunicipality(db: Db, municipalityId: string) {
  await db.transaction(async (tx) => {
    for (const table of [
      "activity_days",
      "activities",
      "assistant_turns",
      "chat_sessions",
      "reminder_completions",
      "reminders",
      "alerts",
      "messages",
      "consent_events",
      "family_links",
      "program_activities",
      "audit_log",
    ]) {
      await tx.execute(sql`delete from ${sql.identifier(table)} where municipality_id = ${municipalityId}::uuid`);
    }
    await tx.execute(sql`delete from users where municipality_id = ${municipalityId}::uuid`);
    await tx.execute(sql`delete from municipalities where id = ${municipalityId}::uuid`);
  });
}

const TABLES: ScaleTable[] = [
  "users",
  "reminders",
  "reminder_completions",
  "activities",
  "chat_sessions",
  "assistant_turns",
  "alerts",
];

export async function seedScale(db: Db, opts: ScaleSeedOptions): Promise<ScaleSeedResult> {
  if (!Number.isInteger(opts.users) || opts.users < 1) throw new Error("--users debe ser un entero positivo");
  if (!Number.isInteger(opts.days) || opts.days < 1 || opts.days > 400)
    throw new Error("--days debe ser un entero entre 1 y 400");
  const rng = new Rng(opts.seed ?? DEFAULT_SEED);
  const rows = Object.fromEntries(TABLES.map((t) => [t, 0])) as Record<ScaleTable, number>;
  const progress = (phase: ScaleProgress["phase"], usersDone: number) =>
    opts.onProgress?.({ phase, usersDone, usersTotal: opts.users, rows: { ...rows } });

  const existing = (await db.execute(
    sql`select id from municipalities where name = ${SCALE_MUNICIPALITY}`,
  )) as unknown as { rows: Array<{ id: string }> };
  if (existing.rows.length > 0) {
    if (!opts.replace) {
      throw new Error(
        `El municipio '${SCALE_MUNICIPALITY}' ya existe en esta base de datos: use --replace para sustituirlo.`,
      );
    }
    progress("replace", 0);
    await deleteMunicipality(db, existing.rows[0].id);
  }

  const ids = rng.fork("ids");
  const municipalityId = uuidFrom(ids);
  const professionalId = uuidFrom(ids);
  const [passwordHash, pinHash] = await Promise.all([
    opts.hashPassword(SCALE_PROFESSIONAL.password),
    opts.hashPin(SCALE_PERSON.pin),
  ]);
  const now = opts.now.getTime();
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into municipalities (id, name, province, timezone, created_at)
      values (${municipalityId}::uuid, ${SCALE_MUNICIPALITY}, 'Pruebas de carga', ${SCALE_TIMEZONE},
        ${new Date(now - 800 * DAY).toISOString()}::timestamptz)`);
    await tx.execute(sql`insert into users (id, municipality_id, role, status, first_name, last_name, username,
        email, password_hash, last_activity, last_login_at, created_at)
      values (${professionalId}::uuid, ${municipalityId}::uuid, 'professional', 'active', 'Elena', 'Escala',
        ${SCALE_PROFESSIONAL.email}, ${SCALE_PROFESSIONAL.email}, ${passwordHash},
        ${new Date(now - 3_600_000).toISOString()}::timestamptz, ${new Date(now - 3_600_000).toISOString()}::timestamptz,
        ${new Date(now - 700 * DAY).toISOString()}::timestamptz)`);
  });

  const days = windowDays(opts.now, opts.days);
  const ctx: Ctx = { municipalityId, professionalId, now, days, rng };
  const chunk = opts.chunkUsers ?? 250;
  const buffers = createBuffers();
  let personId = "";
  progress("people", 0);
  for (let start = 0; start < opts.users; start += chunk) {
    const end = Math.min(opts.users, start + chunk);
    for (let i = start; i < end; i++) {
      const id = planPerson(ctx, buffers, i, pinHash);
      if (i === 0) personId = id;
    }
    const written = await db.transaction((tx) => flushPeople(tx, ctx, buffers));
    for (const t of TABLES) rows[t] += written[t];
    progress("people", end);
  }
  progress("vacuum", opts.users);
  // Fresh statistics and visibility maps, so plans and index-only scans are those of a settled database.
  await db.execute(
    sql.raw(
      "vacuum analyze users, reminders, reminder_completions, activities, activity_days, chat_sessions, assistant_turns, alerts",
    ),
  );
  return { municipalityId, professionalId, personId, rows };
}
