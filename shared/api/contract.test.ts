import { describe, expect, it } from "vitest";
import { defineEndpoint, endpointKey, endpointUrl, pathParamNames } from "./contract";
import { z } from "./zod";

const twoParams = defineEndpoint({
  method: "GET",
  path: "/api/people/:userId/notes/:id",
  summary: "test",
  access: { kind: "public" },
  response: z.null(),
});
const noParams = defineEndpoint({
  method: "GET",
  path: "/api/things",
  summary: "test",
  access: { kind: "public" },
  response: z.null(),
});

describe("endpointUrl", () => {
  it("fills every parameter, encoded, and keeps the static segments", () => {
    expect(endpointUrl(twoParams, { userId: "u 1/é", id: "n?2" })).toBe("/api/people/u%201%2F%C3%A9/notes/n%3F2");
  });

  it("adds a query string from the defined values only", () => {
    expect(endpointUrl(noParams, {}, { days: 30, q: "José María", page: undefined, flag: false })).toBe(
      "/api/things?days=30&q=Jos%C3%A9+Mar%C3%ADa&flag=false",
    );
    expect(endpointUrl(noParams, {}, { page: undefined })).toBe("/api/things");
  });

  it("refuses to build a URL with a missing parameter instead of calling a wrong path", () => {
    expect(() => endpointUrl(twoParams, { userId: "u1" })).toThrow("falta el parámetro id");
  });
});

describe("endpointKey", () => {
  it("is the static head, then every later segment, so the default loader joins it back into the URL", () => {
    const key = endpointKey(twoParams, { userId: "u1", id: "n2" });
    expect(key).toEqual(["/api/people", "u1", "notes", "n2"]);
    expect(key.join("/")).toBe(endpointUrl(twoParams, { userId: "u1", id: "n2" }));
  });

  it("is the whole path for an endpoint without parameters", () => {
    expect(endpointKey(noParams)).toEqual(["/api/things"]);
  });

  it("throws on a missing parameter", () => {
    expect(() => endpointKey(twoParams, { id: "n2" })).toThrow("falta el parámetro userId");
  });
});

describe("pathParamNames", () => {
  it("lists the parameters in order", () => {
    expect(pathParamNames(twoParams.path)).toEqual(["userId", "id"]);
    expect(pathParamNames(noParams.path)).toEqual([]);
  });
});
