// Enrolment codes for tablets (SECURITY.md "Tabletas registradas"). Pure rules; the server
// generates the random characters and stores only a hash.

/** No 0/O, 1/I/L: the code is read aloud and typed by hand. 31 symbols, 8 characters: ~40 bits. */
export const ENROLMENT_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const ENROLMENT_CODE_LENGTH = 8;
export const ENROLMENT_CODE_TTL_MS = 24 * 60 * 60 * 1000;
/** Wrong codes from one address before it waits (15 min): guessing 40 bits this way takes ages. */
export const ENROLMENT_FAILURES_PER_ADDRESS = 10;
/** Browsers cap a cookie's life at 400 days; each successful login renews it. */
export const DEVICE_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;
export const DEVICE_NAME_MAX = 60;

/**
 * The code as typed, in canonical form: case-folded, spaces and dashes dropped, and the letters people
 * confuse with digits read as the digit the alphabet keeps (O→0 is not in it, so O and 0 stay invalid).
 * Returns null when it cannot be a code, so a typo is told apart from a wrong code without a lookup.
 */
export function normalizeEnrolmentCode(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s\-_.]/g, "");
  if (compact.length !== ENROLMENT_CODE_LENGTH) return null;
  for (const ch of compact) if (!ENROLMENT_ALPHABET.includes(ch)) return null;
  return compact;
}

/** 'ABCD 2345': two groups of four, easier to read aloud and to copy. */
export const formatEnrolmentCode = (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`;

/** A code is usable until its expiry instant (exclusive) and only once. */
export const isEnrolmentCodeUsable = (code: { expiresAt: Date; usedAt: Date | null }, now: Date) =>
  code.usedAt === null && now.getTime() < code.expiresAt.getTime();

/** The default name of a device enrolled for a person, when whoever made the code gave none. */
export const defaultDeviceName = (firstName: string) => `Tableta de ${firstName}`.slice(0, DEVICE_NAME_MAX);
