import { defineEndpoint } from "./contract";
import { z } from "./zod";

const healthResponse = z.object({ status: z.literal("ok") });

export const healthEndpoints = {
  health: defineEndpoint({
    method: "GET",
    path: "/api/health",
    summary: "Liveness check: the API answers",
    access: { kind: "public" },
    response: healthResponse,
  }),
};
