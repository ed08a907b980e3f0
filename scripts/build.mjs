// Production build: the client with Vite, the server bundled with esbuild (dependencies stay external); fails when
// a screen's first load exceeds its budget.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

execFileSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
// The service worker (client/sw) with the list of built files it keeps for offline use and a version that
// changes with them, so a new build replaces the stored shell. The chunk graph folder (.vite) is not served.
const PUBLIC = "dist/public";
const precache = readdirSync(PUBLIC, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(PUBLIC, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
  .filter((file) => !file.startsWith(".vite/") && file !== "index.html" && file !== "sw.js")
  .sort()
  .map((file) => `/${file}`);
const version = createHash("sha256")
  .update(precache.join("\n"))
  .update(readFileSync(path.join(PUBLIC, "index.html")))
  .digest("hex")
  .slice(0, 12);
await build({
  entryPoints: ["client/sw/service-worker.ts"],
  outfile: `${PUBLIC}/sw.js`,
  bundle: true,
  format: "iife",
  target: "es2022",
  minify: true,
  tsconfig: "client/sw/tsconfig.json",
  define: { __PRECACHE__: JSON.stringify(precache), __VERSION__: JSON.stringify(version) },
  logLevel: "warning",
});
await build({
  entryPoints: ["server/index.ts"],
  outfile: "dist/server/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  tsconfig: "tsconfig.json",
  sourcemap: true,
  logLevel: "warning",
});
// The OpenAPI document of the contracts, the same one GET /api/openapi.json serves (scripts/write-openapi.ts).
execFileSync("npx", ["tsx", "scripts/write-openapi.ts", "dist/openapi.json"], { stdio: "inherit" });
// Each screen's first-load JavaScript and CSS within its budget (scripts/bench/budgets.ts), else the build fails.
// Checked last, so the files stay in dist for a look at what grew.
try {
  execFileSync("npx", ["tsx", "scripts/check-bundles.ts"], { stdio: "inherit" });
} catch {
  console.error("Compilación fallida: una pantalla supera su presupuesto de primera carga.");
  process.exit(1);
}
console.log("Compilación lista: dist/public (cliente), dist/server (servidor) y dist/openapi.json (la API).");
