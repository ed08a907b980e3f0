import { describe, expect, it } from "vitest";
import { budgetFailures, type FirstLoad, type Manifest, measureFirstLoads } from "./budgets";

// A manifest like Vite's: the entry imports a shared chunk; a lazy screen imports it too and lazily loads charts.
const manifest: Manifest = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_shared.js"], css: ["assets/index.css"] },
  "_shared.js": { file: "assets/shared.js" },
  "src/screen.tsx": {
    file: "assets/screen.js",
    src: "src/screen.tsx",
    isDynamicEntry: true,
    imports: ["_shared.js"],
    dynamicImports: ["src/charts.tsx"],
  },
  "src/charts.tsx": { file: "assets/charts.js", src: "src/charts.tsx", isDynamicEntry: true },
};
const sizes: Record<string, number> = {
  "assets/index.js": 50_000,
  "assets/shared.js": 10_000,
  "assets/screen.js": 20_000,
  "assets/charts.js": 40_000,
  "assets/index.css": 5_000,
};
const gzipSize = (file: string) => sizes[file];
const screen = (jsBudget: number, more: Partial<FirstLoad> = {}): FirstLoad => ({
  label: "pantalla",
  lazy: ["src/screen.tsx"],
  jsBudget,
  cssBudget: 8_000,
  ...more,
});

describe("first-load budgets", () => {
  it("counts the entry, the screen's lazy chunk and their static imports once, not what it loads later", () => {
    const [m] = measureFirstLoads(manifest, gzipSize, [screen(80_000)]);
    expect(m).toMatchObject({ jsBytes: 80_000, jsFiles: 3, cssBytes: 5_000, isJsOk: true, isCssOk: true });
    expect(budgetFailures([m])).toEqual([]);
  });

  it("counts the lazy parts a folder renders at once (the charts of the metrics tab)", () => {
    const [m] = measureFirstLoads(manifest, gzipSize, [screen(120_000, { renderedWith: "src/" })]);
    expect(m.jsBytes).toBe(120_000);
    expect(m.isJsOk).toBe(true);
  });

  it("fails a screen one byte over its budget", () => {
    const measured = measureFirstLoads(manifest, gzipSize, [screen(79_999)]);
    expect(measured[0].isJsOk).toBe(false);
    expect(budgetFailures(measured)).toHaveLength(1);
  });

  it("names the screen, its size and its budget in the failure", () => {
    const measured = measureFirstLoads(manifest, gzipSize, [screen(70_000)]);
    expect(budgetFailures(measured)).toEqual(["pantalla: JS inicial 78,1 kB gzip supera el presupuesto de 68,4 kB"]);
  });

  it("fails CSS over its budget and a lazy chunk missing from the manifest", () => {
    const measured = measureFirstLoads(manifest, gzipSize, [
      screen(80_000, { cssBudget: 4_000 }),
      screen(80_000, { label: "renombrada", lazy: ["src/gone.tsx"] }),
    ]);
    expect(budgetFailures(measured)).toEqual([
      "pantalla: CSS inicial 4,9 kB gzip supera el presupuesto de 3,9 kB",
      "renombrada: el manifiesto no tiene src/gone.tsx",
    ]);
  });

  it("over budget but within its ceiling: the build passes, the bench still marks it over; past the ceiling it fails", () => {
    const [within] = measureFirstLoads(manifest, gzipSize, [screen(70_000, { jsCeiling: 80_000 })]);
    expect(within).toMatchObject({ isJsOk: false, isJsWithinCeiling: true });
    expect(budgetFailures([within])).toEqual([]);
    const [past] = measureFirstLoads(manifest, gzipSize, [screen(70_000, { jsCeiling: 79_999 })]);
    expect(budgetFailures([past])).toEqual([
      "pantalla: JS inicial 78,1 kB gzip supera el techo de 78,1 kB (presupuesto 68,4 kB)",
    ]);
  });
});
