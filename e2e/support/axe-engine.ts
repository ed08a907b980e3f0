import fs from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";
import type { Page } from "@playwright/test";

// axe-core run in the page itself, injected once per document. `AxeBuilder.analyze()` (@axe-core/playwright)
// injected the 550 kB engine on every call, ran it in parts, then opened a blank page, injected the engine there
// too and assembled the results in it: several times the cost of the run itself (docs/testing.md). Same rules, tags
// and results; the engine is the very copy @axe-core/playwright depends on.
const requireFromAxeBuilder = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
let source: string | null = null;
function engineSource(): string {
  source ??= fs.readFileSync(requireFromAxeBuilder.resolve("axe-core/axe.min.js"), "utf8");
  return source;
}

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe's violations on the page as it is now. Every frame gets the engine, as AxeBuilder did (axe reaches into a
 * frame only when the engine is there; the app has none today). Only violations are asked for, so axe does not
 * collect every passing node.
 */
async function axeRun(page: Page, options: RunOptions): Promise<AxeResults["violations"]> {
  for (const frame of page.frames()) {
    const hasEngine = await frame.evaluate(() => "axe" in window);
    if (!hasEngine) await frame.evaluate(engineSource());
  }
  return page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } };
    return (await axe.run(document, { ...runOptions, resultTypes: ["violations"] })).violations;
  }, options);
}

/**
 * axe with the WCAG 2.0/2.1 A and AA rules and, when asked (the older person's screens), the AAA 7:1 text contrast
 * ('color-contrast-enhanced') in the same run: an enabled rule is added to the tags, it does not replace them.
 * One line per violation: rule, impact, help and every target with its failure summary.
 */
export async function axeFindings(page: Page, { enhancedContrast = false } = {}): Promise<string[]> {
  const rules: Record<string, { enabled: boolean }> = enhancedContrast ? { "color-contrast-enhanced": { enabled: true } } : {};
  const violations = await axeRun(page, { runOnly: { type: "tag", values: WCAG_TAGS }, rules });
  return violations.map((violation) => {
    const targets = violation.nodes.map((node) => {
      const summary = node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, " ")})` : "";
      return `${node.target.join(" ")}${summary}`;
    });
    return `axe ${violation.id} [${violation.impact ?? "?"}] ${violation.help} -> ${targets.join(" | ")}`;
  });
}
