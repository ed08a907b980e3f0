// `npm run test:crash` (also a step of `npm test`, after the build).
//
// Crash safety: starts the real built server (dist/server/index.js), fires concurrent writes (reminder
// completions, family messages both ways, help alerts, new reminders), SIGKILLs the server in the middle,
// restarts it on the same data, and checks that every write the server acknowledged (2xx) is there and
// that the database opens and reads cleanly. Three kill cycles on PGlite on disk, then the same on
// PostgreSQL when TEST_DATABASE_URL (or DATABASE_URL) is set, side by side. Exit code 1 on any lost write.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { newPgClient, openPglite } from "../server/db/client";
import { ApiClient, municipalityId } from "./lib/api-client";
import { exited, requireBuild, type ServerProcess, startServer, stopServer } from "./lib/server-process";

const PORT = Number(process.env.CRASH_PORT ?? 5071);
const CYCLES = 3;
const WORKERS = 8;
const PEPPER = "crash-test-pepper-not-a-secret";

type Kind = "completion" | "message" | "alert" | "reminder";
const TABLE: Record<Kind, string> = {
  completion: "reminder_completions",
  message: "messages",
  alert: "alerts",
  reminder: "reminders",
};
type Acked = { kind: Kind; id: string };

async function people(baseUrl: string) {
  const vv = await municipalityId(baseUrl, "Valle Verde");
  const c = (_who: string) => new ApiClient(baseUrl);
  const carmen = c("carmen");
  const antonio = c("antonio");
  const dolores = c("dolores");
  const javier = c("javier");
  const elena = c("elena");
  const lucia = c("lucia");
  // Each older person's client is her own enrolled tablet, enrolled with codes Lucía makes.
  await lucia.loginPassword("profesional@acompana.demo", "Demo-1234");
  await carmen.enrolFor(lucia, ["Carmen López"]);
  await antonio.enrolFor(lucia, ["Antonio García"]);
  await dolores.enrolFor(lucia, ["Dolores Martín"]);
  const ids = {
    carmen: (await carmen.loginPin("Carmen", "4826", vv)).user.id,
    antonio: (await antonio.loginPin("Antonio", "5173", vv)).user.id,
    dolores: (await dolores.loginPin("Dolores", "3958", vv)).user.id,
    javier: (await javier.loginPassword("familia@acompana.demo", "Demo-1234")).user.id,
    elena: (await elena.loginPassword("familia2@acompana.demo", "Demo-1234")).user.id,
  };
  return { carmen, antonio, dolores, javier, elena, lucia, ids };
}
type People = Awaited<ReturnType<typeof people>>;

