import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The server validates, the client types: zod and the contracts' schemas stay out of the client's first loads
// (scripts/bench/budgets.ts). The client imports values only from the zod-free modules of shared/api (the routes,
// the texts); the schemas only as types, or in the forms below, whose screens load lazily.

const ROOT = path.resolve(import.meta.dirname, "..");
const API = path.join(ROOT, "shared/api");
const isZodFree = (module: string) =>
  ["routes", "contract", "messages", "metrics-paths"].includes(module) || module.endsWith("-texts");
const FORMS_WITH_SCHEMAS = [
  "client/src/components/reminders/reminder-bodies.ts",
  "client/src/features/auth/device-enrol-form.tsx",
  "client/src/features/auth/elderly-pin-step.tsx",
  "client/src/features/auth/login-form.tsx",
  "client/src/features/auth/register-form.tsx",
  "client/src/features/professional/on-call/on-call-form.tsx",
  "client/src/features/professional/service/service-form.tsx",
];

/** The modules a file imports values from (static imports; `import type` and `type X` names left out). */
function valueImports(text: string, from: RegExp): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+"([^"]+)"/g)) {
    const [, isTypeOnly, names, module] = match;
    const hasValue = names.split(",").some((name) => name.trim() !== "" && !name.trim().startsWith("type "));
    const local = module.match(from)?.[1];
    if (!isTypeOnly && hasValue && local) found.push(local);
  }
  return found;
}

function clientFiles(): string[] {
  return readdirSync(path.join(ROOT, "client/src"), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith("client/src/test/"));
}

describe("zod stays out of the client's bundles", () => {
  it("the client imports values only from zod-free shared/api modules, schemas only in its lazy forms", () => {
    const offending = clientFiles()
      .filter((file) => !FORMS_WITH_SCHEMAS.includes(file))
      .flatMap((file) =>
        valueImports(readFileSync(path.join(ROOT, file), "utf8"), /^@shared\/api\/(.+)$/)
          .filter((module) => !isZodFree(module))
          .map((module) => `${file}: @shared/api/${module}`),
      );
    expect(offending).toEqual([]);
  });

  it("the zod-free modules import no zod, nor a module that does", () => {
    const modules = readdirSync(API)
      .filter((file) => file.endsWith(".ts") && !file.includes(".test."))
      .map((file) => file.slice(0, -".ts".length))
      .filter(isZodFree);
    const offending = modules.flatMap((module) => {
      const text = readFileSync(path.join(API, `${module}.ts`), "utf8");
      const local = valueImports(text, /^\.\/(.+)$/).filter((m) => !isZodFree(m));
      const packages = valueImports(text, /^([^.].*)$/);
      return [...local, ...packages].map((imported) => `${module}.ts: ${imported}`);
    });
    expect(modules.length).toBeGreaterThan(5);
    expect(offending).toEqual([]);
  });
});
