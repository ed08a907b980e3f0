// Load generation for `npm run bench`, always from a separate process (so the servers under test have this
// process's event loop to themselves, and process.cpuUsage() here counts only server work): sequential
// latencies from a small keep-alive client that reports every request; throughput from autocannon.
import { spawn } from "node:child_process";
import path from "node:path";
import { recordLatency } from "./compare";
import { addRow, fmt, log, ms } from "./table";

const GENERATOR = `
const http = require("node:http");
const { urls, headers, concurrency, count, durationMs } = JSON.parse(process.argv[1]);
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
  process.stdout.write(JSON.stringify({ latencies, statuses, elapsedMs: Date.now() - started }));
})().catch((err) => { process.stderr.write(String(err)); process.exit(1); });
`;

type LoadResult = { latencies: number[]; statuses: Record<string, number>; elapsedMs: number; cpuMs: number };

/** Runs the generator; cpuMs is the CPU this (server) process used meanwhile. */
function load(opts: {
  urls: string[];
  headers?: Record<string, string>;
  concurrency: number;
  count?: number;
  durationMs?: number;
}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const cpu = process.cpuUsage();
    const child = spawn(process.execPath, ["-e", GENERATOR, JSON.stringify({ headers: {}, ...opts })], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      const used = process.cpuUsage(cpu);
      if (code !== 0) return reject(new Error(`generador de carga: ${err || code}`));
      resolve({ ...(JSON.parse(out) as Omit<LoadResult, "cpuMs">), cpuMs: (used.user + used.system) / 1000 });
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

function assertOk(label: string, r: LoadResult, url: string) {
  const bad = Object.entries(r.statuses).filter(([s]) => s !== "200" && s !== "304");
  if (bad.length) throw new Error(`${label}: respuestas ${JSON.stringify(r.statuses)} (${url})`);
}

/** p50 / p95 of `requests` sequential requests (after a short warm-up), as one table row. */
export async function latency(
  label: string,
  urls: string[],
  headers: Record<string, string>,
  requests: number,
  p95Target?: number,
) {
  await load({ urls, headers, concurrency: 1, count: Math.min(10, requests) });
  const r = await load({ urls, headers, concurrency: 1, count: requests });
  assertOk(label, r, urls[0]);
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  log(`  ${label}: p50 ${ms(p50)} · p95 ${ms(p95)}`);
  recordLatency(label, { p50, p95 });
  addRow({
    measure: `Latencia p50 / p95 — ${label} (${r.latencies.length} peticiones)`,
    value: `${ms(p50)} / ${ms(p95)}`,
    target: p95Target ? `p95 ≤ ${p95Target} ms` : "",
    ok: p95Target ? p95 <= p95Target : null,
  });
}

type Throughput = { rps: number; cpuUsPerRequest: number };

const AUTOCANNON = path.resolve("node_modules/autocannon/autocannon.js");

/**
 * Requests per second with `concurrency` keep-alive connections for `durationMs`, from autocannon in its own
 * process (a plain Node http client tops out below a bare Express route), and this process's CPU per request.
 */
export function throughput(
  label: string,
  url: string,
  headers: Record<string, string>,
  concurrency: number,
  durationMs: number,
): Promise<Throughput> {
  const args = [AUTOCANNON, "--json", "-c", String(concurrency), "-d", String(durationMs / 1000)];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const cpu = process.cpuUsage();
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      const used = process.cpuUsage(cpu);
      if (code !== 0) return reject(new Error(`autocannon terminó con ${code} (${label})`));
      const r = JSON.parse(out) as { requests: { total: number }; duration: number; non2xx: number; errors: number };
      if (r.non2xx || r.errors) return reject(new Error(`${label}: ${r.non2xx} respuestas no 2xx, ${r.errors} errores`));
      resolve({
        rps: r.requests.total / r.duration,
        cpuUsPerRequest: ((used.user + used.system) / r.requests.total) | 0,
      });
    });
  });
}

export const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
export const rps = (v: number) => fmt.format(Math.round(v));
