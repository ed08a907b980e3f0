import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { ALL_ENDPOINTS } from "@shared/api/endpoints";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { testConfig } from "../config";
import type { Db } from "../db/types";
import { createLogger } from "../logger";
import { testPasswords, testPins } from "../test/hashers";
import { listApiRoutes } from "../test/routes";
import { SESSION_COOKIE } from "./cookies";
import { openApiDocument, openApiPath } from "./openapi";

/**
 * Express routes that have no endpoint contract yet: each migration removes its lines, and the list
 * ends empty. A new route without a contract fails the test below; so does a listed route once it is declared.
 */
const NOT_YET_DECLARED: readonly string[] = [];

const app = createApp({
  // Neither the document nor the route table touches the database.
  db: {} as Db,
  config: testConfig(),
  clock: () => new Date(),
  logger: createLogger("silent"),
  passwords: testPasswords,
  pins: testPins,
});

const declared = ALL_ENDPOINTS.map((e) => `${e.method} ${e.path}`);
const routes = listApiRoutes(app);

type Operation = {
  operationId: string;
  security: unknown[];
  parameters?: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { required: boolean; content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  "x-access": Record<string, unknown>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
};

async function fetchDocument(): Promise<Document> {
  const res = await request(app).get("/api/openapi.json");
  expect(res.status).toBe(200);
  expect(res.type).toBe("application/json");
  return res.body as Document;
}

describe("OpenAPI document", () => {
  it("is served to anyone at /api/openapi.json and is valid OpenAPI 3.1", async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("has every declared endpoint with its method, and nothing else", async () => {
    const doc = await fetchDocument();
    for (const endpoint of ALL_ENDPOINTS) {
      expect(doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()], endpoint.path).toBeDefined();
    }
    const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(ALL_ENDPOINTS.length);
  });

  it("describes parameters, bodies, answers and who may call", async () => {
    const doc = await fetchDocument();
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: "apiKey", in: "cookie", name: SESSION_COOKIE });

    const alerts = doc.paths["/api/family/alerts/{userId}"].get;
    expect(alerts.parameters).toEqual([expect.objectContaining({ name: "userId", in: "path", required: true })]);
    expect(alerts.security).toEqual([{ sessionCookie: [] }]);
    expect(alerts.responses["200"].content?.["application/json"].schema).toMatchObject({ type: "array" });
    expect(Object.keys(alerts.responses)).toEqual(expect.arrayContaining(["401", "403", "404"]));
    expect(alerts["x-access"]).toEqual({
      kind: "subject",
      subjectParam: "userId",
      subjectFrom: "user",
      subjectIn: "params",
      roles: { elderly: { scope: "care" }, family: { scope: "care" }, professional: { scope: "care" } },
      audit: "alerts.view",
    });

    // The portal always sends the outcome, but the body itself is optional (docs/behaviour/07-api.md sends none).
    const dismiss = doc.paths["/api/alerts/{id}/dismiss"].patch;
    expect(dismiss.requestBody?.required).toBe(false);
    expect(dismiss.requestBody?.content["application/json"].schema.properties).toHaveProperty("outcome");
    expect(dismiss.responses["204"]).toBeDefined();
    expect(dismiss.responses["400"].content?.["application/json"].schema).toEqual({
      $ref: "#/components/schemas/ErrorResponse",
    });
    expect(dismiss["x-access"]).toEqual({ kind: "record", recordParam: "id", recordOf: "alert", roles: ["professional"] });

    const municipalities = doc.paths["/api/municipalities"].get;
    expect(municipalities.security).toEqual([]);
    expect(municipalities["x-access"]).toEqual({ kind: "public" });
    expect(municipalities.responses).not.toHaveProperty("401");
  });

  it("is built once per process", () => {
    expect(openApiDocument()).toBe(openApiDocument());
  });

  it("is the same document the build writes to dist/openapi.json", { timeout: 60_000 }, async () => {
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), "openapi-")), "openapi.json");
    const run = spawnSync("npx", ["tsx", "scripts/write-openapi.ts", out], { encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(readFileSync(out, "utf8"))).toEqual(await fetchDocument());
  });
});

describe("endpoint contracts and the Express route table", () => {
  it("registers every declared endpoint", () => {
    expect(declared.filter((route) => !routes.includes(route))).toEqual([]);
  });

  it("declares every /api route, except the ones still listed as not yet migrated", () => {
    expect(routes.filter((route) => !declared.includes(route) && !NOT_YET_DECLARED.includes(route))).toEqual([]);
    // A listed route that got its contract (or is gone) must leave the list, so the list only shrinks.
    expect(NOT_YET_DECLARED.filter((route) => declared.includes(route) || !routes.includes(route))).toEqual([]);
  });
});
