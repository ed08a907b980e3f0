// `npm run bench [-- --requests 200 --duration 5 --concurrency 16 --explain --skip-api --skip-bundle]`
//
// Prints ONE markdown table with the figures of DESIGN.md section 11:
// - first-load JavaScript and CSS (gzip) per role entry of the production build (dist/public);
// - p50/p95 latency of the dashboard summary, a user-list page, each aggregated metric at 7/30/90 days, and an
//   authenticated GET of upcoming reminders (the app runs in-process on a free port; the load comes from a
//   worker thread with keep-alive connections, so client and server do not share an event loop);
// - requests/s of that GET next to a bare Express "hello" route measured in the same run (the ratio).
// The API part runs against the configured database (DATABASE_URL, else PGlite in DATA_DIR) and needs the
// 'Escala' data set: `npm run db:seed:scale -- --users 2000 --days 90`.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import zlib from "node:zlib";
import express from "express";
import { createApp } from "../server/app";
import { createPinHasher } from "../server/auth/hashing";
import { openForCli, parseFlags } from "../server/cli";
import { SCALE_MUNICIPALITY, SCALE_PERSON, SCALE_PROFESSIONAL } from "../server/db/scale-seed";
import { createLogger } from "../server/logger";
import { resolvePinPepper } from "../server/pepper";
import { describeScans, explainMetric } from "../server/services/metrics/explain";

type Row = { measure: string; value: string; target: string; ok: boolean | null };
const rows: Row[] = [];
const log = (line: string) => process.stderr.write(`${line}\n`);
const fmt = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 });
const kb = (bytes: number) => `${fmt.format(bytes / 1024)} kB`;
const ms = (v: number) => `${v < 10 ? v.toFixed(1) : Math.round(v)} ms`;

const argv = process.argv.slice(2);
const switches = new Set(argv.filter((a) => ["--explain", "--skip-api", "--skip-bundle"].includes(a)));
const flags = parseFlags(argv.filter((a) => !switches.has(a)));
const REQUESTS = Number(flags.requests ?? 200);
const DURATION_S = Number(flags.duration ?? 5);
const CONCURRENCY = Number(flags.concurrency ?? 16);

// --- bundles ------------------------------------------------------------------------------------------

const PUBLIC = path.resolve("dist/public");
const KB = 1024;

type RoleEntry = { label: string; chunks: RegExp[]; jsTarget: number; metricsTab?: boolean };
/** What a first visit downloads: the entry (index.html) plus the role's lazy chunks rendered at once. */
const ROLE_ENTRIES: RoleEntry[] = [
  { label: "sin sesión (selector de municipio)", chunks: [], jsTarget: 120 * KB },
  { label: "persona mayor: inicio", chunks: [/(^|\/)elderly-shell/], jsTarget: 120 * KB },
  { label: "familia: panel", chunks: [/(^|\/)family-shell/], jsTarget: 250 * KB },
  { label: "profesional: panel", chunks: [/(^|\/)professional-shell/], jsTarget: 250 * KB },
  {
    label: "profesional: panel + pestaña Métricas",
    chunks: [/(^|\/)professional-shell/, /metric/i],
    jsTarget: Number.POSITIVE_INFINITY,
    metricsTab: true,
  },
];

type Manifest = Record<
  string,
  {
    file: string;
    src?: string;
    name?: string;
    isEntry?: boolean;
    isDynamicEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
  }
>;

