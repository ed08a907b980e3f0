import os from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { "@": r("./client/src"), "@shared": r("./shared") };
const hasPostgres = !!process.env.TEST_DATABASE_URL;
// `npm test` with PostgreSQL (CI): the attack sweeps of server/security run on PostgreSQL only. They test the app's
// rules, not the engine, and were half of the PGlite project's time; every other API file runs on both, and
// `npm run test:quick` still runs them on PGlite (docs/testing.md).
const isPgliteCore = hasPostgres && process.env.API_PGLITE_SCOPE === "core";

// The unit and API projects share one worker process between test files (isolate: false): each API file still
// opens its own copy of the seeded database and its own app, but the server's module graph is imported once per
// worker instead of once per file, and no process is started per file (docs/testing.md). No test of theirs mocks a
// module, stubs the environment or fakes timers; the component tests (jsdom, React state) stay isolated.
// Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine, where the API tests
// wait on PGlite's WebAssembly and PostgreSQL often enough that two keep both cores busy (6.3 -> 4.5 min measured).
const maxWorkers = Math.max(2, os.availableParallelism() - 1);

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["shared/**/*.test.ts", "server/**/*.unit.test.ts", "scripts/**/*.unit.test.ts"],
          environment: "node",
          // Pure functions: nothing to isolate, and importing them once per worker saves a third of the CPU.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "client",
          include: ["client/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: [r("./client/src/test/setup.ts")],
          // Lazily loaded screens can take seconds to import on a busy 2-core CI machine.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api-pglite",
          include: ["server/**/*.api.test.ts"],
          exclude: isPgliteCore ? ["server/security/**"] : [],
          environment: "node",
          globalSetup: [r("./server/test/global-setup.ts")],
          env: { TEST_DB: "pglite" },
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(hasPostgres
        ? [
            {
              resolve: { alias },
              test: {
                name: "api-postgres",
                include: ["server/**/*.api.test.ts"],
                environment: "node",
                globalSetup: [r("./server/test/global-setup.ts")],
                env: { TEST_DB: "postgres" },
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
