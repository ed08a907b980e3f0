// First-load JavaScript and CSS (gzip) per role entry, from Vite's build manifest (build.manifest in
// vite.config.ts): what a screen downloads before it renders = the entry chunk (index.html) plus the lazy
// chunks that screen renders at once, each with its static imports and their CSS.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { addRow, KB, kb, log } from "./table";

const PUBLIC = path.resolve("dist/public");
const MANIFEST = path.join(PUBLIC, ".vite/manifest.json");

type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, Chunk>;

/**
 * `lazy`: manifest keys (client sources) of the lazy chunks the screen renders at first.
 * `renderedWith`: a folder whose chunks render their own lazy parts at once (the metrics tab and its charts),
 * so their dynamic imports count too.
 */
type RoleEntry = { label: string; lazy: string[]; renderedWith?: string; jsTarget?: number; cssTarget?: number };

const ROLE_ENTRIES: RoleEntry[] = [
  { label: "sin sesión (selector de municipio)", lazy: [], jsTarget: 120 * KB, cssTarget: 20 * KB },
  { label: "persona mayor: inicio", lazy: ["src/app/elderly-shell.tsx"], jsTarget: 120 * KB, cssTarget: 20 * KB },
  {
    label: "familia: panel",
    lazy: ["src/app/family-shell.tsx", "src/features/family/dashboard/dashboard-body.tsx"],
    jsTarget: 250 * KB,
    cssTarget: 20 * KB,
  },
  { label: "profesional: panel", lazy: ["src/app/professional-shell.tsx"], jsTarget: 250 * KB, cssTarget: 20 * KB },
  {
    label: "profesional: panel + pestaña Métricas (con gráficos)",
    lazy: ["src/app/professional-shell.tsx", "src/features/professional/metrics/metrics-panel.tsx"],
    renderedWith: "src/features/professional/metrics/",
    jsTarget: 250 * KB,
  },
];

function closure(manifest: Manifest, keys: string[], renderedWith?: string) {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const k of chunk.imports ?? []) visit(k);
    if (renderedWith && (chunk.src ?? key).startsWith(renderedWith)) {
      for (const k of chunk.dynamicImports ?? []) visit(k);
    }
  };
  for (const k of keys) visit(k);
  return { js, css };
}

export function measureBundles() {
  if (!fs.existsSync(MANIFEST)) {
    addRow({ measure: "Bundles", value: "falta dist/public/.vite/manifest.json (npm run build)", target: "", ok: null });
    return;
  }
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, "utf8")) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error("El manifiesto de Vite no tiene entrada");
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(PUBLIC, file)), { level: 9 }).length;
  log(`Bundles: manifiesto de Vite (${Object.keys(manifest).length} chunks)`);
  for (const role of ROLE_ENTRIES) {
    const missing = role.lazy.filter((k) => !manifest[k]);
    const { js, css } = closure(manifest, [entry, ...role.lazy.filter((k) => manifest[k])], role.renderedWith);
    const jsBytes = [...js].reduce((sum, f) => sum + gz(f), 0);
    const cssBytes = [...css].reduce((sum, f) => sum + gz(f), 0);
    const note = missing.length ? ` (falta ${missing.join(", ")})` : "";
    addRow({
      measure: `JS inicial gzip — ${role.label}${note}`,
      value: `${kb(jsBytes)} (${js.size} ficheros)`,
      target: role.jsTarget ? `≤ ${kb(role.jsTarget)}` : "",
      ok: missing.length ? false : role.jsTarget ? jsBytes <= role.jsTarget : null,
    });
    addRow({
      measure: `CSS inicial gzip — ${role.label}`,
      value: kb(cssBytes),
      target: role.cssTarget ? `≤ ${kb(role.cssTarget)}` : "",
      ok: role.cssTarget ? cssBytes <= role.cssTarget : null,
    });
  }
}