/** Static import closure of chunks, from Vite's manifest when enabled (build.manifest), else from the files. */
function bundleGraph() {
  const manifestFile = path.join(PUBLIC, ".vite/manifest.json");
  if (fs.existsSync(manifestFile)) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest;
    const byFile = new Map(Object.values(manifest).map((c) => [c.file, c]));
    const entry = Object.values(manifest).find((c) => c.isEntry);
    if (!entry) throw new Error("El manifiesto de Vite no tiene entrada");
    const closure = (files: string[]) => {
      const js = new Set<string>();
      const css = new Set<string>();
      const visit = (file: string) => {
        if (js.has(file)) return;
        js.add(file);
        const chunk = byFile.get(file);
        for (const c of chunk?.css ?? []) css.add(c);
        for (const key of chunk?.imports ?? []) visit(manifest[key].file);
      };
      for (const f of files) visit(f);
      return { js, css };
    };
    const find = (re: RegExp) =>
      Object.values(manifest)
        .filter((c) => c.isDynamicEntry && re.test(c.src ?? c.name ?? c.file))
        .map((c) => c.file);
    const dynamicOf = (file: string) => (byFile.get(file)?.dynamicImports ?? []).map((k) => manifest[k].file);
    return { source: "manifiesto de Vite", entry: entry.file, entryCss: [] as string[], closure, find, dynamicOf };
  }
  const html = fs.readFileSync(path.join(PUBLIC, "index.html"), "utf8");
  const entry = /<script[^>]+type="module"[^>]+src="\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error("dist/public/index.html no tiene un <script type=module>");
  const entryCss = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]);
  const assets = fs.readdirSync(path.join(PUBLIC, "assets")).map((f) => `assets/${f}`);
  // Static imports only: `import{..}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`;
  // dynamic `import(\`./x.js\`)` has a parenthesis and is not followed.
  const STATIC = /(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g;
  const closure = (files: string[]) => {
    const js = new Set<string>();
    const css = new Set<string>();
    const visit = (file: string) => {
      if (js.has(file)) return;
      js.add(file);
      const code = fs.readFileSync(path.join(PUBLIC, file), "utf8");
      for (const m of code.matchAll(STATIC)) visit(path.posix.join(path.posix.dirname(file), m[1]));
      // A lazy chunk's own CSS is named after it.
      const base = path.posix.basename(file).replace(/-[\w-]{8}\.js$/, "");
      for (const a of assets) if (a.endsWith(".css") && path.posix.basename(a).startsWith(`${base}-`)) css.add(a);
    };
    for (const f of files) visit(f);
    return { js, css };
  };
  const find = (re: RegExp) => assets.filter((a) => a.endsWith(".js") && re.test(path.posix.basename(a)));
  const DYNAMIC = /import\(\s*[`"'](\.\/[^`"']+\.js)[`"']\s*\)/g;
  const dynamicOf = (file: string) =>
    [...fs.readFileSync(path.join(PUBLIC, file), "utf8").matchAll(DYNAMIC)].map((m) =>
      path.posix.join(path.posix.dirname(file), m[1]),
    );
  return { source: "index.html + imports estáticos", entry, entryCss, closure, find, dynamicOf };
}

function measureBundles() {
  if (!fs.existsSync(path.join(PUBLIC, "index.html"))) {
    rows.push({ measure: "Bundles", value: "falta dist/public (npm run build)", target: "", ok: null });
    return;
  }
  const graph = bundleGraph();
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(PUBLIC, file)), { level: 9 }).length;
  log(`Bundles: ${graph.source}`);
  for (const role of ROLE_ENTRIES) {
    const extra = role.chunks.flatMap((re) => graph.find(re));
    // The metrics tab renders its charts at once: its own lazy imports count too.
    if (role.metricsTab) extra.push(...graph.find(/metric/i).flatMap((f) => graph.dynamicOf(f)));
    const missing = role.chunks.filter((re) => graph.find(re).length === 0);
    const { js, css } = graph.closure([graph.entry, ...extra]);
    for (const c of graph.entryCss) css.add(c);
    const jsBytes = [...js].reduce((sum, f) => sum + gz(f), 0);
    const cssBytes = [...css].reduce((sum, f) => sum + gz(f), 0);
    const note = missing.length ? ` (sin chunk ${missing.map(String).join(", ")})` : "";
    rows.push({
      measure: `JS inicial gzip — ${role.label}${note}`,
      value: `${kb(jsBytes)} (${js.size} ficheros)`,
      target: Number.isFinite(role.jsTarget) ? `≤ ${kb(role.jsTarget)}` : "gráficos solo con la pestaña",
      ok: Number.isFinite(role.jsTarget) ? jsBytes <= role.jsTarget : null,
    });
    if (!role.metricsTab) {
      rows.push({
        measure: `CSS inicial gzip — ${role.label}`,
        value: kb(cssBytes),
        target: "≤ 20 kB",
        ok: cssBytes <= 20 * KB,
      });
    }
  }
}

// --- load generation (in a worker thread) -----------------------------------------------------------------

