import { multiLineString, oneLineString } from "./safe-text";
import { z } from "./zod";

/** Body of every error answer: a Spanish sentence, plus zod issues for 400s. */
export const errorResponse = z.object({
  message: z.string(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
});

export const uuidParam = z.uuid({ error: "Identificador no válido" });
export const idParams = z.object({ id: uuidParam });
export const userIdParams = z.object({ userId: uuidParam });

/** Trimmed, non-empty, one-line text with a Spanish message and a sane upper bound. */
export function requiredText(message: string, max = 200) {
  return oneLineString(message)
    .trim()
    .min(1, { error: message })
    .max(max, { error: `El texto no puede superar ${max} caracteres` });
}

/** Trimmed, non-empty text that may span lines (a message), with a Spanish message and an upper bound. */
export function requiredMultiLineText(message: string, max = 200) {
  return multiLineString(message)
    .trim()
    .min(1, { error: message })
    .max(max, { error: `El texto no puede superar ${max} caracteres` });
}
