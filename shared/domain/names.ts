import { foldText } from "./text-fold";

type Person = { firstName: string; lastName: string; username: string };

/** "First Last" as shown to people, with no stray space when the last name is empty or missing. */
export function fullName(person: { firstName: string; lastName: string | null }): string {
  return `${person.firstName} ${person.lastName ?? ""}`.trim();
}

/**
 * Normalises a typed name for matching: case-, accent- and spacing-insensitive.
 * "  José   MARÍA " -> "jose maria". Keeps ñ distinct from n? No: older people often type
 * without the tilde on tablets, so ñ folds to n as well.
 */
export function normalizeName(input: string): string {
  return foldText(input);
}

/**
 * The names a person answers to (first name, full name, username), normalised, without repeats or
 * blanks. PIN login and PIN sharing match on these; their SQL (sqlFoldText over the same three
 * columns, server/services/pin-login.ts and professional/pins.ts) must express the same rule.
 */
export function personNames(person: Person): string[] {
  const names = [person.firstName, fullName(person), person.username].map(normalizeName);
  return [...new Set(names.filter(Boolean))];
}
