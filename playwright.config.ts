import fs from "node:fs";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "./scripts/chromium";
import { SERVER_ENTRY } from "./e2e/support/worker-server";

// Browser tests run against the real production build. Each worker starts its own server (port E2E_PORT +
// its index, a fresh embedded database): see the workerServer fixture in e2e/support/fixtures.ts.
if (!fs.existsSync(SERVER_ENTRY)) {
  throw new Error(`The browser tests need the build: ${SERVER_ENTRY} is missing. Run \`npm run build\` first.`);
}
// Workers inherit the runner's environment: one id per run names the workers' data directories.
process.env.E2E_RUN_ID ??= String(process.pid);

export default defineConfig({
  testDir: "e2e",
  // Tests share no state across workers (each has its own database), so single tests are spread over them.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry in CI so a rare timing flake does not block a landing; the reporter names every flaky test, and
  // docs/testing.md treats one as a bug to fix, not as a pass.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["./e2e/support/slowest-reporter.ts"]],
  outputDir: "test-results/artifacts",
  use: {
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    // The app's service worker would answer requests of specs that do not expect it; the offline
    // spec opts in with test.use({ serviceWorkers: "allow" }).
    serviceWorkers: "block",
    // Recording every test's trace cost about a tenth of the browser phase's CPU. In CI a failure is retried
    // once with the trace on, and every failure still leaves its error context (the page's accessibility tree).
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
});
