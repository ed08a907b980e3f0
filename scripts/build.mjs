// Production build: the client with Vite, the server bundled with esbuild (dependencies stay external).
import { execFileSync } from "node:child_process";
import { build } from "esbuild";

execFileSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
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
console.log("Compilación lista: dist/public (cliente) y dist/server (servidor).");
