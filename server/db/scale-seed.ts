// Scale data for benchmarks (docs/architecture.md#performance-targets): one municipality ('Escala'), one professional
// and N older people with ~10 activity records a day each, 3-5 reminders with realistic completions, conversations,
// assistant turns and alerts over the last `days` local days. Deterministic (fixed-seed PRNG, ids included, relative to
// `now`). Rows go in as large `unnest(...)` batches, one transaction per chunk of people. Files: scale-data.ts (names,
// word lists, samplers), scale-person.ts (one person), scale-insert.ts (batches).
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

type ScaleSeedOptions = {
  users: number;
  days: number;
  now: Date;
  hashPassword: (password: string) => Promise<string>;
  hashPin: (pin: string) => Promise<string>;
  seed?: number;
  /**
   * Municipalities sharing the `users` people (default 1): 'Escala', the measured one, plus N-1 others
   * ('Escala 2'...). The measured one gets ceil(users / N) people drawn exactly as if it were alone.
   */
  municipalities?: number;
  /** Delete existing 'Escala' municipalities and their data first (else an existing one is an error). */
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
type ScaleSeedResult = {
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

/** Name of the k-th municipality of the data set (0 = the measured one). */
const scaleMunicipalityName = (k: number) => (k === 0 ? SCALE_MUNICIPALITY : `${SCALE_MUNICIPALITY} ${k + 1}`);
const professionalEmail = (k: number) =>
  k === 0 ? SCALE_PROFESSIONAL.email : SCALE_PROFESSIONAL.email.replace("@", `+${k + 1}@`);

type Hashes = { passwordHash: string; pinHash: string };

/** One municipality, its professional and `users` people, in chunks of people per transaction. */
async function seedMunicipality(
  db: Db,
  opts: ScaleSeedOptions,
  k: number,
  users: number,
  hashes: Hashes,
  onChunk: (written: Record<ScaleTable, number>, users: number) => void,
) {
  // The measured municipality keeps the root stream, so its data do not depend on the others.
  const rng = k === 0 ? new Rng(opts.seed ?? DEFAULT_SEED) : new Rng(opts.seed ?? DEFAULT_SEED).fork(`municipality:${k}`);
  const ids = rng.fork("ids");
  const municipalityId = uuidFrom(ids);
  const professionalId = uuidFrom(ids);
  const now = opts.now.getTime();
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into municipalities (id, name, province, timezone, created_at)
      values (${municipalityId}::uuid, ${scaleMunicipalityName(k)}, 'Pruebas de carga', ${SCALE_TIMEZONE},
        ${new Date(now - 800 * DAY).toISOString()}::timestamptz)`);
    await tx.execute(sql`insert into users (id, municipality_id, role, status, first_name, last_name, username,
        email, password_hash, last_activity, last_login_at, created_at)
      values (${professionalId}::uuid, ${municipalityId}::uuid, 'professional', 'active', 'Elena', 'Escala',
        ${professionalEmail(k)}, ${professionalEmail(k)}, ${hashes.passwordHash},
        ${new Date(now - 3_600_000).toISOString()}::timestamptz, ${new Date(now - 3_600_000).toISOString()}::timestamptz,
        ${new Date(now - 700 * DAY).toISOString()}::timestamptz)`);
  });

  const ctx: Ctx = { municipalityId, professionalId, now, days: windowDays(opts.now, opts.days), rng };
  const chunk = opts.chunkUsers ?? 250;
  const buffers = createBuffers();
  let personId = "";
  for (let start = 0; start < users; start += chunk) {
    const end = Math.min(users, start + chunk);
    for (let i = start; i < end; i++) {
      // Only the measured municipality's first person can log in with a PIN.
      const id = planPerson(ctx, buffers, i, k === 0 ? hashes.pinHash : null);
      if (i === 0) personId = id;
    }
    const written = await db.transaction((tx) => flushPeople(tx, ctx, buffers));
    onChunk(written, end - start);
  }
  return { municipalityId, professionalId, personId };
}

export async function seedScale(db: Db, opts: ScaleSeedOptions): Promise<ScaleSeedResult> {
  if (!Number.isInteger(opts.users) || opts.users < 1) throw new Error("--users debe ser un entero positivo");
  if (!Number.isInteger(opts.days) || opts.days < 1 || opts.days > 400)
    throw new Error("--days debe ser un entero entre 1 y 400");
  const count = opts.municipalities ?? 1;
  if (!Number.isInteger(count) || count < 1 || count > opts.users)
    throw new Error("--municipalities debe ser un entero entre 1 y el número de personas");
  const rows = Object.fromEntries(TABLES.map((t) => [t, 0])) as Record<ScaleTable, number>;
  let usersDone = 0;
  const progress = (phase: ScaleProgress["phase"]) =>
    opts.onProgress?.({ phase, usersDone, usersTotal: opts.users, rows: { ...rows } });

  const existing = (await db.execute(
    sql`select id from municipalities where name = ${SCALE_MUNICIPALITY} or name ~ ${`^${SCALE_MUNICIPALITY} [0-9]+$`}`,
  )) as unknown as { rows: Array<{ id: string }> };
  if (existing.rows.length > 0) {
    if (!opts.replace) {
      throw new Error(
        `El municipio '${SCALE_MUNICIPALITY}' ya existe en esta base de datos: use --replace para sustituirlo.`,
      );
    }
    progress("replace");
    for (const { id } of existing.rows) await deleteMunicipality(db, id);
  }

  const [passwordHash, pinHash] = await Promise.all([
    opts.hashPassword(SCALE_PROFESSIONAL.password),
    opts.hashPin(SCALE_PERSON.pin),
  ]);
  const measuredUsers = Math.ceil(opts.users / count);
  const rest = opts.users - measuredUsers;
  progress("people");
  let measured: Omit<ScaleSeedResult, "rows"> | null = null;
  for (let k = 0; k < count; k++) {
    // The others share what is left as evenly as possible.
    const users =
      k === 0 ? measuredUsers : Math.floor(rest / (count - 1)) + (k - 1 < rest % (count - 1) ? 1 : 0);
    const seeded = await seedMunicipality(db, opts, k, users, { passwordHash, pinHash }, (written, n) => {
      for (const t of TABLES) rows[t] += written[t];
      usersDone += n;
      progress("people");
    });
    if (k === 0) measured = seeded;
  }
  progress("vacuum");
  // Fresh statistics and visibility maps, so plans and index-only scans are those of a settled database.
  await db.execute(
    sql.raw(
      "vacuum analyze users, reminders, reminder_completions, activities, activity_days, chat_sessions, assistant_turns, alerts",
    ),
  );
  if (!measured) throw new Error("sin municipio medido");
  return { ...measured, rows };
}
