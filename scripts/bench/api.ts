// API latencies on the 'Escala' data set, and requests/s of a cached authenticated GET next to a bare Express
// "hello" route in the same process and run.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type Express } from "express";
import { SCALE_PERSON, SCALE_PROFESSIONAL } from "../../server/db/scale-seed";
import { describeScans, explainMetric } from "../../server/services/metrics/explain";
import type { Db } from "../../server/db/types";
import { createEnrolmentCode } from "../../server/services/devices";
import { users } from "../../shared/schema";
import { and, eq } from "drizzle-orm";
import { latency, median, rps, throughput } from "./load";
import { addRow, fmt, log } from "./table";

type BenchOptions = {
  requests: number;
  durationMs: number;
  concurrency: number;
  rounds: number;
  skipMetrics: boolean;
  explain: boolean;
};

export function listen(app: Express): Promise<{ server: Server; base: string }> {
  return new Promise((resolve, reject) => {
    const server = app.listen(0, "127.0.0.1", (err?: Error) => {
      if (err) return reject(err);
      server.keepAliveTimeout = 60_000;
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    });
  });
}

async function postLogin(base: string, url: string, body: unknown, deviceCookie?: string) {
  const res = await fetch(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, ...(deviceCookie ? { cookie: deviceCookie } : {}) },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("sid="));
  if (!cookie) throw new Error(`${url}: sin cookie de sesión`);
  return { cookie: cookie.split(";")[0], user: ((await res.json()) as { user: { id: string } }).user };
}

/**
 * The scale person's login from an enrolled tablet: a code made with the database, redeemed over
 * HTTP, then name + PIN with that device credential.
 */
export async function loginPerson(db: Db, base: string, municipalityId: string) {
  const [person] = await db
    .select({ id: users.id, firstName: users.firstName, municipalityId: users.municipalityId })
    .from(users)
    .where(and(eq(users.municipalityId, municipalityId), eq(users.firstName, SCALE_PERSON.firstName), eq(users.lastName, SCALE_PERSON.lastName)))
    .limit(1);
  if (!person) throw new Error(`falta ${SCALE_PERSON.firstName} ${SCALE_PERSON.lastName} en el municipio de escala`);
  const { code } = await createEnrolmentCode(db, [person], { actorId: null, deviceName: "Tableta de medición", now: new Date() });
  const enrol = await fetch(`${base}/api/auth/device/enrol`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ code }),
  });
  const device = enrol.headers.getSetCookie().find((c) => c.startsWith("did="));
  if (enrol.status !== 201 || !device) throw new Error(`registro de la tableta: ${enrol.status} ${await enrol.text()}`);
  return postLogin(base, "/api/auth/login-pin", { username: SCALE_PERSON.firstName, pin: SCALE_PERSON.pin, municipalityId }, device.split(";")[0]);
}

async function measureMetrics(db: Db, base: string, municipalityId: string, opts: BenchOptions) {
  const pro = await postLogin(base, "/api/auth/login", {
    username: SCALE_PROFESSIONAL.email,
    password: SCALE_PROFESSIONAL.password,
    municipalityId,
    expectedRole: "professional",
  });
  const staff = { cookie: pro.cookie };
  const me = pro.user.id;
  log(`API en ${base}: ${opts.requests} peticiones secuenciales por medida`);
  // Targets at 20,000 people: summary and user page p95 <= 20 ms, each aggregate <= 100 ms.
  await latency("resumen del panel", [`${base}/api/professional/${me}/summary`], staff, opts.requests, 20);
  const pages = Array.from({ length: 25 }, (_, i) => `${base}/api/professional/${me}/users?page=${i + 1}`);
  await latency("página de la lista de usuarios", pages, staff, opts.requests, 20);
  for (const kind of ["engagement", "health", "ai-quality"] as const) {
    for (const days of [7, 30, 90] as const) {
      const url = `${base}/api/metrics/${kind}/aggregated?days=${days}&professionalId=${me}&consentOnly=true`;
      await latency(`métricas ${kind} agregadas, ${days} días`, [url], staff, opts.requests, 100);
    }
  }
  // One person's metrics (p95 <= 30 ms), over ten people who count, in turn.
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.municipalityId, municipalityId), eq(users.role, "elderly"), eq(users.personalConsent, true)))
    .orderBy(users.id)
    .limit(10);
  for (const kind of ["engagement", "health", "ai-quality"] as const) {
    const urls = people.map((p) => `${base}/api/metrics/${kind}/${p.id}?days=90`);
    await latency(`métricas ${kind} de una persona, 90 días`, urls, staff, opts.requests, 30);
  }
  // Target: 8 professionals opening 90-day health at once, >= 50 req/s.
  const health90 = `${base}/api/metrics/health/aggregated?days=90&professionalId=${me}&consentOnly=true`;
  const together = await throughput("salud 90 días, 8 a la vez", health90, staff, 8, opts.durationMs);
  log(`  salud agregada 90 días, 8 conexiones a la vez: ${rps(together.rps)} req/s`);
  addRow({
    measure: "Salud agregada 90 días con 8 profesionales a la vez",
    value: `${rps(together.rps)} req/s`,
    target: "≥ 50 req/s",
    ok: together.rps >= 50,
  });
  if (!opts.explain) return;
  for (const kind of ["engagement", "health", "ai-quality"] as const) {
    const subject = { kind: "aggregated", municipalityId } as const;
    const explainOpts = { days: 90, now: new Date(), timezone: "Europe/Madrid" } as const;
    const natural = await explainMetric(db, kind, subject, explainOpts);
    const forced = await explainMetric(db, kind, subject, { ...explainOpts, indexesOnly: true });
    log(`EXPLAIN ${kind} 90 días: ${natural.executionMs.toFixed(1)} ms`);
    for (const line of describeScans(natural)) log(`    ${line}`);
    const missing = [...forced.seqScans, ...forced.unboundedIndexScans];
    // The natural plan may read a whole table when the one municipality holds every row; with sequential
    // scans disabled, a table still read sequentially has no usable index.
    const verdict = missing.length ? `faltan índices para ${missing.join(", ")}` : "hay índice para cada tabla";
    log(`  con los escaneos secuenciales desactivados: ${verdict}`);
  }
}

