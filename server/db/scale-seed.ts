// Scale data for benchmarks (DESIGN.md section 11): one municipality ('Escala'), one professional and N older
// people with ~10 activity records a day each, 3-5 reminders with realistic completions, conversations,
// assistant turns and alerts over the last `days` local days. Deterministic (fixed-seed PRNG, ids included,
// relative to `now`). Rows go in as large `unnest(...)` batches, one transaction per chunk of people.
import { TZDate } from "@date-fns/tz";
import type { ActivityType, AlertType, ReminderType } from "@shared/domain/enums";
import { addLocalDays, localDate } from "@shared/domain/time";
import { type SQL, sql } from "drizzle-orm";
import { hhmm, Rng } from "./seed-util";
import type { Db } from "./types";

export const SCALE_MUNICIPALITY = "Escala";
export const SCALE_TIMEZONE = "Europe/Madrid";
export const SCALE_PROFESSIONAL = { email: "escala@acompana.demo", password: "Demo-1234" } as const;
/** The one older person of the data set who can log in (PIN), for benchmarks of personal endpoints. */
export const SCALE_PERSON = { firstName: "Prueba", lastName: "Escala", pin: "1234" } as const;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const DEFAULT_SEED = 0x5ca1e;
/** Rows per INSERT statement (arrays travel as 5-8 parameters whatever the row count). */
const BATCH_ROWS = 20_000;

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

export type ScaleTable =
  | "users"
  | "reminders"
  | "reminder_completions"
  | "activities"
  | "chat_sessions"
  | "assistant_turns"
  | "alerts";
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

// --- deterministic ids and small tables ---------------------------------------------------------------

