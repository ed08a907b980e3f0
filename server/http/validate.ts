import type { z } from "zod";
import { badRequest } from "./errors";

export const UNSAFE_TEXT = "El texto contiene caracteres no válidos";

// PostgreSQL text and jsonb cannot hold U+0000 (the query fails: a 500), and a lone UTF-16
// surrogate would be stored silently altered. Neither is something a person types.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isUnsafeText = (s: string) => s.includes("\u0000") || LONE_SURROGATE.test(s);

/** The path of the first string (value or key) that PostgreSQL cannot store as sent. */
function findUnsafeText(input: unknown, path: Array<string | number> = [], depth = 0): Array<string | number> | null {
  if (typeof input === "string") return isUnsafeText(input) ? path : null;
  if (depth > 20 || input === null || typeof input !== "object") return null;
  for (const [key, value] of Object.entries(input)) {
    const here = [...path, Array.isArray(input) ? Number(key) : key];
    if (isUnsafeText(key)) return here;
    const found = findUnsafeText(value, here, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Parses input with a shared zod schema; a failure is a 400 with the first Spanish message. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const unsafe = findUnsafeText(input);
  if (unsafe) throw badRequest(UNSAFE_TEXT, { issues: [{ path: unsafe, message: UNSAFE_TEXT }] });
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.filter((p): p is string | number => typeof p !== "symbol"),
    message: issue.message,
  }));
  throw badRequest(issues[0]?.message ?? "Datos no válidos", { issues });
}
