import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

// The second accessibility engine: IBM's Equal Access checker, bundled from npm and evaluated in the
// page like axe is (an evaluated script is not subject to the app's Content-Security-Policy).
const require = createRequire(import.meta.url);
let source: string | null = null;
function engineSource(): string {
  source ??= fs.readFileSync(require.resolve("accessibility-checker-engine/ace.js"), "utf8");
  return source;
}

type IbmResult = { ruleId: string; reasonId: string; value: [string, string]; message: string; path: { dom: string } };

/**
 * WCAG 2.2 A and AA failures found by IBM's engine: definite violations only ('VIOLATION', 'FAIL'); the
 * 'POTENTIAL' and 'MANUAL' results ask for a human review and are not failures. Content made inert by an open
 * modal is not reported (see below); every rule runs. The report (every rule's result on every element, passes
 * included) is narrowed in the page: only the failures cross to the test, not thousands of passes.
 */
export async function ibmViolations(page: Page): Promise<string[]> {
  const hasEngine = await page.evaluate(() => "ace" in window);
  if (!hasEngine) await page.evaluate(`${engineSource()}\nwindow.ace = ace;`);
  return page.evaluate(async () => {
    type Checker = { check: (doc: Document, rulesets: string[]) => Promise<{ results: unknown[] }> };
    const engine = (window as unknown as { ace: { Checker: new () => Checker } }).ace;
    const report = await new engine.Checker().check(document, ["WCAG_2_2"]);
    // Behind an open modal the page is inert: no one can reach it, and IBM reads its labels as empty. It is
    // checked on its own when no modal is open, so results there are left out, not any rule.
    const isInert = (xpath: string) => {
      const node = document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
      const element = node instanceof Element ? node : (node?.parentElement ?? null);
      return Boolean(element?.closest("[inert]"));
    };
    return (report.results as IbmResult[])
      .filter((result) => result.value[0] === "VIOLATION" && result.value[1] === "FAIL")
      .filter((result) => !isInert(result.path.dom))
      .map((result) => `${result.ruleId} (${result.reasonId}) ${result.message} -> ${result.path.dom}`);
  });
}