function uuidFrom(rng: Rng): string {
  const word = () =>
    Math.floor(rng.float() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, "0");
  const hex = word() + word() + word() + word();
  const variant = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

// word lists
const FIRST_NAMES = ["Carmen", "Antonio", "Dolores", "José", "María", "Manuel", "Pilar", "Francisco", "Josefa", "Juan", "Isabel", "Pedro", "Teresa", "Jesús", "Rosario", "Ángel", "Concepción", "Luis", "Mercedes", "Miguel", "Ana", "Rafael", "Julia", "Fernando", "Encarnación", "Ramón", "Amparo", "Joaquín", "Remedios", "Vicente", "Asunción", "Enrique", "Milagros", "Andrés", "Consuelo", "Emilio", "Lourdes", "Felipe", "Soledad", "Agustín"];
// word lists
const LAST_NAMES = ["García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Martín", "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Muñoz", "Álvarez", "Romero", "Alonso", "Gutiérrez", "Navarro", "Torres", "Domínguez", "Vázquez", "Ramos", "Gil", "Ramírez", "Serrano", "Blanco", "Molina"];
// a table
const MEDICINES: Array<[string, number]> = [["Enalapril (10 mg)", 540], ["Metformina (850 mg)", 840], ["Omeprazol (20 mg)", 510], ["Atorvastatina (20 mg)", 1290], ["Levotiroxina (50 mcg)", 480], ["Calcio y vitamina D", 810], ["Paracetamol (1 g)", 900], ["Sintrom (4 mg)", 1200]];
// a table
const ROUTINES: Array<[string, ReminderType, number]> = [["Llamar a la familia", "call", 1110], ["Llamada del programa Acompaña", "call", 660], ["Paseo de 30 minutos", "activity", 1110], ["Ejercicios de estiramiento", "activity", 630]];
const APPOINTMENTS = ["Cita con el médico de cabecera", "Análisis de sangre", "Revisión de la vista"];
const EXERCISES: Array<[string, string, number]> = [
  ["words", "Palabras", 10],
  ["numbers", "Números", 15],
  ["sequences", "Secuencias", 20],
  ["associations", "Asociaciones", 25],
  ["stories", "Historias", 30],
  ["pairs", "Parejas de cartas", 25],
];
const EMOTIONS: Array<[string, number]> = [
  ["neutral", 0.4],
  ["positive", 0.35],
  ["needs emotional support", 0.15],
  ["health concern", 0.1],
];
const TOPICS: Record<string, string[]> = {
  neutral: ["comida"],
  positive: ["familia", "estado emocional"],
  "needs emotional support": ["estado emocional"],
  "health concern": ["salud", "medicación"],
};
const MESSAGE_BANK = [
  "¿Qué día es hoy?",
  "Hoy es un buen día para dar un paseo.",
  "Me he tomado la pastilla.",
  "¡Muy bien! Siga así.",
  "Cuénteme un chiste.",
  "¿Por qué el libro de matemáticas está triste? Porque tiene muchos problemas.",
];

function pickWeighted(rng: Rng, items: Array<[string, number]>): string {
  let r = rng.float();
  for (const [value, weight] of items) {
    r -= weight;
    if (r < 0) return value;
  }
  return items[items.length - 1][0];
}

/** Minutes after the due time: mostly on time, sometimes late, rarely very late (negative = early). */
function sampleLate(rng: Rng): number {
  const r = rng.float();
  if (r < 0.6) return rng.int(-5, 10);
  if (r < 0.88) return rng.int(11, 30);
  return rng.int(31, 120);
}

/** Assistant latency in ms: mostly fast, with a long tail. */
function sampleLatency(rng: Rng): number {
  const r = rng.float();
  if (r < 0.85) return rng.int(150, 1200);
  if (r < 0.97) return rng.int(1200, 2500);
  return rng.int(2500, 6000);
}

// --- local days -----------------------------------------------------------------------------------

type LocalDay = { date: string; base: number };

/**
 * The local days of the window with, for each, the instant of local 00:00 as seen from noon's UTC offset:
 * base + minutes is exact for every time after 03:00, which is all this generator uses (DST-safe).
 */
function windowDays(now: Date, days: number): LocalDay[] {
  const today = localDate(now, SCALE_TIMEZONE);
  return Array.from({ length: days }, (_, i) => {
    const date = addLocalDays(today, i - days + 1);
    const [y, m, d] = date.split("-").map(Number);
    const noon = new TZDate(y, m - 1, d, 12, 0, SCALE_TIMEZONE).getTime();
    return { date, base: noon - 12 * 60 * MINUTE };
  });
}

// --- column buffers and batched inserts -----------------------------------------------------------------

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

// --- the generator ------------------------------------------------------------------------------------

type Ctx = {
  municipalityId: string;
  professionalId: string;
  now: number;
  days: LocalDay[];
  rng: Rng;
};

type Buffers = ReturnType<typeof createBuffers>;
function createBuffers() {
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

type PlannedReminder = {
  id: string;
  title: string;
  type: ReminderType;
  minutes: number;
  date: string | null;
  active: boolean;
  created: number;
};

/** One older person: their row, reminders, completions, activity, conversations and alerts. */
function planPerson(ctx: Ctx, b: Buffers, index: number, pinHash: string | null) {
  const rng = ctx.rng.fork(`person:${index}`);
  const id = uuidFrom(rng);
  const isTestPerson = index === 0;
  const first = isTestPerson ? SCALE_PERSON.firstName : rng.pick(FIRST_NAMES);
  const last = isTestPerson ? SCALE_PERSON.lastName : `${rng.pick(LAST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  const windowDays = ctx.days.length;
  // 5 % joined during the window; the rest long before it.
  const joinedInWindow = !isTestPerson && rng.chance(0.05);
  const created = joinedInWindow
    ? ctx.now - rng.int(1, Math.max(1, windowDays - 1)) * DAY - rng.int(0, 600) * MINUTE
    : ctx.now - (windowDays + rng.int(20, 400)) * DAY;
  const createdDate = localDate(new Date(created), SCALE_TIMEZONE);
  const consent = isTestPerson || rng.chance(0.9);
  // 6 % stopped using the app a few days ago (inactive > 48 h), the rest use it most days.
  const dropAt = !isTestPerson && rng.chance(0.06) ? ctx.now - rng.int(3, 20) * DAY : Number.POSITIVE_INFINITY;
  const pActive = isTestPerson ? 1 : 0.6 + rng.float() * 0.4;
  const adherence = 0.7 + rng.float() * 0.29;

  // Reminders: 1-2 daily medicines, usually one appointment, daily routines up to 3-5 in all.
  const reminders: PlannedReminder[] = [];
  const count = rng.int(3, 5);
  const reminderCreated = () => {
    const at = rng.chance(0.85)
      ? ctx.now - (windowDays + rng.int(5, 60)) * DAY
      : ctx.now - rng.int(1, Math.max(1, windowDays - 1)) * DAY;
    return Math.max(at, created) + rng.int(60, 240) * MINUTE;
  };
  const add = (title: string, type: ReminderType, minutes: number, date: string | null) =>
    reminders.push({
      id: uuidFrom(rng),
      title,
      type,
      minutes,
      date,
      active: rng.chance(0.97),
      created: Math.min(reminderCreated(), ctx.now - MINUTE),
    });
  for (const [name, minutes] of rng.shuffle(MEDICINES).slice(0, rng.chance(0.5) ? 2 : 1)) {
    add(`Tomar ${name}`, "medicine", minutes, null);
  }
  if (rng.chance(0.7)) {
    const date = addLocalDays(localDate(new Date(ctx.now), SCALE_TIMEZONE), rng.int(-windowDays + 1, 14));
    add(rng.pick(APPOINTMENTS), "appointment", rng.pick([570, 600, 645, 675, 720, 990]), date);
  }
  for (const [title, type, minutes] of rng.shuffle(ROUTINES)) {
    if (reminders.length >= count) break;
    add(title, type, minutes, null);
  }

  let lastActivity = 0;
  let lastLogin = 0;
  const activity = (type: ActivityType, at: number, description: string, metadata = "{}") => {
    b.activities.push({ user: id, type, description, metadata, created: at });
    if (at > lastActivity) lastActivity = at;
    if (type === "login" && at > lastLogin) lastLogin = at;
  };
  const alert = (type: AlertType, severity: string, content: string, at: number) => {
    const dismissed = at < ctx.now - 2 * DAY ? at + rng.int(10, 300) * MINUTE : null;
    b.alerts.push({ user: id, type, severity, content, created: at, dismissed });
  };

  for (const day of ctx.days) {
    if (day.date < createdDate || day.base > dropAt) continue;
    if (!rng.chance(pActive)) continue;
    const at = (minutes: number) => day.base + minutes * MINUTE;
    const happened = (t: number) => t <= ctx.now && t <= dropAt && t > created;
    let records = rng.int(9, 18);
    // Logins first, then the day's reminders, exercises and conversations.
    const loginAt = at(rng.int(450, 600));
    if (happened(loginAt)) activity("login", loginAt, "Inicio de sesión");
    if (rng.chance(0.3)) {
      const again = at(rng.int(960, 1260));
      if (happened(again)) activity("login", again, "Inicio de sesión");
      records--;
    }
    records--;
    for (const r of reminders) {
      if (r.date !== null && r.date !== day.date) continue;
      const due = at(r.minutes);
      if (due <= r.created || due > ctx.now || due > dropAt) continue;
      if (!rng.chance(Math.min(0.99, adherence + (r.type === "appointment" ? 0.08 : 0)))) continue;
      const late = sampleLate(rng);
      const completed = due + late * MINUTE;
      if (completed > ctx.now || completed > dropAt) continue;
      const minutesLate = Math.max(0, late);
      b.completions.push({ reminder: r.id, user: id, date: day.date, completed, late: minutesLate });
      activity(
        "reminder_completed",
        completed,
        `Recordatorio completado: ${r.title}`,
        JSON.stringify({ reminderId: r.id, type: r.type, minutesLate }),
      );
      records--;
    }
    if (rng.chance(0.35)) {
      const end = at(rng.int(600, 1290));
      if (happened(end)) {
        const emotion = pickWeighted(rng, EMOTIONS);
        const messages = 2 * rng.int(1, 10) + 1;
        const duration = rng.int(2, 25);
        const list = Array.from({ length: messages }, (_, i) => ({
          role: i % 2 === 0 ? "assistant" : "user",
          content: i === 0 ? `¡Hola, ${first}! ¿Cómo se encuentra hoy?` : MESSAGE_BANK[(i + index) % 6],
        }));
        b.chats.push({
          user: id,
          messages: JSON.stringify(list),
          count: messages,
          duration,
          topics: JSON.stringify(TOPICS[emotion]),
          emotion,
          created: end,
        });
        const replies = (messages - 1) / 2;
        const start = end - duration * MINUTE;
        const healthAlert = emotion === "health concern" && rng.chance(0.3);
        for (let k = 0; k < replies; k++) {
          const turnAt = Math.round(start + ((k + 1) / (replies + 1)) * (end - start));
          b.turns.push({ user: id, latency: sampleLatency(rng), alert: healthAlert && k === 0, created: turnAt });
        }
        if (healthAlert) {
          alert("health", "high", "Posible urgencia detectada en el asistente: dolor", start + MINUTE);
        }
        activity("chat", end, "Conversación con el asistente");
        records--;
      }
    }
    if (rng.chance(0.002)) alert("help", "high", `${first} ha pulsado el botón de ayuda`, at(rng.int(600, 1200)));
    for (let k = 0; k < records; k++) {
      const t = at(rng.int(480, 1320));
      if (!happened(t)) continue;
      const r = rng.float();
      if (r < 0.3) {
        const [type, label, points] = rng.pick(EXERCISES);
        const correct = rng.chance(0.7);
        const metadata = JSON.stringify({ exerciseType: type, difficulty: "medium", correct, points });
        activity("cognitive_exercise", t, `Ejercicio de memoria: ${label}`, metadata);
      } else if (r < 0.7) activity("message_read", t, "Mensaje leído");
      else activity("chat", t, "Conversación con el asistente");
    }
  }
  if (Number.isFinite(dropAt) && dropAt + 2 * DAY <= ctx.now && lastActivity > 0) {
    alert("inactivity", "medium", `${first} lleva más de 48 horas sin actividad`, lastActivity + 2 * DAY);
  }

  for (const r of reminders) {
    b.reminders.push({
      id: r.id,
      user: id,
      title: r.title,
      type: r.type,
      time: hhmm(r.minutes),
      date: r.date,
      active: r.active,
      created: r.created,
    });
  }
  b.users.push({
    id,
    first,
    last,
    username: `${first}.${last}.${index}`
      .toLowerCase()
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .replace(/\s+/g, "."),
    age: rng.int(65, 97),
    consent,
    family: rng.chance(0.7),
    last_activity: lastActivity || null,
    last_login: lastLogin || null,
    pin: isTestPerson ? pinHash : null,
    created,
  });
  return id;
}

/** Writes one chunk of people (users first, then what references them). */
async function flushPeople(tx: Tx, ctx: Ctx, b: Buffers): Promise<Record<ScaleTable, number>> {
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
