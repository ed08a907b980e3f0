// `npm run load [-- --users 200 --duration 60 --port 5072 --processes 1]`
//
// 200 simulated people for 60 s on loopback against the built server (dist/server/index.js): older
// people (reminders, assistant chat, family messages), family members (dashboard, messages) and
// professionals (dashboard, 30 s alert polling, user records). PGlite in a fresh temporary data dir by
// default; with DATABASE_URL, a scratch database created on that PostgreSQL server and dropped after (and read
// from DATABASE_READ_URL under the same name when set).
// Prints p50/p95/p99 per request kind; fails on any 5xx or any acknowledged write missing afterwards.
// With --processes N (N ≥ 2, PostgreSQL only) N servers run behind a real nginx on --port (scripts/lib/nginx.ts);
// the run also fails if a process served too little of the load or honoured a logout or a withdrawn consent
// made through another.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type pg from "pg";
import { productionHashers } from "../server/auth/production-hashers";
import { openDatabase } from "../server/bootstrap";
import { newPgClient } from "../server/db/client";
import { parseFlags } from "../server/cli";
import { loadConfig } from "../server/config";
import { createEnrolmentCode } from "../server/services/devices";
import { ApiClient } from "./lib/api-client";
import { createLoadPeople, LOAD_PASSWORD, LOAD_PIN, type LoadPeople } from "./lib/load-users";
import { requireBuild } from "./lib/server-process";
import { runUsers, type Tally } from "./lib/load-users-behaviour";
import { type LoadTarget, loggedRequests, startBehindNginx, startSingle } from "./lib/load-target";
import { type LogoutTrial, logoutAcrossProcesses } from "./lib/cross-process-logout";
import { type ConsentTrial, withdrawConsentAcrossProcesses } from "./lib/cross-process-consent";
import { ensureNginx } from "./lib/nginx";
import { inBatches } from "./lib/in-batches";
import { measureHelpLatency, reportHelp } from "./lib/help-latency";

const flags = parseFlags(process.argv.slice(2));
const USERS = Number(flags.users ?? 200);
const DURATION_S = Number(flags.duration ?? 60);
const PORT = Number(flags.port ?? process.env.LOAD_PORT ?? 5072);
const PROCESSES = Number(flags.processes ?? 1);
if (!Number.isInteger(PROCESSES) || PROCESSES < 1 || PROCESSES > 8) {
  console.error("--processes debe ser un número entero entre 1 y 8.");
  process.exit(1);
}
if (PROCESSES > 1 && !process.env.DATABASE_URL) {
  console.error(
    `--processes ${PROCESSES} necesita PostgreSQL: varios procesos no pueden compartir una carpeta de PGlite (el primero la ` +
      "bloquea). Defina DATABASE_URL (p. ej. postgres://postgres@127.0.0.1:5432/postgres); se crea y se borra una base temporal.",
  );
  process.exit(1);
}
let nginxBin = "";
try {
  // Before anything is prepared: a missing nginx should cost seconds, not the whole preparation.
  if (PROCESSES > 1) nginxBin = ensureNginx();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const counts = {
  elderly: Math.round(USERS * 0.6),
  family: Math.round(USERS * 0.3),
  professionals: USERS - Math.round(USERS * 0.6) - Math.round(USERS * 0.3),
};

let generatorLagP99 = 0;
let target: LoadTarget | undefined;
requireBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "acompana-load-"));
const baseUrl = process.env.DATABASE_URL;
const scratch = `acompana_load_${process.pid}`;
let env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: "" };
let admin: pg.Client | undefined;
if (baseUrl) {
  admin = newPgClient(baseUrl);
  await admin.connect();
  await admin.query(`create database ${scratch}`);
  const url = new URL(baseUrl);
  url.pathname = `/${scratch}`;
  env = { DATA_DIR: dataDir, DATABASE_URL: url.toString(), DEMO_DATA: "1", PIN_PEPPER: "carga-pimienta-de-prueba-1234" };
  // A streaming replica copies the whole cluster, so the scratch database appears there too: the servers read
  // their metrics from the same database name on DATABASE_READ_URL.
  if (process.env.DATABASE_READ_URL) {
    const readUrl = new URL(process.env.DATABASE_READ_URL);
    readUrl.pathname = `/${scratch}`;
    env.DATABASE_READ_URL = readUrl.toString();
  }
}

