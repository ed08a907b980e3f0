import { randomInt } from "node:crypto";

// One-time and temporary passwords that staff read out or copy to a person: no look-alikes (0/o, 1/l/i),
// lower case only so no one has to say "capital". 16 characters of 31 symbols: about 79 bits.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** A readable one-time password, e.g. `k7pm-x3dq-9fwa-r2ht` (crypto.randomInt: no modulo bias). */
export function generateOneTimePassword(): string {
  const group = () => Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return Array.from({ length: GROUPS }, group).join("-");
}

export const ONE_TIME_PASSWORD_PATTERN = /^[a-hjkmnp-z2-9]{4}(-[a-hjkmnp-z2-9]{4}){3}$/;
