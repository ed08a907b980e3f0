// Text helpers for answer checking (pure, browser-safe).

/** Case-, accent- and spacing-insensitive form: "  Limón  Verde " -> "limon verde". */
export { foldText } from "../text-fold";

/** Case-insensitive form ignoring surrounding spaces (accents still count): " LLAVE " -> "llave". */
export function caseless(input: string): string {
  return input.trim().toLowerCase();
}

/** Only the ASCII digits of the input: "1 2-3.4" -> "1234". */
export function digitsOnly(input: string): string {
  return input.replace(/[^0-9]/g, "");
}

/** Whitespace trimmed and collapsed, for showing what the user typed. */
export function tidy(input: string): string {
  return input.replace(/\s+/g, " ").trim();
}
