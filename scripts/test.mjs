// `npm test`: typecheck, lint, unit + component + API tests (and, with TEST_DATABASE_URL, the same metrics tests
// against a streaming replica), production build, crash test, forged X-Forwarded-For through nginx, then browser
// tests.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const isCI = process.env.CI === "true" || process.env.CI === "1";
// The replica step builds a PostgreSQL cluster as the `postgres` user: root or postgres only (CI is root).
const canRunReplica = process.getuid?.() === 0 || os.userInfo().username === "postgres";
const isRoot = process.getuid?.() === 0;
const hasNginx = ["nginx", "/usr/sbin/nginx"].some((bin) => !spawnSync(bin, ["-v"], { stdio: "ignore" }).error);
const hasReplicaStep = !!process.env.TEST_DATABASE_URL && (isCI || canRunReplica);
// About 50 s: a streaming replica of the test PostgreSQL, the metrics API tests reading from it, lag measured.
const replicaStep = ["Métricas desde una réplica de PostgreSQL (DATABASE_READ_URL)", "npx", ["tsx", "scripts/replica-test.ts"]];

const steps = [
  ["Comprobación de tipos", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]],
  ["Lint", "npx", ["eslint", "--max-warnings", "0", "."]],
  ["Pruebas unitarias, de componentes y de API", "npx", ["vitest", "run"]],
  ...(hasReplicaStep ? [replicaStep] : []),
  ["Compilación", process.execPath, ["scripts/build.mjs"]],
  // Needs the build: SIGKILLs the real server while it writes (PGlite; PostgreSQL with TEST_DATABASE_URL).
  ["Prueba de caída (SIGKILL durante escrituras)", "npx", ["tsx", "scripts/crash-test.ts"]],
  // Needs the build and nginx (installed with apt-get as root, as in CI): a forged X-Forwarded-For.
  ...(hasNginx || isRoot ? [["X-Forwarded-For falsificado a través de nginx", "npx", ["tsx", "scripts/proxy-test.ts"]]] : []),
];

function run(title, cmd, args) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✗ Falló: ${title}`);
    process.exit(result.status ?? 1);
  }
}

if (!hasNginx && !isRoot) {
  console.warn("\n! Sin nginx ni permisos de root: se omite la prueba del proxy (apt-get install nginx; npm run test:proxy).");
}
if (process.env.TEST_DATABASE_URL && !hasReplicaStep) {
  console.warn("\n! Sin permisos de root ni de postgres: se omite la prueba con réplica (npm run test:replica).");
}
for (const [title, cmd, args] of steps) run(title, cmd, args);

if (fs.existsSync(CHROMIUM)) {
  run("Pruebas en navegador (Playwright + Chromium)", "npx", ["playwright", "test"]);
} else if (isCI) {
  console.error(
    `\n✗ Chromium no está instalado en ${CHROMIUM} y CI=true: las pruebas en navegador son obligatorias.`,
  );
  process.exit(1);
} else {
  console.warn(
    `\n! Chromium no está en ${CHROMIUM}: se omiten las pruebas en navegador (apt-get install chromium).`,
  );
}
console.log("\n✓ Todas las comprobaciones han pasado.");
