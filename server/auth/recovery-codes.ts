import { randomInt } from "node:crypto";
import { RECOVERY_ALPHABET, RECOVERY_CODE_LENGTH, SECOND_FACTOR_RULES } from "@shared/domain/second-factor";

/** Ten codes of ten characters from a 31-letter alphabet (about 49 bits each): shown once, stored as HMACs. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: SECOND_FACTOR_RULES.recoveryCodeCount }, () =>
    Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(""),
  );
}
