// `npm test`: typecheck, lint and the production build side by side; unit + component + API tests; then (with
// TEST_DATABASE_URL) the metrics tests against a streaming replica, the crash test and a forged X-Forwarded-For
// through nginx side by side; then browser tests. Ends with each phase's wall time (docs/testing.md).
// `npm run test:quick` (--quick): typecheck and lint, then unit, component and API tests on PGlite only.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const isCI = process.env.CI === "true" || process.env.CI === "1";
const isQuick = process.argv.includes("--quick");
// The replica step builds a PostgreSQL cluster as the `postgres` user: root or postgres only (CI is root).
const canRunReplica = process.getuid?.() === 0 || os.userInfo().username === "postgres";
const isRoot = process.getuid?.() === 0;
const hasNginx = ["nginx", "/usr/sbin/nginx"].some((bin) => !spawnSync(bin, ["-v"], { stdio: "ignore" }).error);
const hasReplicaStep = !isQuick && !!process.env.TEST_DATABASE_URL && (isCI || canRunReplica);
const hasProxyStep = hasNginx || isRoot;
const hasChromium = fs.existsSync(CHROMIUM);

const step = (title, cmd, args) => ({ title, cmd, args });
const typecheck = step("Comprobación de tipos", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]);
const lint = step("Lint", "npx", ["eslint", "--max-warnings", "0", "."]);
const quickProjects = ["--project", "unit", "--project", "client", "--project", "api-pglite"];

// Steps of one phase run at the same time; a phase starts when the one before has passed.
const phases = isQuick
  ? [
      [typecheck, lint],
      [step("Pruebas unitarias, de componentes y de API (PGlite)", "npx", ["vitest", "run", ...quickProjects])],
    ]
  : [
      // The build takes seconds and reads nothing the other two write.
      [typecheck, lint, step("Compilación", process.execPath, ["scripts/build.mjs"])],
      // With PostgreSQL, the attack sweeps and most property runs of the rollups go to PostgreSQL only (vitest.config.ts).
      [step("Pruebas unitarias, de componentes y de API", "env", ["API_PGLITE_SCOPE=core", "npx", "vitest", "run"])],
      [
        // About 25 s: a streaming replica of the test PostgreSQL, the metrics API tests reading from it, lag measured.
        ...(hasReplicaStep
          ? [step("Métricas desde una réplica de PostgreSQL (DATABASE_READ_URL)", "npx", ["tsx", "scripts/replica-test.ts"])]
          : []),
        // Both need the build. Their own ports (crash 5071 and 5072; proxy 5076 and nginx 5077) and temporary data
        // directories (and the crash test's own PostgreSQL database), so the three run side by side.
        step("Prueba de caída (SIGKILL durante escrituras)", "npx", ["tsx", "scripts/crash-test.ts"]),
        // Needs nginx (installed with apt-get as root, as in CI): a forged X-Forwarded-For.
        ...(hasProxyStep ? [step("X-Forwarded-For falsificado a través de nginx", "npx", ["tsx", "scripts/proxy-test.ts"])] : []),
      ],
      ...(hasChromium ? [[step("Pruebas en navegador (Playwright + Chromium)", "npx", ["playwright", "test"])]] : []),
    ];

/** Wall times, for the table at the end: [title, ms, isPhaseOfSeveral]. */
const timings = [];
const startedAt = performance.now();

/** A lone step streams its output as it comes. */
function runStreamed({ title, cmd, args }) {
  console.log(`\n=== ${title} ===`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit" });
    child.on("error", (err) => resolve({ code: 1, output: `${err.message}\n` }));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: "" }));
  });
}

/** A step beside others keeps its output and prints it whole when it ends, so the logs never interleave. */
function runCaptured({ title, cmd, args }) {
  return new Promise((resolve) => {
    const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" } : process.env;
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], env });
    const chunks = [];
    child.stdout.on("data", (d) => chunks.push(d));
    child.stderr.on("data", (d) => chunks.push(d));
    const done = (code) => {
      console.log(`\n=== ${title} ===`);
      process.stdout.write(Buffer.concat(chunks));
      resolve({ code });
    };
    child.on("error", (err) => {
      chunks.push(Buffer.from(`${err.message}\n`));
      done(1);
    });
    child.on("close", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function printTimings() {
  if (timings.length === 0) return;
  const width = Math.max(...timings.map(([title]) => title.length), "Total".length);
  console.log("\nTiempos (reloj de pared):");
  for (const [title, ms] of timings) console.log(`  ${title.padEnd(width)}  ${seconds(ms).padStart(8)}`);
  console.log(`  ${"Total".padEnd(width)}  ${seconds(performance.now() - startedAt).padStart(8)}`);
}

/** The table first, so the failure is the last thing on screen. */
function fail(titles, code) {
  printTimings();
  for (const title of titles) console.error(`\n✗ Falló: ${title}`);
  process.exit(code || 1);
}

async function runPhase(phase) {
  const phaseStart = performance.now();
  if (phase.length === 1) {
    const { code } = await runStreamed(phase[0]);
    timings.push([phase[0].title, performance.now() - phaseStart]);
    if (code !== 0) fail([phase[0].title], code);
    return;
  }
  console.log(`\n=== A la vez: ${phase.map((s) => s.title).join(" · ")} ===`);
  // Each step's own time, then the phase's: the phase costs only as much as its slowest step.
  const results = await Promise.all(
    phase.map(async (s) => {
      const start = performance.now();
      const { code } = await runCaptured(s);
      return { title: s.title, code, ms: performance.now() - start };
    }),
  );
  for (const r of results) timings.push([`  ${r.title}`, r.ms]);
  timings.push([`Fase a la vez (${phase.length} pasos)`, performance.now() - phaseStart]);
  const failed = results.filter((r) => r.code !== 0);
  if (failed.length > 0)
    fail(
      failed.map((r) => r.title),
      failed[0].code,
    );
}

if (!isQuick && !hasProxyStep) {
  console.warn("\n! Sin nginx ni permisos de root: se omite la prueba del proxy (apt-get install nginx; npm run test:proxy).");
}
if (!isQuick && process.env.TEST_DATABASE_URL && !hasReplicaStep) {
  console.warn("\n! Sin permisos de root ni de postgres: se omite la prueba con réplica (npm run test:replica).");
}
if (!isQuick && !hasChromium) {
  if (isCI) {
    console.error(`\n✗ Chromium no está instalado en ${CHROMIUM} y CI=true: las pruebas en navegador son obligatorias.`);
    process.exit(1);
  }
  console.warn(`\n! Chromium no está en ${CHROMIUM}: se omiten las pruebas en navegador (apt-get install chromium).`);
}
if (isQuick) {
  console.log("Prueba rápida: tipos, lint y pruebas unitarias, de componentes y de API sobre PGlite.");
  console.log("No sustituye a `npm test` (PostgreSQL, réplica, compilación, caída, proxy y navegador).");
}

for (const phase of phases) await runPhase(phase);

printTimings();
console.log(isQuick ? "\n✓ Prueba rápida superada." : "\n✓ Todas las comprobaciones han pasado.");
