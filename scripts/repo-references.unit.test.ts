import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A reader of the repository follows what the docs and comments name. Every repository path they cite must
// exist, and none may point at a tracker's issue number the reader cannot look up: say what and why in place.

const ROOT = path.resolve(import.meta.dirname, "..");
const TEXT = /\.(md|ts|tsx|mjs|sql|css)$/;
/** The import-boundary tests name files that exist only inside the test, to show the linter refusing them. */
const NAMES_IMAGINED_FILES = new Set(["scripts/lint-boundaries.unit.test.ts", "scripts/repo-references.unit.test.ts"]);

const tracked = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" })
  .split("\n")
  .filter((file) => TEXT.test(file) && !NAMES_IMAGINED_FILES.has(file) && existsSync(path.join(ROOT, file)));

const REPO_PATH =
  /(?<![\w@/.-])((?:\.\.\/)*(?:docs|server|client|shared|scripts|e2e|migrations|\.ci)\/[\w./-]+\.(?:md|tsx|ts|mjs|sql|json|css|js|conf|sh))/g;
const TRACKER = /\b(?:issue|ticket)\s+#?\d+/i;

/** Cited paths that are neither from the repository's root nor from the citing file's folder. */
function missingPaths(file: string, text: string, exists: (p: string) => boolean): string[] {
  return [...text.matchAll(REPO_PATH)]
    .map((m) => m[1])
    .filter((cited) => !exists(cited) && !exists(path.join(path.dirname(file), cited)));
}

const onDisk = (p: string) => existsSync(path.join(ROOT, p));

describe("what the repository cites", () => {
  it("finds a missing path and a tracker reference (the checks are not dead)", () => {
    expect(missingPaths("docs/a.md", "see `server/auth/gone.ts` and docs/behaviour/03-entities.md", onDisk)).toEqual([
      "server/auth/gone.ts",
    ]);
    expect(missingPaths("docs/decisions/x.md", "[roles](../behaviour/06-roles-and-access.md)", onDisk)).toEqual([]);
    // Built from parts, so this file does not itself read as a citation.
    expect(TRACKER.test(`the metrics (${"issue"} ${17}) as rollups`)).toBe(true);
    expect(TRACKER.test("a spec's own reminder")).toBe(false);
  });

  it("every repository path named in docs, comments and scripts exists", () => {
    const missing = tracked.flatMap((file) =>
      missingPaths(file, readFileSync(path.join(ROOT, file), "utf8"), onDisk).map((p) => `${file}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it("nothing refers to a tracker's issue numbers", () => {
    const found = tracked.flatMap((file) =>
      readFileSync(path.join(ROOT, file), "utf8")
        .split("\n")
        .flatMap((line, i) => (TRACKER.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