/** One burst of concurrent writes; SIGKILL once `killAfter` writes were acknowledged. */
async function burst(p: People, server: ServerProcess, killAfter: number, acked: Acked[], latencies: number[]) {
  const elderly = [
    { who: p.carmen, id: p.ids.carmen },
    { who: p.antonio, id: p.ids.antonio },
    { who: p.dolores, id: p.ids.dolores },
  ];
  const pending: Array<{ who: ApiClient; reminderId: string }> = [];
  let acks = 0;
  let killed = false;
  const record = (kind: Kind, res: { status: number; body: unknown; ms: number }) => {
    if (res.status < 200 || res.status >= 300) return;
    acked.push({ kind, id: String((res.body as { id: string }).id) });
    latencies.push(res.ms);
    if (++acks >= killAfter && !killed) {
      killed = true;
      server.child.kill("SIGKILL");
    }
  };
  const ops = [
    async () => {
      const e = elderly[Math.floor(Math.random() * 3)];
      const res = await p.lucia.post("/api/reminders", { userId: e.id, title: "Prueba de caída", reminderTime: "00:05" });
      record("reminder", res);
      if (res.status === 201) pending.push({ who: e.who, reminderId: String((res.body as { id: string }).id) });
    },
    async () => {
      const next = pending.shift();
      if (next) record("completion", await next.who.post(`/api/reminders/${next.reminderId}/complete`, {}));
    },
    async () => record("message", await p.javier.post("/api/messages", { toUserId: p.ids.carmen, content: `Hola ${acks}` })),
    async () => record("message", await p.carmen.post("/api/messages", { toUserId: p.ids.javier, content: `Gracias ${acks}` })),
    async () => record("message", await p.elena.post("/api/messages", { toUserId: p.ids.antonio, content: "¿Qué tal?" })),
    async () => {
      const e = elderly[Math.floor(Math.random() * 3)];
      record("alert", await e.who.post("/api/help/alert", { userId: e.id }));
    },
  ];
  const worker = async () => {
    for (;;) {
      try {
        await ops[Math.floor(Math.random() * ops.length)]();
      } catch {
        return; // the server is gone: whatever was in flight was never acknowledged
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function runScenario(label: string, port: number, env: Record<string, string>, query: (sql: string) => Promise<unknown[]>, close: () => Promise<void>) {
  const started = performance.now();
  let server = await startServer(env, port);
  const acked: Acked[] = [];
  const latencies: number[] = [];
  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    const p = await people(server.baseUrl);
    await burst(p, server, 40 + Math.floor(Math.random() * 80), acked, latencies);
    // The killed process must be gone (and its port free) before the restart.
    await exited(server.child);
    // The same data directory / database, after a kill -9: it must open and serve at once.
    server = await startServer(env, port);
    const me = await p.carmen.get("/api/auth/me");
    if (me.status !== 200) throw new Error(`${label}: la sesión de antes de la caída no sobrevivió (${me.status})`);
  }
  await stopServer(server);
  const missing: Acked[] = [];
  for (const kind of Object.keys(TABLE) as Kind[]) {
    const ids = acked.filter((a) => a.kind === kind).map((a) => a.id);
    if (ids.length === 0) continue;
    const rows = (await query(`select id::text as id from ${TABLE[kind]} where id in (${ids.map((i) => `'${i}'`).join(",")})`)) as Array<{ id: string }>;
    const found = new Set(rows.map((r) => r.id));
    missing.push(...acked.filter((a) => a.kind === kind && !found.has(a.id)));
  }
  // Every table reads to the end (no torn pages).
  const tables = (await query(`select table_name as t from information_schema.tables where table_schema = 'public'`)) as Array<{ t: string }>;
  for (const { t } of tables) await query(`select count(*) from "${t}"`);
  await close();
  const byKind = (k: Kind) => acked.filter((a) => a.kind === k).length;
  console.log(
    `${label}: ${CYCLES} SIGKILL, ${acked.length} escrituras confirmadas (${byKind("completion")} recordatorios completados, ` +
      `${byKind("message")} mensajes, ${byKind("alert")} alertas de ayuda, ${byKind("reminder")} recordatorios nuevos), ` +
      `perdidas: ${missing.length}; latencia de escritura p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(0)} ms; ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  if (missing.length > 0) {
    console.error(`${label}: escrituras confirmadas que faltan: ${JSON.stringify(missing.slice(0, 10))}`);
    return false;
  }
  return true;
}

async function pgliteScenario(): Promise<boolean> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "acompana-crash-"));
  try {
    let handle: Awaited<ReturnType<typeof openPglite>> | undefined;
    const query = async (sql: string) => {
      handle ??= await openPglite(path.join(dir, "pglite"));
      return ((await handle.db.execute(sql)) as unknown as { rows: unknown[] }).rows;
    };
    return await runScenario("PGlite en disco", PORT, { DATA_DIR: dir, DATABASE_URL: "" }, query, async () => handle?.close());
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresScenario(url: string): Promise<boolean> {
  const name = `acompana_crash_${process.pid}`;
  const admin = newPgClient(url);
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const client = newPgClient(dbUrl.toString());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "acompana-crash-pg-"));
  try {
    const env = { DATABASE_URL: dbUrl.toString(), DEMO_DATA: "1", PIN_PEPPER: PEPPER, DATA_DIR: dir };
    let connected = false;
    const query = async (sql: string) => {
      if (!connected) await client.connect();
      connected = true;
      return (await client.query(sql)).rows;
    };
    return await runScenario("PostgreSQL", PORT + 1, env, query, async () => client.end());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

requireBuild();
// The two engines side by side, each on its own port (PORT and PORT + 1) and data: about half of each one's time
// is its server starting again after the kill, so together they take little more than the slower one.
const pgUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!pgUrl) console.log("PostgreSQL: omitido (defina TEST_DATABASE_URL para probarlo también).");
const results = await Promise.all([pgliteScenario(), ...(pgUrl ? [postgresScenario(pgUrl)] : [])]);
process.exit(results.every(Boolean) ? 0 : 1);
