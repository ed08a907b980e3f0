import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: r("./client"),
  publicDir: r("./client/public"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { "@": r("./client/src"), "@shared": r("./shared") },
  },
  build: {
    outDir: r("./dist/public"),
    emptyOutDir: true,
    // No inline <script>: the CSP forbids it, so the module preload polyfill stays off.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    sourcemap: false,
    reportCompressedSize: false,
    // dist/public/.vite/manifest.json: the chunk graph `npm run bench` sizes each role's first load from
    // (dot-folders are never served).
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes into the entry file itself. Left to itself, Rolldown cut
        // what the entry shares with lazy screens into a dozen small files (React Query, wouter, the class merge,
        // the icons' runtime...), each with its own imports and exports and compressed on its own: every first
        // load carried about 5 kB gzip more for the same code (docs/performance.md).
        codeSplitting: { groups: [{ name: "index", tags: ["$initial"] }] },
      },
    },
  },
});