/** hello and the GET alternate, `rounds` times (order swapped each round): the ratio is the median of rounds. */
async function measureRatio(db: Db, base: string, municipalityId: string, opts: BenchOptions) {
  const hello = express();
  hello.get("/hello", (_req, res) => {
    res.send("hello");
  });
  const bare = await listen(hello);
  try {
    const person = await loginPerson(db, base, municipalityId);
    const upcoming = `${base}/api/reminders/${person.user.id}/upcoming?days=7`;
    const elderly = { cookie: person.cookie };
    const run = (label: string, url: string, headers: Record<string, string> = {}) =>
      throughput(label, url, headers, opts.concurrency, opts.durationMs);
    await latency("GET recordatorios próximos (con sesión, en caché)", [upcoming], elderly, opts.requests);
    await run("calentamiento", `${bare.base}/hello`);
    await run("calentamiento", upcoming, elderly);
    log(`Rendimiento: ${opts.concurrency} conexiones keep-alive, ${opts.rounds} rondas de ${opts.durationMs / 1000} s`);
    const rounds: Array<{ hello: number; get: number; helloCpu: number; getCpu: number }> = [];
    for (let i = 0; i < opts.rounds; i++) {
      const a = i % 2 === 0 ? await run("hello", `${bare.base}/hello`) : null;
      const g = await run("GET", upcoming, elderly);
      const h = a ?? (await run("hello", `${bare.base}/hello`));
      rounds.push({ hello: h.rps, get: g.rps, helloCpu: h.cpuUsPerRequest, getCpu: g.cpuUsPerRequest });
      log(`  ronda ${i + 1}: hello ${rps(h.rps)} · GET ${rps(g.rps)} (${fmt.format((g.rps / h.rps) * 100)} %)`);
    }
    const ratio = median(rounds.map((r) => r.get / r.hello));
    const cpu = (v: number) => `${Math.round(v)} µs`;
    addRow({ measure: 'Peticiones/s — Express "hello" (mediana)', value: rps(median(rounds.map((r) => r.hello))), target: "", ok: null });
    addRow({
      measure: "Peticiones/s — GET recordatorios próximos (con sesión, en caché), mediana de rondas",
      value: `${rps(median(rounds.map((r) => r.get)))} (${fmt.format(ratio * 100)} % de "hello")`,
      target: "≥ 35 %",
      ok: ratio >= 0.35,
    });
    const helloCpu = median(rounds.map((r) => r.helloCpu));
    const getCpu = median(rounds.map((r) => r.getCpu));
    addRow({
      measure: "CPU del servidor por petición — hello / GET (mediana; menos sensible a la carga ajena)",
      value: `${cpu(helloCpu)} / ${cpu(getCpu)} (${fmt.format((helloCpu / getCpu) * 100)} %)`,
      target: "",
      ok: null,
    });
    const stack = await run("/api/health", `${base}/api/health`);
    const me = await run("/api/auth/me", `${base}/api/auth/me`, elderly);
    for (const [label, t] of [
      ["diagnóstico: GET /api/health (pila de middleware, sin BD)", stack],
      ["diagnóstico: GET /api/auth/me (sesión en caché + 1 consulta)", me],
    ] as const) {
      addRow({ measure: `Peticiones/s — ${label}`, value: `${rps(t.rps)} (${cpu(t.cpuUsPerRequest)} CPU/petición)`, target: "", ok: null });
    }
  } finally {
    bare.server.closeAllConnections();
    bare.server.close();
  }
}

export async function measureApi(db: Db, base: string, municipalityId: string, opts: BenchOptions) {
  if (!opts.skipMetrics) await measureMetrics(db, base, municipalityId, opts);
  await measureRatio(db, base, municipalityId, opts);
}
