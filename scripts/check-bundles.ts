// Run by `npm run build` after Vite: fails (exit 1) when a screen's first-load JavaScript or CSS exceeds its
// budget, or, for a screen still over its budget, the ceiling of what it weighs today (scripts/bench/budgets.ts),
// naming the screen, its size and the limit.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { budgetFailures, type Manifest, measureFirstLoads } from "./bench/budgets";

const PUBLIC = path.resolve("dist/public");
const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, ".vite/manifest.json"), "utf8")) as Manifest;
const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(PUBLIC, file)), { level: 9 }).length;
const measured = measureFirstLoads(manifest, gzipSize);
const failures = budgetFailures(measured);
if (failures.length > 0) {
  console.error(["Presupuesto de primera carga superado:", ...failures.map((f) => `- ${f}`)].join("\n"));
  console.error("Cargue con React.lazy lo que esa pantalla no muestra al abrirse (docs/performance.md).");
  process.exit(1);
}
const over = measured.filter((m) => !m.isJsOk).map((m) => m.load.label);
console.log(
  over.length
    ? `Primera carga dentro de su techo; aún por encima del presupuesto: ${over.join("; ")} (npm run bench).`
    : "Primera carga dentro del presupuesto en todas las pantallas.",
);
