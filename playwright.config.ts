import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium";

// Browser tests run against the real production build, served with a fresh embedded database.
const PORT = Number(process.env.E2E_PORT ?? 5055);
// Workers inherit the runner's environment: one id per run (the run's enrolled tablet is saved under it).
process.env.E2E_RUN_ID ??= String(process.pid);
const DATA_DIR = `test-results/e2e-data-${process.env.E2E_RUN_ID}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "test-results/artifacts",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    // The app's service worker (issue 13 §1) would answer requests of specs that do not expect it; the offline
    // spec opts in with test.use({ serviceWorkers: "allow" }).
    serviceWorkers: "block",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && node dist/server/index.js`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every spec registers from 127.0.0.1 against this one server: lift the per-address budget (SECURITY.md).
    env: { NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR, LOG_LEVEL: "warn", REGISTRATIONS_PER_HOUR: "100" },
    stdout: "pipe",
  },
});
