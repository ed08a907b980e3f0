import { MESSAGES } from "@shared/api/messages";
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import {
  accountLocked,
  conflict,
  type DomainError,
  forbidden,
  invalidInput,
  notFound,
  tooManyAttempts,
  unauthenticated,
} from "../domain-errors";
import { createLogger } from "../logger";
import { errorHandler, HttpError, STATUS_OF_REFUSAL } from "./errors";

// Services and server/auth throw domain errors; the error handler is the one place they become HTTP. API
// clients must see exactly what they saw when services threw HttpError themselves.

function answerOf(err: Error) {
  const app = express();
  app.get("/", () => {
    throw err;
  });
  app.use(errorHandler(createLogger("silent")));
  return request(app).get("/");
}

/** The headers a client sees, without the one that changes by the second. */
function headersOf(res: request.Response) {
  const { date: _date, ...rest } = res.headers;
  return rest;
}

const CASES: Array<[string, DomainError, number, Record<string, unknown>]> = [
  ["invalid input", invalidInput("La fecha es demasiado antigua"), 400, { message: "La fecha es demasiado antigua" }],
  ["no session", unauthenticated(), 401, { message: MESSAGES.unauthenticated }],
  ["a wrong secret", unauthenticated("PIN incorrecto"), 401, { message: "PIN incorrecto" }],
  ["forbidden", forbidden(), 403, { message: MESSAGES.forbidden }],
  ["private", forbidden(MESSAGES.privateInfo), 403, { message: MESSAGES.privateInfo }],
  ["forbidden with a code", forbidden("Tableta sin dar de alta", "X"), 403, { message: "Tableta sin dar de alta", code: "X" }],
  ["not found", notFound(), 404, { message: MESSAGES.notFound }],
  ["not found with its text", notFound("Esa sesión ya no está abierta"), 404, { message: "Esa sesión ya no está abierta" }],
  ["conflict", conflict("Ya respondida"), 409, { message: "Ya respondida" }],
  ["conflict with a code", conflict("Hay dos personas", "Y"), 409, { message: "Hay dos personas", code: "Y" }],
  ["locked", accountLocked(), 423, { message: MESSAGES.locked }],
  ["too many attempts", tooManyAttempts("Demasiados intentos"), 429, { message: "Demasiados intentos" }],
];

describe("domain errors at the route boundary", () => {
  it.each(CASES)("%s: status and Spanish body", async (_case, err, status, body) => {
    const res = await answerOf(err);
    expect(res.status).toBe(status);
    expect(res.body).toEqual(body);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["retry-after"]).toBeUndefined();
  });

  it.each(CASES)("%s: the same answer, headers included, as the HttpError it replaces", async (_case, err, status, body) => {
    const { message, ...extra } = body;
    const [domain, http] = await Promise.all([answerOf(err), answerOf(new HttpError(status, String(message), extra))]);
    expect(domain.status).toBe(http.status);
    expect(domain.body).toEqual(http.body);
    expect(headersOf(domain)).toEqual(headersOf(http));
  });

  it("gives every kind of refusal its own 4xx status", () => {
    for (const status of Object.values(STATUS_OF_REFUSAL)) expect(status).toBeGreaterThanOrEqual(400);
    expect(new Set(Object.values(STATUS_OF_REFUSAL)).size).toBe(Object.keys(STATUS_OF_REFUSAL).length);
  });

  it("still answers a bug with a 500 that says nothing of it", async () => {
    const res = await answerOf(new Error("columna secreta"));
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain("columna secreta");
  });
});
