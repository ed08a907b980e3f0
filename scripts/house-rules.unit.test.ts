import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every endpoint is declared once (shared/api). These grep-level rules keep it that way: the client
// builds URLs from the contracts, and routes leave access to the contract and its one policy.

const ROOT = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

const isTestFile = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith("client/src/test/");

/** Lines of the product files under `dir` that match, as "file:line: text" (comments included: they drift). */
function offending(dir: string, pattern: RegExp, skip: (file: string) => boolean = isTestFile): string[] {
  return sourceFiles(dir)
    .filter((file) => !skip(file))
    .flatMap((file) =>
      readFileSync(path.join(ROOT, file), "utf8")
        .split("\n")
        .flatMap((line, i) => (pattern.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
}

const API_LITERAL = /["'`]\/api\//;
const INLINE_ACCESS =
  /\brequireRole\b|\bsessionOf\b|\bauthorizeSubject\b|\bauth\.role\s*[!=]==|\breq\.auth\b|\b(notFound|forbidden)\(|\bisLinkedWith\b/;
// The unknown-route answer of the /api router is the one 404 a route file writes itself.
const API_FALLBACK = "server/routes/index.ts";
const ALERT_INSERT = /\.insert\(\s*(schema\.)?alerts\b/;
const ALERT_WRITER = "server/services/raise-alert.ts";

describe("house rules of the HTTP contract", () => {
  it("the client writes no /api/ path by hand: it calls the declared endpoints", () => {
    expect(offending("client/src", API_LITERAL)).toEqual([]);
  });

  it("routes check no role or subject by hand and refuse nothing themselves: access is declared in the contract", () => {
    const isElsewhere = (file: string) => isTestFile(file) || file === API_FALLBACK;
    expect(offending("server/routes", INLINE_ACCESS, isElsewhere)).toEqual([]);
  });

  it("one service writes alerts: every other writer goes through raiseAlert", () => {
    const isElsewhere = (file: string) => isTestFile(file) || file.startsWith("server/test/") || file === ALERT_WRITER;
    expect(offending("server", ALERT_INSERT, isElsewhere)).toEqual([]);
    expect(offending("server", ALERT_INSERT, isTestFile)).toEqual([`${ALERT_WRITER}:15: .insert(alerts)`]);
  });

  it("the rules find what they forbid (the patterns are not dead)", () => {
    expect(sourceFiles("client/src").length).toBeGreaterThan(100);
    expect(sourceFiles("server/routes").length).toBeGreaterThan(10);
    expect(API_LITERAL.test('fetch("/api/users/1")')).toBe(true);
    expect(API_LITERAL.test("queryKey: [`/api/x/${id}`]")).toBe(true);
    expect(INLINE_ACCESS.test('router.get("/x", requireRole("professional"), h)')).toBe(true);
    expect(INLINE_ACCESS.test('if (auth.role === "family") throw forbidden();')).toBe(true);
    expect(INLINE_ACCESS.test("const auth = sessionOf(req);")).toBe(true);
    expect(INLINE_ACCESS.test("toUserViewFor(auth.role, subject)")).toBe(false);
    expect(INLINE_ACCESS.test("if (!message || message.toUserId !== auth.userId) throw notFound();")).toBe(true);
    expect(INLINE_ACCESS.test("if (!(await isLinkedWith(db, auth, id))) throw conflict();")).toBe(true);
    // The API's 404 fallback (allowed there): found wherever its line moves as routers are added.
    const fallback = 'api.use((_req, _res, next) => next(notFound("Ruta de la API no encontrada")));';
    const fallbackLine = readFileSync(path.join(ROOT, API_FALLBACK), "utf8").split("\n").findIndex((l) => l.trim() === fallback) + 1;
    expect(fallbackLine).toBeGreaterThan(0);
    expect(offending("server/routes", INLINE_ACCESS, isTestFile)).toEqual([`${API_FALLBACK}:${fallbackLine}: ${fallback}`]);
    expect(ALERT_INSERT.test("await db.insert(alerts).values({")).toBe(true);
    expect(ALERT_INSERT.test("tx.insert(schema.alerts)")).toBe(true);
    expect(ALERT_INSERT.test("db.insert(alertRecipients)")).toBe(false);
  });
});
