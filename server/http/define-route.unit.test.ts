import { idParams } from "@shared/api/common";
import { defineEndpoint } from "@shared/api/contract";
import { z } from "@shared/api/zod";
import express, { Router } from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { SessionContext } from "../auth/sessions";
import { testConfig } from "../config";
import type { AppDeps } from "../deps";
import { createLogger } from "../logger";
import { defineRoute } from "./define-route";
import { errorHandler } from "./errors";

const greeting = defineEndpoint({
  method: "GET",
  path: "/api/greeting/:id",
  summary: "test",
  access: { kind: "signed-in", roles: ["professional"] },
  params: idParams,
  response: z.object({ text: z.string() }),
});
const touch = defineEndpoint({
  method: "POST",
  path: "/api/touch",
  summary: "test",
  access: { kind: "public" },
  body: z.object({ n: z.number({ error: "Indique un número" }) }),
  response: null,
});

const ID = "8b0c2a52-1c1f-4b6e-9d7a-2f1f8d0e4c11";
const staff = { userId: "p1", role: "professional", municipalityId: "m1", secondFactor: "done" } as SessionContext;
const family = { ...staff, role: "family" } as SessionContext;

/** A real Express app with one router, the real error handler and the caller set by a header. */
function appWith(env: "test" | "production", answer: unknown) {
  const deps = { config: { ...testConfig(), env }, clock: () => new Date("2026-11-25T10:00:00Z") } as AppDeps;
  const router = Router();
  const touched: number[] = [];
  defineRoute(router, deps, greeting, () => answer as { text: string });
  defineRoute(router, deps, touch, ({ body }) => {
    touched.push(body.n);
    return null;
  });
  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    const who = req.get("x-test-caller");
    req.auth = who === "staff" ? staff : who === "family" ? family : undefined;
    next();
  });
  app.use("/api", router);
  app.use(errorHandler(createLogger("silent")));
  return { app, touched };
}

describe("defineRoute", () => {
  it("answers the handler's result when it keeps its contract", async () => {
    const { app } = appWith("test", { text: "hola" });
    const res = await request(app).get(`/api/greeting/${ID}`).set("x-test-caller", "staff");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ text: "hola" });
  });

  it("fails loudly in tests when the answer drifts from its declared schema, and trusts it in production", async () => {
    const drifted = { words: "hola" };
    const inTests = await request(appWith("test", drifted).app).get(`/api/greeting/${ID}`).set("x-test-caller", "staff");
    expect(inTests.status).toBe(500);
    expect(JSON.stringify(inTests.body)).not.toContain("contrato");
    const inProduction = await request(appWith("production", drifted).app)
      .get(`/api/greeting/${ID}`)
      .set("x-test-caller", "staff");
    expect(inProduction.status).toBe(200);
  });

  it("checks the session and the role before it reads the input", async () => {
    const { app } = appWith("test", { text: "hola" });
    expect((await request(app).get("/api/greeting/not-an-id")).status).toBe(401);
    const wrongRole = await request(app).get("/api/greeting/not-an-id").set("x-test-caller", "family");
    expect(wrongRole.status).toBe(403);
    const badId = await request(app).get("/api/greeting/not-an-id").set("x-test-caller", "staff");
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe("Identificador no válido");
  });

  it("answers 204 for a contract without a response, and a bad body changes nothing", async () => {
    const { app, touched } = appWith("test", null);
    const bad = await request(app).post("/api/touch").send({ n: "tres" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Indique un número");
    expect(touched).toEqual([]);
    const ok = await request(app).post("/api/touch").send({ n: 3 });
    expect(ok.status).toBe(204);
    expect(ok.text).toBe("");
    expect(touched).toEqual([3]);
  });
});
