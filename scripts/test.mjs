// `npm test`: typecheck, lint, unit + component + API tests, production build, then browser tests.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const isCI = process.env.CI === "true" || process.env.CI === "1";

const steps = [
  ["Comprobación de tipos", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]],
  ["Lint", "npx", ["eslint", "--max-warnings", "0", "."]],
  ["Pruebas unitarias, de componentes y de API", "npx", ["vitest", "run"]],
  ["Compilación", process.execPath, ["scripts/build.mjs"]],
  // Needs the build: SIGKILLs the real server while it writes (PGlite; PostgreSQL with TEST_DATABASE_URL).
  ["Prueba de caída (SIGKILL durante escrituras)", "npx", ["tsx", "scripts/crash-test.ts"]],
];

function run(title, cmd, args) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✗ Falló: ${title}`);
    process.exit(result.status ?? 1);
  }
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
