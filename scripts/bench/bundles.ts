// First-load JavaScript and CSS (gzip) per role entry against its budget (budgets.ts: the same numbers the build
// enforces), from Vite's build manifest (build.manifest in vite.config.ts).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { type Manifest, measureFirstLoads } from "./budgets";
import { addRow, kb, log } from "./table";

const PUBLIC = path.resolve("dist/public");
const MANIFEST = path.join(PUBLIC, ".vite/manifest.json");

export function measureBundles() {
  if (!fs.existsSync(MANIFEST)) {
    addRow({ measure: "Bundles", value: "falta dist/public/.vite/manifest.json (npm run build)", target: "", ok: null });
    return;
  }
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, "utf8")) as Manifest;
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(PUBLIC, file)), { level: 9 }).length;
  log(`Bundles: manifiesto de Vite (${Object.keys(manifest).length} chunks)`);
  for (const m of measureFirstLoads(manifest, gz)) {
    const note = m.missing.length ? ` (falta ${m.missing.join(", ")})` : "";
    addRow({
      measure: `JS inicial gzip — ${m.load.label}${note}`,
      value: `${kb(m.jsBytes)} (${m.jsFiles} ficheros)`,
      target: `≤ ${kb(m.load.jsBudget)}${m.load.jsCeiling ? ` (techo de la compilación ${kb(m.load.jsCeiling)})` : ""}`,
      ok: m.isJsOk,
    });
    addRow({
      measure: `CSS inicial gzip — ${m.load.label}`,
      value: kb(m.cssBytes),
      target: `≤ ${kb(m.load.cssBudget)}`,
      ok: m.isCssOk,
    });
  }
}
