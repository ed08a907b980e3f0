// `npm start`: builds first when the build is missing or older than the sources, then serves it.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const outputs = ["dist/public/index.html", "dist/server/index.js"];
const sources = [
  "client",
  "server",
  "shared",
  "migrations",
  "package-lock.json",
  "vite.config.ts",
  "tailwind.config.ts",
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const built = outputs.every((f) => fs.existsSync(f));
const builtAt = built ? Math.min(...outputs.map((f) => fs.statSync(f).mtimeMs)) : 0;
if (!built || sources.some((s) => newestMtime(s) > builtAt)) {
  console.log("Compilando la aplicación (solo la primera vez o tras cambios)...");
  execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
}

const child = spawn(process.execPath, ["--enable-source-maps", "dist/server/index.js"], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
