import { newPasswordProblem, PASSWORD_MESSAGES, type PasswordCheck } from "@shared/domain/password-rules";
import { invalidInput } from "../domain-errors";
import { generateOneTimePassword } from "./one-time-password";
import { isCommonPassword } from "./password-blocklist";

/** The rules of shared/domain/password-rules.ts with the server's blocklist; null when the password may be used. */
export function passwordProblemMessage(password: string, check: Omit<PasswordCheck, "isCommon">): string | null {
  const problem = newPasswordProblem(password, { ...check, isCommon: isCommonPassword });
  return problem ? PASSWORD_MESSAGES[problem] : null;
}

/** Throws the Spanish 400 when `password` may not be chosen (registration, change). */
export function assertNewPassword(password: string, check: Omit<PasswordCheck, "isCommon">): void {
  const message = passwordProblemMessage(password, check);
  if (message) throw invalidInput(message);
}

/**
 * A one-time password that itself passes the rules for this person (a random group could, once in a few
 * million, spell part of their name): staff creation, reset and the admin CLI all hand out these.
 */
export function generateAcceptablePassword(check: Omit<PasswordCheck, "isCommon">): string {
  for (;;) {
    const candidate = generateOneTimePassword();
    if (!passwordProblemMessage(candidate, check)) return candidate;
  }
}
