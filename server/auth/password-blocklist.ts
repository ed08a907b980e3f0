import { dictionary } from "@zxcvbn-ts/language-common";

// Common and breached passwords (docs/behaviour/06-roles-and-access.md#credentials-and-lockouts): the
// 'passwords-common' list of @zxcvbn-ts/language-common (about 49,000 entries, lower case, from public
// breach corpora). Server only, so the client bundle does not grow; built once, on first use.

let blocklist: Set<string> | null = null;

function load(): Set<string> {
  blocklist ??= new Set(dictionary["passwords-common"]);
  return blocklist;
}

/** Whether a (lower-cased) password is on the list. */
export function isCommonPassword(lowerCased: string): boolean {
  return load().has(lowerCased);
}

/** How many entries the list holds (SECURITY.md quotes it; a test keeps the figure honest). */
export function blocklistSize(): number {
  return load().size;
}
