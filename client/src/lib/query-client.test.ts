import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import {
  apiRequest,
  createQueryClient,
  getErrorCode,
  getErrorMessage,
  getErrorStatus,
  setUnauthorizedHandler,
} from "./query-client";

let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/api/things/42/items") {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ id: 42, seen: req.url }));
    } else if (req.url === "/api/broken") {
      res.writeHead(409, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ message: "Ya existe" }));
    } else if (req.url === "/api/empty") {
      res.writeHead(503);
      res.end();
    } else {
      res.writeHead(404);
      res.end("nada");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

describe("default query function (docs/behaviour/07-api.md)", () => {
  it("joins the query key segments with '/' and parses JSON", async () => {
    const client = createQueryClient();
    const data = await client.fetchQuery({ queryKey: [`${base}/api/things`, 42, "items"] });
    expect(data).toEqual({ id: 42, seen: "/api/things/42/items" });
  });

  it("turns a non-OK answer into '<status>: <body>'", async () => {
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: [`${base}/api/broken`] })).rejects.toThrow(
      '409: {"message":"Ya existe"}',
    );
  });

  it("uses the status text when the body is empty", async () => {
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: [`${base}/api/empty`] })).rejects.toThrow(
      "503: Service Unavailable",
    );
  });

  it("never goes stale, never refetches on focus and never retries", () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(options.queries?.refetchOnWindowFocus).toBe(false);
    expect(options.queries?.retry).toBe(false);
    expect(options.mutations?.retry).toBe(false);
  });
});

describe("apiRequest", () => {
  it("sends JSON with credentials", async () => {
    const fetchStub = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchStub);
    await apiRequest("POST", "/api/x", { a: 1 });
    expect(fetchStub).toHaveBeenCalledWith("/api/x", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"a":1}',
      credentials: "include",
    });
  });

  it("throws '<status>: <body>' against a real server", async () => {
    await expect(apiRequest("GET", `${base}/api/broken`)).rejects.toThrow('409: {"message":"Ya existe"}');
  });

  it("reports a 401 as an ended session, except on the login endpoints", async () => {
    vi.stubGlobal("fetch", async () => new Response('{"message":"no"}', { status: 401 }));
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    await expect(apiRequest("POST", "/api/auth/login-pin", {})).rejects.toThrow("401: ");
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(apiRequest("GET", "/api/reminders/1")).rejects.toThrow('401: {"message":"no"}');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe("error helpers", () => {
  it("extracts the status and the server's Spanish message", () => {
    const error = new ApiError(423, '{"message":"Demasiados intentos"}');
    expect(getErrorStatus(error)).toBe(423);
    expect(getErrorMessage(error, "otro")).toBe("Demasiados intentos");
    expect(getErrorMessage(new ApiError(500, "<html>"), "Por defecto")).toBe("Por defecto");
    expect(getErrorMessage("nada", "Por defecto")).toBe("Por defecto");
  });

  it("reads the machine-readable code", () => {
    expect(getErrorCode(new ApiError(403, '{"message":"No","code":"device-not-enrolled"}'))).toBe("device-not-enrolled");
    expect(getErrorCode(new ApiError(403, '{"message":"No"}'))).toBeNull();
  });

  it("finds no status, message or code in an error that is not the server's answer", () => {
    // E.g. fetch rejecting offline, even if its text happens to look like one.
    const offline = new Error('503: {"message":"Sin servicio","code":"x"}');
    expect(getErrorStatus(offline)).toBeNull();
    expect(getErrorMessage(offline, "Por defecto")).toBe("Por defecto");
    expect(getErrorCode(offline)).toBeNull();
  });
});

describe("errors against a real server", () => {
  it("are ApiErrors with the status and the parsed body", async () => {
    const error = await apiRequest("GET", `${base}/api/broken`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(getErrorStatus(error)).toBe(409);
    expect(getErrorMessage(error, "otro")).toBe("Ya existe");
  });
});
