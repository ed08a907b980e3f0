import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from the shared schema; the server applies them at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./shared/schema/index.ts",
  out: "./migrations",
});
