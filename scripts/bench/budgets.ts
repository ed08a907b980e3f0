// The first-load budgets of the client (gzip), in one place: `npm run build` fails when one is exceeded
// (scripts/check-bundles.ts) and `npm run bench` shows each against its budget (bundles.ts). What a screen
// downloads before it renders = the entry chunk (index.html) plus the lazy chunks that screen renders at once, each
// with its static imports and their CSS, read from Vite's build manifest (build.manifest in vite.config.ts).

import { KB, kb } from "./table";

export type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, Chunk>;

/**
 * `lazy`: manifest keys (client sources) of the lazy chunks the screen renders at first.
 * `renderedWith`: a folder whose chunks render their own lazy parts at once (the metrics tab and its charts),
 * so their dynamic imports count too.
 */
export type FirstLoad = {
  label: string;
  lazy: string[];
  renderedWith?: string;
  jsBudget: number;
  cssBudget: number;
  /**
   * While a screen is over its budget, what it weighs today (rounded up): the build fails above it, so no change
   * makes it heavier while the cuts that bring it to the budget land. Lowered with each cut; removed at the budget.
   */
  jsCeiling?: number;
};

const CSS_BUDGET = 20 * KB;

export const FIRST_LOADS: FirstLoad[] = [
  { label: "sin sesión (selector de municipio)", lazy: [], jsBudget: 90 * KB, jsCeiling: 92 * KB, cssBudget: CSS_BUDGET },
  {
    label: "persona mayor: inicio",
    lazy: ["src/app/elderly-shell.tsx"],
    jsBudget: 100 * KB,
    jsCeiling: 115 * KB,
    cssBudget: CSS_BUDGET,
  },
  {
    label: "familia: panel",
    lazy: ["src/app/family-shell.tsx", "src/features/family/dashboard/dashboard-body.tsx"],
    jsBudget: 160 * KB,
    cssBudget: CSS_BUDGET,
  },
  {
    label: "profesional: panel",
    lazy: ["src/app/professional-shell.tsx"],
    jsBudget: 160 * KB,
    cssBudget: CSS_BUDGET,
  },
  {
    label: "profesional: panel + pestaña Métricas (con gráficos)",
    lazy: ["src/app/professional-shell.tsx", "src/features/professional/metrics/metrics-panel.tsx"],
    renderedWith: "src/features/professional/metrics/",
    jsBudget: 230 * KB,
    cssBudget: CSS_BUDGET,
  },
];

/** The JS and CSS files a screen downloads first: the chunks of `keys` and their static imports. */
export function closure(manifest: Manifest, keys: string[], renderedWith?: string) {
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

export type Measured = {
  load: FirstLoad;
  jsBytes: number;
  jsFiles: number;
  cssBytes: number;
  /** Lazy chunks the manifest lacks (a renamed screen): the measure would be wrong, so it counts as a failure. */
  missing: string[];
  isJsOk: boolean;
  /** Within the ceiling while over budget (the build's test); the same as isJsOk without a ceiling. */
  isJsWithinCeiling: boolean;
  isCssOk: boolean;
};

/** Each first load's gzip size (`gzipSize` of a built file) against its budget. */
export function measureFirstLoads(
  manifest: Manifest,
  gzipSize: (file: string) => number,
  loads: readonly FirstLoad[] = FIRST_LOADS,
): Measured[] {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error("El manifiesto de Vite no tiene entrada");
  return loads.map((load) => {
    const missing = load.lazy.filter((k) => !manifest[k]);
    const { js, css } = closure(manifest, [entry, ...load.lazy.filter((k) => manifest[k])], load.renderedWith);
    const jsBytes = [...js].reduce((sum, f) => sum + gzipSize(f), 0);
    const cssBytes = [...css].reduce((sum, f) => sum + gzipSize(f), 0);
    return {
      load,
      jsBytes,
      jsFiles: js.size,
      cssBytes,
      missing,
      isJsOk: missing.length === 0 && jsBytes <= load.jsBudget,
      isJsWithinCeiling: missing.length === 0 && jsBytes <= (load.jsCeiling ?? load.jsBudget),
      isCssOk: cssBytes <= load.cssBudget,
    };
  });
}

/** One Spanish line per exceeded budget or ceiling (none: all within). */
export function budgetFailures(measured: readonly Measured[]): string[] {
  return measured.flatMap((m) => [
    ...(m.missing.length ? [`${m.load.label}: el manifiesto no tiene ${m.missing.join(", ")}`] : []),
    ...(m.missing.length === 0 && !m.isJsWithinCeiling
      ? [
          m.load.jsCeiling
            ? `${m.load.label}: JS inicial ${kb(m.jsBytes)} gzip supera el techo de ${kb(m.load.jsCeiling)} (presupuesto ${kb(m.load.jsBudget)})`
            : `${m.load.label}: JS inicial ${kb(m.jsBytes)} gzip supera el presupuesto de ${kb(m.load.jsBudget)}`,
        ]
      : []),
    ...(!m.isCssOk
      ? [`${m.load.label}: CSS inicial ${kb(m.cssBytes)} gzip supera el presupuesto de ${kb(m.load.cssBudget)}`]
      : []),
  ]);
}
