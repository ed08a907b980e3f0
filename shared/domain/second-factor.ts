import type { UserRole } from "./enums";

// The second factor's rules (docs/decisions/0011-second-factor.md). Pure: "now" is always an argument.

/** 'done': a full session; 'verify': the password was right, a factor is owed; 'enrol': one must be added first. */
export const SECOND_FACTOR_STATES = ["done", "verify", "enrol"] as const;
export type SecondFactorState = (typeof SECOND_FACTOR_STATES)[number];

export const SIGN_IN_METHODS = ["password", "totp", "passkey", "recovery", "oidc", "pin"] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
/** 'pending': the password was right and the second step is owed; 'success' ends a sign-in. */
export const SIGN_IN_OUTCOMES = ["success", "pending", "failure", "locked"] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

export const SECOND_FACTOR_RULES = {
  /** A sign-in owing its second step lives this long, then the password is asked again. */
  pendingMs: 10 * 60_000,
  /** Enrolling the first factor takes longer (a phone to find, an app to install). */
  enrolMs: 30 * 60_000,
  /** Wrong answers in one pending sign-in before it is ended. */
  triesPerSignIn: 5,
  /** A sensitive act needs the factor shown this recently. */
  recentMs: 5 * 60_000,
  /** A passkey challenge holds this long. */
  challengeMs: 5 * 60_000,
  recoveryCodeCount: 10,
  /** Accepted codes: this step and one either side (clocks drift). */
  totpWindowSteps: 1,
  totpPeriodSeconds: 30,
} as const;

/** Staff must have a second factor; family may add one; older people sign in on an enrolled tablet with a PIN. */
export const isSecondFactorRequired = (role: UserRole): boolean => role === "professional";

/** What a right password leads to: straight in, the second step, or enrolling a factor first. */
export function stateAfterPassword(role: UserRole, hasFactor: boolean): SecondFactorState {
  if (hasFactor) return "verify";
  return isSecondFactorRequired(role) ? "enrol" : "done";
}

/** Whether the factor was shown recently enough for a sensitive act. */
export function isFactorRecent(verifiedAt: Date | null, now: Date): boolean {
  if (!verifiedAt) return false;
  const age = now.getTime() - verifiedAt.getTime();
  return age >= 0 && age <= SECOND_FACTOR_RULES.recentMs;
}

/** The 30-second step of `now` (RFC 6238 T). */
export const totpStep = (now: Date): number => Math.floor(now.getTime() / 1000 / SECOND_FACTOR_RULES.totpPeriodSeconds);

// Recovery codes: ten groups of characters a person can read aloud and type: no 0/O, 1/I/L.
export const RECOVERY_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const RECOVERY_CODE_LENGTH = 10;

/** "abcd-ef 2345" → "ABCDEF2345"; null when it cannot be a recovery code. */
export function normaliseRecoveryCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, "");
  if (code.length !== RECOVERY_CODE_LENGTH) return null;
  return [...code].every((c) => RECOVERY_ALPHABET.includes(c)) ? code : null;
}

/** "ABCDEF2345" → "ABCDE-F2345", as it is shown. */
export const formatRecoveryCode = (code: string): string => `${code.slice(0, 5)}-${code.slice(5)}`;

/** A code as typed: six digits, spaces allowed ("123 456"). Null otherwise. */
export function normaliseTotpCode(input: string): string | null {
  const code = input.replace(/\s/g, "");
  return /^\d{6}$/.test(code) ? code : null;
}
