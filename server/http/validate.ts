import type { z } from "zod";
import { badRequest } from "./errors";

/** Parses input with a shared zod schema; a failure is a 400 with the first Spanish message. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.filter((p): p is string | number => typeof p !== "symbol"),
    message: issue.message,
  }));
  throw badRequest(issues[0]?.message ?? "Datos no válidos", { issues });
}
