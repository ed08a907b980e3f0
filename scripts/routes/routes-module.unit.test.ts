import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadContractModules, routesModule, routesOnDisk } from "./routes-module";

describe("shared/api/routes.ts and shared/api/routes/", () => {
  it("match the endpoint contracts (else: npx tsx scripts/routes/write-routes.ts)", async () => {
    expect(routesOnDisk((file) => readFileSync(file, "utf8"))).toEqual(routesModule(await loadContractModules()));
  });

  it("keep each endpoint's method and path, and nothing else, one file per contract module", () => {
    const schema = { parse: () => null };
    const files = routesModule([
      { name: "x-things", exports: { xEndpoints: { get: { method: "GET", path: "/api/x/:id", response: schema } } } },
      { name: "plain", exports: { LIMIT: 5 } },
    ]);
    expect(Object.keys(files).sort()).toEqual(["routes.ts", "routes/x-things.ts"]);
    const text = files["routes/x-things.ts"];
    expect(text).toContain('import type * as xThings from "../x-things";');
    expect(text).toContain("export const xEndpoints: RoutesOf<typeof xThings.xEndpoints> = {");
    expect(text).toContain('  get: { method: "GET", path: "/api/x/:id" },');
    expect(text).not.toContain("response");
    expect(files["routes.ts"]).toContain('export { xEndpoints } from "./routes/x-things";');
    expect(files["routes.ts"]).not.toContain("plain");
  });
});