const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const { urls, headers, concurrency, count, durationMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const one = (url) => new Promise((resolve, reject) => {
  const t0 = process.hrtime.bigint();
  const req = http.get(url, { agent, headers }, (res) => {
    res.resume();
    res.on("end", () => resolve([res.statusCode, Number(process.hrtime.bigint() - t0) / 1e6]));
  });
  req.on("error", reject);
});
(async () => {
  const latencies = [];
  const statuses = {};
  let next = 0;
  const started = Date.now();
  const more = () => (count ? next < count : Date.now() - started < durationMs);
  const loop = async () => {
    while (more()) {
      const i = next++;
      const [status, ms] = await one(urls[i % urls.length]);
      statuses[status] = (statuses[status] || 0) + 1;
      latencies.push(ms);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  agent.destroy();
  parentPort.postMessage({ latencies, statuses, elapsedMs: Date.now() - started });
})().catch((err) => parentPort.postMessage({ error: String(err) }));
`;

type LoadResult = { latencies: number[]; statuses: Record<string, number>; elapsedMs: number };
function load(opts: {
  urls: string[];
  headers?: Record<string, string>;
  concurrency: number;
  count?: number;
  durationMs?: number;
}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { headers: {}, ...opts } });
    worker.once("message", (m: LoadResult & { error?: string }) => {
      void worker.terminate();
      if (m.error) reject(new Error(m.error));
      else resolve(m);
    });
    worker.once("error", reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

async function latency(label: string, urls: string[], headers: Record<string, string>, p95Target?: number) {
  await load({ urls, headers, concurrency: 1, count: Math.min(10, REQUESTS) }); // warm-up
  const r = await load({ urls, headers, concurrency: 1, count: REQUESTS });
  const bad = Object.entries(r.statuses).filter(([s]) => s !== "200" && s !== "304");
  if (bad.length) throw new Error(`${label}: respuestas ${JSON.stringify(r.statuses)} (${urls[0]})`);
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  log(`  ${label}: p50 ${ms(p50)} · p95 ${ms(p95)}`);
  rows.push({
    measure: `Latencia p50 / p95 — ${label} (${r.latencies.length} peticiones)`,
    value: `${ms(p50)} / ${ms(p95)}`,
    target: p95Target ? `p95 ≤ ${p95Target} ms` : "",
    ok: p95Target ? p95 <= p95Target : null,
  });
}

async function throughput(urls: string[], headers: Record<string, string> = {}): Promise<number> {
  await load({ urls, headers, concurrency: CONCURRENCY, durationMs: 1000 }); // warm-up
  const r = await load({ urls, headers, concurrency: CONCURRENCY, durationMs: DURATION_S * 1000 });
  const ok = (r.statuses["200"] ?? 0) + (r.statuses["304"] ?? 0);
  if (ok !== r.latencies.length) throw new Error(`respuestas ${JSON.stringify(r.statuses)} (${urls[0]})`);
  return (ok / r.elapsedMs) * 1000;
}

function listen(app: http.RequestListener): Promise<{ server: http.Server; base: string }> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(app);
    server.keepAliveTimeout = 60_000;
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    });
  });
}

async function postJson(base: string, url: string, body: unknown) {
  const res = await fetch(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("sid="));
  if (!cookie) throw new Error(`${url}: sin cookie de sesión`);
  return { cookie: cookie.split(";")[0], body: (await res.json()) as { user: { id: string } } };
}

async function measureApi() {
  const { handle, config, done } = await openForCli();
  try {
    await handle.migrate();
    const pins = createPinHasher(resolvePinPepper(config.pinPepper, config.dataDir));
    const app = createApp({
      db: handle.db,
      config: { ...config, env: "production" },
      clock: () => new Date(),
      logger: createLogger("silent"),
      pins,
    });
    const { server, base } = await listen(app);
    const hello = express();
    hello.get("/hello", (_req, res) => {
      res.send("hello");
    });
    const bare = await listen(hello);
    try {
      const list = (await (await fetch(`${base}/api/municipalities`)).json()) as Array<{ id: string; name: string }>;
      const municipality = list.find((m) => m.name === SCALE_MUNICIPALITY);
      if (!municipality) {
        rows.push({
          measure: "API",
          value: `falta el municipio '${SCALE_MUNICIPALITY}': npm run db:seed:scale -- --users 2000 --days 90`,
          target: "",
          ok: null,
        });
        return;
      }
      const sizes = (await handle.db.execute(
        `select (select count(*)::int from users where municipality_id = '${municipality.id}' and role = 'elderly') as people,
          (select count(*)::int from activities where municipality_id = '${municipality.id}') as activities`,
      )) as unknown as { rows: Array<{ people: number; activities: number }> };
      const { people, activities } = sizes.rows[0];
      rows.push({
        measure: "Datos",
        value: `${handle.mode === "postgres" ? "PostgreSQL" : "PGlite"} · ${fmt.format(Number(people))} personas · ${fmt.format(Number(activities))} actividades`,
        target: "2.000 personas × 90 días (PostgreSQL)",
        ok: null,
      });
      const pro = await postJson(base, "/api/auth/login", {
        username: SCALE_PROFESSIONAL.email,
        password: SCALE_PROFESSIONAL.password,
        municipalityId: municipality.id,
        expectedRole: "professional",
      });
      const staff = { cookie: pro.cookie };
      const me = pro.body.user.id;
      log(`API en ${base} (${handle.mode}); ${REQUESTS} peticiones secuenciales por medida`);

      await latency("resumen del panel", [`${base}/api/professional/${me}/summary`], staff, 50);
      const pages = Array.from({ length: 25 }, (_, i) => `${base}/api/professional/${me}/users?page=${i + 1}`);
      await latency("página de la lista de usuarios", pages, staff, 50);
      for (const kind of ["engagement", "health", "ai-quality"] as const) {
        for (const days of [7, 30, 90] as const) {
          const url = `${base}/api/metrics/${kind}/aggregated?days=${days}&professionalId=${me}&consentOnly=true`;
          await latency(`métricas ${kind} agregadas, ${days} días`, [url], staff, days === 90 ? 300 : undefined);
        }
      }
      if (switches.has("--explain") && handle.mode === "postgres") {
        for (const kind of ["engagement", "health", "ai-quality"] as const) {
          const e = await explainMetric(
            handle.db,
            kind,
            { kind: "aggregated", municipalityId: municipality.id },
            { days: 90, now: new Date(), timezone: "Europe/Madrid" },
          );
          log(`EXPLAIN ${kind} 90 días: ${e.executionMs.toFixed(1)} ms`);
          for (const line of describeScans(e)) log(`    ${line}`);
        }
      }

      const person = await postJson(base, "/api/auth/login-pin", {
        username: SCALE_PERSON.firstName,
        pin: SCALE_PERSON.pin,
        municipalityId: municipality.id,
      });
      const upcoming = `${base}/api/reminders/${person.body.user.id}/upcoming?days=7`;
      const elderly = { cookie: person.cookie };
      await latency("GET recordatorios próximos (con sesión)", [upcoming], elderly);
      const etag = (await fetch(upcoming, { headers: elderly })).headers.get("etag");
      const conditional = etag ? { ...elderly, "if-none-match": etag } : elderly;

      log(`Rendimiento: ${CONCURRENCY} conexiones keep-alive, ${DURATION_S} s por medida`);
      const helloRps = await throughput([`${bare.base}/hello`]);
      const getRps = await throughput([upcoming], elderly);
      const condRps = etag ? await throughput([upcoming], conditional) : 0;
      // Where the time goes: the API stack without the database, then with the session lookup only.
      const stackRps = await throughput([`${base}/api/health`]);
      const meRps = await throughput([`${base}/api/auth/me`], elderly);
      const helloAgain = await throughput([`${bare.base}/hello`]);
      const helloMean = (helloRps + helloAgain) / 2;
      const share = (rps: number) => `${fmt.format(Math.round(rps))} (${fmt.format((rps / helloMean) * 100)} % de "hello")`;
      log(
        `  hello ${Math.round(helloRps)} / ${Math.round(helloAgain)} · GET ${Math.round(getRps)} · 304 ${Math.round(condRps)}` +
          ` · /api/health ${Math.round(stackRps)} · /api/auth/me ${Math.round(meRps)}`,
      );
      rows.push({
        measure: 'Peticiones/s — Express "hello" (media de antes y después)',
        value: fmt.format(Math.round(helloMean)),
        target: "",
        ok: null,
      });
      rows.push({
        measure: "Peticiones/s — GET recordatorios próximos (con sesión)",
        value: share(getRps),
        target: "≥ 35 %",
        ok: getRps / helloMean >= 0.35,
      });
      if (etag) {
        rows.push({
          measure: "Peticiones/s — mismo GET con If-None-Match (304)",
          value: share(condRps),
          target: "≥ 35 %",
          ok: condRps / helloMean >= 0.35,
        });
      }
      rows.push({
        measure: "Peticiones/s — diagnóstico: GET /api/health (pila de middleware, sin BD)",
        value: share(stackRps),
        target: "",
        ok: null,
      });
      rows.push({
        measure: "Peticiones/s — diagnóstico: GET /api/auth/me (solo la sesión)",
        value: share(meRps),
        target: "",
        ok: null,
      });
    } finally {
      server.closeAllConnections();
      bare.server.closeAllConnections();
      server.close();
      bare.server.close();
    }
  } finally {
    await done();
  }
}

function printTable() {
  const mark = (ok: boolean | null) => (ok === null ? "" : ok ? "✓" : "✗");
  const lines = [
    "| Medida | Valor | Objetivo | |",
    "|---|---|---|---|",
    ...rows.map((r) => `| ${r.measure} | ${r.value} | ${r.target} | ${mark(r.ok)} |`),
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}

async function main() {
  const [load1] = os.loadavg();
  rows.push({
    measure: "Máquina",
    value: `${os.cpus().length} CPU · carga media 1 min ${fmt.format(load1)} · Node ${process.versions.node}`,
    target: "",
    ok: null,
  });
  if (!switches.has("--skip-bundle")) measureBundles();
  if (!switches.has("--skip-api")) await measureApi();
  printTable();
}

main().then(
  () => process.exit(0),
  (err: Error) => {
    printTable();
    console.error(`Error: ${err.message}`);
    process.exit(1);
  },
);