async function withDb<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const config = loadConfig({ ...process.env, ...env, NODE_ENV: "production", LOG_LEVEL: "silent" });
  const db = await openDatabase(config);
  try {
    return await fn(db);
  } finally {
    await db.close();
    db.release();
  }
}

const rowsOf = async (db: Awaited<ReturnType<typeof openDatabase>>, sql: string) =>
  ((await db.db.execute(sql)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
try {
  console.error(`Preparando ${USERS} personas (${counts.elderly} mayores, ${counts.family} familiares, ${counts.professionals} profesionales)...`);
  const { people, turnsBefore, tabletCode } = await withDb(async (db) => {
    const config = loadConfig({ ...process.env, ...env });
    const { pins } = productionHashers(config);
    const people: LoadPeople = await createLoadPeople(db.db, pins, counts);
    const turnsBefore = Number((await rowsOf(db, "select count(*)::int as n from assistant_turns"))[0].n);
    // PIN login needs an enrolled tablet: one code for every older person of the load, redeemed once.
    const tabletCode = await createDemoEnrolmentCodeFor(db.db, people.elderly.map((e) => e.id));
    return { people, turnsBefore, tabletCode };
  });

  if (PROCESSES > 1) console.error(`Arrancando ${PROCESSES} procesos (puertos ${PORT + 1}-${PORT + PROCESSES}) tras nginx en el ${PORT}...`);
  target = PROCESSES > 1 ? await startBehindNginx(nginxBin, env, PORT, PROCESSES) : await startSingle(env, PORT);
  const { servers } = target;
  console.error("Iniciando sesión (credenciales reales, en paralelo)...");
  const tally: Tally = new Map();
  const clients = await loginAll(target.baseUrl, people, tally, tabletCode);
  console.error(`Carga: ${USERS} usuarios durante ${DURATION_S} s...`);
  // How late the generator's own timers ran: large values mean the client, not the server, was starved.
  const lag = monitorEventLoopDelay({ resolution: 20 });
  lag.enable();
  const logOffsets = servers.map((s) => s.output().length);
  const started = performance.now();
  // Meanwhile, help requests against up to 8 staff consoles listening to the alert event stream.
  const helpPresses = Math.min(20, clients.elderly.length);
  const [written, help] = await Promise.all([
    runUsers(clients, people, tally, Date.now() + DURATION_S * 1000),
    measureHelpLatency({
      elderly: people.elderly.slice(-helpPresses).map((e, i) => ({ id: e.id, client: clients.elderly.slice(-helpPresses)[i] })),
      professionals: people.professionals.map((p, i) => ({ id: p.id, client: clients.professionals[i] })),
      consoles: 8,
      presses: helpPresses,
      intervalMs: Math.min(2_500, (DURATION_S * 1000) / (helpPresses + 4)),
    }),
  ]);
  const seconds = (performance.now() - started) / 1000;
  lag.disable();
  generatorLagP99 = lag.percentile(99) / 1e6;
  const served = servers.map((s, i) => loggedRequests(s, logOffsets[i]));
  let trials: LogoutTrial[] = [];
  let crossProcessError = "";
  let consentTrials: ConsentTrial[] = [];
  if (PROCESSES > 1) {
    console.error("Consentimiento retirado en un proceso, comprobado en otro...");
    consentTrials = await withdrawConsentAcrossProcesses(servers, people, clients).catch((err: Error) => {
      crossProcessError = `consentimiento: ${err.message}`;
      return [];
    });
    console.error("Cierre de sesión en un proceso, comprobado en otro...");
    const emails = [...people.family, ...people.professionals].slice(0, 6).map((p) => p.email);
    trials = await logoutAcrossProcesses(servers, emails, LOAD_PASSWORD).catch((err: Error) => {
      crossProcessError = [crossProcessError, err.message].filter(Boolean).join("; ");
      return [];
    });
  }
  const isAlive = target.isAlive();
  await target.stop();
  if (!isAlive || written.networkErrors.length > 0) {
    for (const [i, s] of servers.entries()) console.error(`Salida del servidor ${i + 1}:\n${s.output().slice(-3000)}`);
    if (target.proxy) console.error(`Salida de nginx:\n${target.proxy.output().slice(-3000)}`);
  }

  const lost = await withDb(async (db) => {
    const missing: string[] = [];
    for (const [table, ids] of Object.entries(written.ids)) {
      if (ids.length === 0) continue;
      const found = await rowsOf(db, `select count(*)::int as n from ${table} where id in (${ids.map((i) => `'${i}'`).join(",")})`);
      const n = Number(found[0].n);
      if (n !== ids.length) missing.push(`${table}: ${ids.length - n} de ${ids.length}`);
    }
    const turns = Number((await rowsOf(db, "select count(*)::int as n from assistant_turns"))[0].n) - turnsBefore;
    if (turns !== written.chatReplies) missing.push(`assistant_turns: ${turns} filas para ${written.chatReplies} respuestas`);
    return missing;
  });

  report(tally, seconds, written, lost);
  const helpProblems = reportHelp(help);
  const processProblems = PROCESSES > 1 ? reportProcesses(served, trials, consentTrials, crossProcessError, target.proxy?.output() ?? "") : [];
  const fiveXx = [...tally.values()].reduce((n, t) => n + t.fiveXx, 0);
  const isClean =
    fiveXx === 0 &&
    lost.length === 0 &&
    written.networkErrors.length === 0 &&
    processProblems.length === 0 &&
    helpProblems.length === 0;
  process.exitCode = isAlive && isClean ? 0 : 1;
} finally {
  await target?.stop();
  if (admin) {
    await admin.query(`drop database if exists ${scratch} with (force)`);
    await admin.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function loginAll(url: string, people: LoadPeople, tally: Tally, tabletCode: string) {
  const tablet = new ApiClient(url);
  const enrolled = await tablet.post("/api/auth/device/enrol", { code: tabletCode });
  if (enrolled.status !== 201) throw new Error(`registro de la tableta: ${enrolled.status} ${JSON.stringify(enrolled.body)}`);
  const note = (kind: string, ms: number, status: number) => {
    const t = tally.get(kind) ?? { ms: [], fourXx: 0, fiveXx: 0 };
    t.ms.push(ms);
    if (status >= 500) t.fiveXx++;
    else if (status >= 400) t.fourXx++;
    tally.set(kind, t);
  };
  const login = async (kind: string, path: string, body: object) => {
    const c = new ApiClient(url);
    c.adoptDevice(tablet);
    const res = await c.post(path, body);
    note(kind, res.ms, res.status);
    if (res.status !== 200) throw new Error(`${kind}: ${res.status} ${JSON.stringify(res.body)}`);
    await c.enrolIfAsked(res); // load staff have no second factor yet: the app, as at a first sign-in
    return c;
  };
  // A few at a time: the per-address limits count attempts in flight, so 200 at once from here are refused.
  const elderly = await inBatches(people.elderly, (e) =>
    login("inicio de sesión (PIN)", "/api/auth/login-pin", { username: e.username, pin: LOAD_PIN, municipalityId: people.municipalityId }),
  );
  const family = await inBatches(people.family, (f) =>
    login("inicio de sesión (contraseña)", "/api/auth/login", { username: f.email, password: LOAD_PASSWORD }),
  );
  const professionals = await inBatches(people.professionals, (p) =>
    login("inicio de sesión (contraseña)", "/api/auth/login", { username: p.email, password: LOAD_PASSWORD }),
  );
  return { elderly, family, professionals };
}

function report(tally: Tally, seconds: number, written: Awaited<ReturnType<typeof runUsers>>, lost: string[]) {
  const pct = (v: number[], p: number) => {
    const s = [...v].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
  };
  const f = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
  const lines = ["| tipo de petición | peticiones | p50 | p95 | p99 | 4xx | 5xx |", "|---|---:|---:|---:|---:|---:|---:|"];
  let total = 0;
  for (const [kind, t] of [...tally.entries()].sort()) {
    total += kind.startsWith("inicio") ? 0 : t.ms.length;
    lines.push(`| ${kind} | ${t.ms.length} | ${f(pct(t.ms, 50))} | ${f(pct(t.ms, 95))} | ${f(pct(t.ms, 99))} | ${t.fourXx} | ${t.fiveXx} |`);
  }
  const fiveXx = [...tally.values()].reduce((n, t) => n + t.fiveXx, 0);
  const writes = Object.values(written.ids).reduce((n, ids) => n + ids.length, 0) + written.chatReplies;
  console.log(lines.join("\n"));
  console.log(
    `\n${USERS} usuarios, ${seconds.toFixed(0)} s, ${total} peticiones (${(total / seconds).toFixed(0)}/s), ` +
      `${fiveXx} respuestas 5xx, ${writes} escrituras confirmadas, perdidas: ${lost.length === 0 ? 0 : lost.join("; ")}` +
      ` (${baseUrl ? "PostgreSQL" : "PGlite"}${PROCESSES > 1 ? `, ${PROCESSES} procesos tras nginx` : ""}); retraso del bucle de eventos del generador p99 ${generatorLagP99.toFixed(0)} ms;` +
      ` carga media de la máquina ${os.loadavg()[0].toFixed(1)} con ${os.cpus().length} núcleos`,
  );
  if (written.networkErrors.length > 0) {
    console.log(`Errores de conexión: ${written.networkErrors.length} (${[...new Set(written.networkErrors)].slice(0, 5).join("; ")})`);
  }
}

/** Prints who served what and the cross-process logouts; returns what should fail the run. */
function reportProcesses(
  served: number[],
  trials: LogoutTrial[],
  consentTrials: ConsentTrial[],
  crossProcessError: string,
  nginxOutput: string,
) {
  const problems: string[] = [];
  const total = served.reduce((a, b) => a + b, 0);
  const share = (n: number) => `${total === 0 ? 0 : Math.round((100 * n) / total)} %`;
  console.log(`\nPeticiones de la carga por proceso (registro de cada uno): ${served.map((n, i) => `${i + 1}: ${n} (${share(n)})`).join(", ")}`);
  // least_conn should split evenly; a quarter of an even share means the proxy is not really spreading the load.
  if (served.some((n) => n < total / (4 * served.length))) problems.push("un proceso apenas recibió peticiones");
  if (trials.length > 0) {
    const ms = trials.map((t) => t.refusedAfterMs).sort((a, b) => a - b);
    console.log(
      `Cierre de sesión en un proceso y siguiente petición en otro (${trials.length} pruebas): rechazada tras ` +
        `${ms.map((m) => m.toFixed(1)).join(" / ")} ms (mediana ${ms[Math.floor(ms.length / 2)].toFixed(1)} ms); ` +
        `respuestas con la sesión ya cerrada: ${trials.reduce((n, t) => n + t.staleAnswers, 0)}; ` +
        `el cierre tardó ${trials.map((t) => t.logoutMs.toFixed(0)).join(" / ")} ms`,
    );
  }
  if (consentTrials.length > 0) {
    const ms = consentTrials.map((t) => t.refusedAfterMs.toFixed(1));
    const stale = consentTrials.reduce((n, t) => n + t.staleAnswers, 0);
    console.log(`Consentimiento retirado en un proceso, lectura del familiar en otro (${consentTrials.length} pruebas): 'Información privada' tras ${ms.join(" / ")} ms; respuestas con datos ya retirados: ${stale}`);
  }
  if (crossProcessError) {
    console.log(`Entre procesos: FALLO (${crossProcessError})`);
    problems.push(crossProcessError);
  }
  const nginxErrors = nginxOutput.split("\n").filter((l) => /\[(error|crit|alert|emerg)\]/.test(l));
  console.log(`Errores de nginx: ${nginxErrors.length}${nginxErrors.length > 0 ? ` (${nginxErrors.slice(0, 3).join(" | ")})` : ""}`);
  if (nginxErrors.length > 0) problems.push("nginx registró errores");
  return problems;
}

/** A one-time tablet code for these people (their names are not needed to enrol). */
async function createDemoEnrolmentCodeFor(db: Parameters<typeof createEnrolmentCode>[0], ids: string[]) {
  const rows = (await db.execute(
    `select id, first_name as "firstName", municipality_id as "municipalityId" from users where id in (${ids.map((id) => `'${id}'`).join(",")})`,
  )) as unknown as { rows: Array<{ id: string; firstName: string; municipalityId: string }> };
  return (await createEnrolmentCode(db, rows.rows, { actorId: null, deviceName: "Tableta de carga", now: new Date() })).code;
}
