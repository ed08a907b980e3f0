import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The import boundaries of eslint.config.js, proven on tiny snippets linted as if they lived at a given path.
// Imported targets are real files, because the rules resolve each specifier before judging it.
const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, "eslint.config.js") });

async function importRulesFired(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((message) => message.ruleId ?? message.message).filter((rule) => rule.startsWith("import-x/"));
}

const PATHS = "import-x/no-restricted-paths";

describe("import boundaries", { timeout: 60_000 }, () => {
  it.each([
    ["a feature imports another by alias", "client/src/features/family/probe.ts", "@/features/professional/common/labels"],
    ["a feature imports another by relative path", "client/src/features/family/dashboard/probe.ts", "../../professional/common/labels"],
    ["shared imports the server", "shared/domain/probe.ts", "../../server/config"],
    ["shared imports the client", "shared/domain/probe.ts", "../../client/src/lib/cn"],
    ["the client imports the server", "client/src/lib/probe.ts", "../../../server/config"],
    ["the server imports the client", "server/routes/probe.ts", "../../client/src/lib/cn"],
    ["a feature imports the app", "client/src/features/elderly/probe.ts", "@/app/elderly-shell"],
    ["a shared widget imports the app", "client/src/components/probe.tsx", "@/app/app"],
    ["a lib module imports the app", "client/src/lib/probe.ts", "../app/page-title"],
    ["a shared widget imports a feature", "client/src/components/probe.tsx", "@/features/family/common/time-labels"],
    ["a lib module imports a feature", "client/src/lib/probe.ts", "@/features/professional/common/labels"],
    ["product server code imports a test harness", "server/routes/probe.ts", "../test/harness"],
    ["a product screen imports a client test helper", "client/src/features/family/probe.tsx", "@/test/render-app"],
    ["shared product code imports its test helpers", "shared/domain/probe.ts", "../testing/semicolon-csv"],
    ["auth imports the route definition", "server/auth/probe.ts", "../http/define-route"],
    ["auth imports HTTP errors", "server/auth/probe.ts", "../http/errors"],
    ["a service imports HTTP errors", "server/services/probe.ts", "../http/errors"],
    ["a nested service imports HTTP", "server/services/professional/probe.ts", "../../http/cookies"],
    ["a role's browser spec imports another role's helpers", "e2e/professional/probe.spec.ts", "../elderly/elderly-helpers"],
    ["a role's browser spec imports the accessibility sweep", "e2e/family/probe.spec.ts", "../a11y/a11y-geometry"],
    ["browser-test support imports a role's helpers", "e2e/support/probe.ts", "../family/family-helpers"],
  ])("refuses: %s", async (_case, filePath, specifier) => {
    expect(await importRulesFired(`import "${specifier}";\n`, filePath)).toEqual([PATHS]);
  });

  it.each([
    ["a feature imports its own modules", "client/src/features/family/dashboard/probe.ts", "../common/time-labels"],
    ["a feature imports shared widgets, lib and shared", "client/src/features/family/probe.ts", "@/components/logo"],
    ["the app composes features", "client/src/app/probe.tsx", "@/features/family/common/time-labels"],
    ["the client imports shared", "client/src/lib/probe.ts", "@shared/domain/names"],
    ["the server imports shared", "server/routes/probe.ts", "@shared/domain/names"],
    ["a server test imports the harness", "server/routes/probe.api.test.ts", "../test/harness"],
    ["a client test imports a test helper", "client/src/features/family/probe.test.tsx", "@/test/render-app"],
    ["a client test helper imports the app", "client/src/test/probe.tsx", "@/app/app"],
    ["the route definition imports auth", "server/http/probe.ts", "../auth/access"],
    ["a service throws domain errors", "server/services/probe.ts", "../domain-errors"],
    ["auth uses the read cache", "server/auth/probe.ts", "../read-cache"],
    ["a role's browser spec imports support", "e2e/family/probe.spec.ts", "../support/fixtures"],
    ["a journey across roles imports a role's helpers", "e2e/cross-role/probe.spec.ts", "../professional/professional-helpers"],
    ["the accessibility sweep imports a role's helpers", "e2e/a11y/probe.spec.ts", "../elderly/elderly-helpers"],
  ])("allows: %s", async (_case, filePath, specifier) => {
    expect(await importRulesFired(`import "${specifier}";\n`, filePath)).toEqual([]);
  });

  it("keeps Node built-ins out of shared, which also runs in the browser", async () => {
    expect(await importRulesFired(`import "node:fs";\nimport "path";\n`, "shared/domain/probe.ts")).toEqual([
      "import-x/no-nodejs-modules",
      "import-x/no-nodejs-modules",
    ]);
    expect(await importRulesFired(`import "node:fs";\n`, "server/probe.ts")).toEqual([]);
  });

  it("refuses an import cycle", async () => {
    // check.ts imports values from text.ts, so text.ts importing check.ts back closes a loop.
    const fired = await importRulesFired(`import "./check";\n`, "shared/domain/memory/text.ts");
    expect(fired).toEqual(["import-x/no-cycle"]);
  });
});
