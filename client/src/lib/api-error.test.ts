import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { apiJson, throwIfResNotOk } from "./query-client";

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ApiError.fromResponse", () => {
  it("reads the server's message, code and validation issues", async () => {
    const body = {
      message: "  El título es obligatorio ",
      code: "invalid-input",
      issues: [
        { path: ["title"], message: "El título es obligatorio" },
        { path: ["times", 1], message: "Hora no válida" },
      ],
    };
    const error = await ApiError.fromResponse(jsonResponse(400, body));
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(400);
    expect(error.body).toBe(JSON.stringify(body));
    expect(error.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(error.serverMessage).toBe("El título es obligatorio");
    expect(error.code).toBe("invalid-input");
    expect(error.fieldErrors).toEqual([
      { path: ["title"], message: "El título es obligatorio" },
      { path: ["times", 1], message: "Hora no válida" },
    ]);
  });

  it("reads the device code of a refused PIN login", async () => {
    const error = await ApiError.fromResponse(
      jsonResponse(403, { message: "Esta tableta no está dada de alta", code: "device-not-enrolled" }),
    );
    expect(error.code).toBe("device-not-enrolled");
    expect(error.fieldErrors).toEqual([]);
  });

  it("uses the status text when the body is empty", async () => {
    const error = await ApiError.fromResponse(new Response(null, { status: 503, statusText: "Service Unavailable" }));
    expect(error.message).toBe("503: Service Unavailable");
    expect(error.body).toBe("");
    expect(error.serverMessage).toBeNull();
    expect(error.code).toBeNull();
  });

  it("keeps a proxy's HTML page whole as text, with no server reason", async () => {
    const html = `<html><body><h1>502 Bad Gateway</h1>${"x".repeat(5000)}</body></html>`;
    const error = await ApiError.fromResponse(
      new Response(html, { status: 502, statusText: "Bad Gateway", headers: { "Content-Type": "text/html" } }),
    );
    expect(error.status).toBe(502);
    expect(error.message).toBe(`502: ${html}`);
    expect(error.serverMessage).toBeNull();
    expect(error.code).toBeNull();
    expect(error.fieldErrors).toEqual([]);
  });

  it("treats a blank or missing message as no server reason", async () => {
    expect((await ApiError.fromResponse(jsonResponse(409, { message: "   " }))).serverMessage).toBeNull();
    expect((await ApiError.fromResponse(jsonResponse(409, { message: 3 }))).serverMessage).toBeNull();
    expect((await ApiError.fromResponse(jsonResponse(409, ["Ya existe"]))).serverMessage).toBeNull();
    expect((await ApiError.fromResponse(jsonResponse(409, null))).serverMessage).toBeNull();
  });

  it("skips malformed issues instead of failing", async () => {
    const error = await ApiError.fromResponse(
      jsonResponse(400, {
        message: "Datos no válidos",
        issues: [null, { path: ["name"] }, { message: "Sin ruta" }, { path: ["a", { x: 1 }, 2], message: "Mal" }],
      }),
    );
    expect(error.fieldErrors).toEqual([
      { path: [], message: "Sin ruta" },
      { path: ["a", 2], message: "Mal" },
    ]);
  });

  it("keeps the status when the body cannot be read", async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.error(new TypeError("network error"));
      },
    });
    const error = await ApiError.fromResponse(new Response(broken, { status: 500, statusText: "Internal Server Error" }));
    expect(error.status).toBe(500);
    expect(error.message).toBe("500: Internal Server Error");
  });
});

describe("what becomes an ApiError", () => {
  it("never a 204: apiJson answers null", async () => {
    await expect(throwIfResNotOk(new Response(null, { status: 204 }), "/api/x")).resolves.toBeUndefined();
    vi.stubGlobal("fetch", async () => new Response(null, { status: 204 }));
    await expect(apiJson("DELETE", "/api/reminders/1")).resolves.toBeNull();
  });

  it("a refusal by the server, thrown by apiJson", async () => {
    vi.stubGlobal("fetch", async () => jsonResponse(423, { message: "Demasiados intentos" }));
    const error = await apiJson("POST", "/api/auth/login", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe("Demasiados intentos");
  });

  it("not a fetch that got no answer (offline): that error passes through as it is", async () => {
    const offline = new TypeError("Failed to fetch");
    vi.stubGlobal("fetch", async () => {
      throw offline;
    });
    await expect(apiJson("GET", "/api/reminders/1")).rejects.toBe(offline);
  });
});
