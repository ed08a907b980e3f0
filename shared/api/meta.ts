import { defineEndpoint } from "./contract";
import { z } from "./zod";

/** The OpenAPI 3.1 document, checked only in its outline: the generator and its test own the details. */
const openApiDocument = z
  .object({
    openapi: z.string(),
    info: z.object({ title: z.string(), version: z.string() }).loose(),
    paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  })
  .loose();

export const metaEndpoints = {
  openApi: defineEndpoint({
    method: "GET",
    path: "/api/openapi.json",
    summary: "This document: every endpoint, its schemas and who may call it",
    access: { kind: "public" },
    response: openApiDocument,
  }),
};
