import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { "@": r("./client/src"), "@shared": r("./shared") };
const hasPostgres = !!process.env.TEST_DATABASE_URL;

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["shared/**/*.test.ts", "server/**/*.unit.test.ts", "scripts/**/*.unit.test.ts"],
          environment: "node",
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
          environment: "node",
          globalSetup: [r("./server/test/global-setup.ts")],
          env: { TEST_DB: "pglite" },
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
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
