import { isSafeMultiLine, isSafeOneLine } from "../domain/safe-text";
import { z } from "./zod";

// The one rule for text that people write and others read (docs/behaviour/05-validation.md#unsafe-characters),
// used by every request schema with a name, title, contact or free text. The character classes are in
// shared/domain/safe-text.ts.

export const SAFE_TEXT_MESSAGES = {
  oneLine: "Escriba el texto en una sola línea, sin caracteres invisibles ni de control",
  multiLine: "El texto contiene caracteres invisibles o de control que no se admiten",
} as const;

/**
 * A string that must be one visible line: names, usernames, titles, contacts, device names; anything an
 * e-mail header, a list row or a log line shows. Checked before trimming, so a line break at either end is
 * refused too, and first, so its message is the one given. `typeError`: the message when it is not a string.
 */
export const oneLineString = (typeError?: string) =>
  z
    .string(typeError ? { error: typeError } : undefined)
    .refine(isSafeOneLine, { error: SAFE_TEXT_MESSAGES.oneLine, abort: true });

/** A string that may hold line feeds and tabs (a message, a note, a description), but no other control. */
export const multiLineString = (typeError?: string) =>
  z
    .string(typeError ? { error: typeError } : undefined)
    .refine(isSafeMultiLine, { error: SAFE_TEXT_MESSAGES.multiLine, abort: true });
