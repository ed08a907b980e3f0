import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadContractModules, ROUTES_FILE, routesModule } from "./routes-module";

describe("shared/api/routes.ts", () => {
  it("matches the endpoint contracts (else: npx tsx scripts/routes/write-routes.ts)", async () => {
    expect(readFileSync(ROUTES_FILE, "utf8")).toBe(routesModule(await loadContractModules()));
  });

  it("keeps each endpoint's method and path, and nothing else", () => {
    const schema = { parse: () => null };
    const text = routesModule([
      { name: "x-things", exports: { xEndpoints: { get: { method: "GET", path: "/api/x/:id", response: schema } } } },
      { name: "plain", exports: { LIMIT: 5 } },
    ]);
    expect(text).toContain('import type * as xThings from "./x-things";');
    expect(text).toContain("export const xEndpoints: RoutesOf<typeof xThings.xEndpoints> = {");
    expect(text).toContain('  get: { method: "GET", path: "/api/x/:id" },');
    expect(text).not.toContain("plain");
    expect(text).not.toContain("response");
  });
});
