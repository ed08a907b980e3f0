import { SECOND_FACTOR_RULES } from "@shared/domain/second-factor";
import { generateSecret, generateURI, verify } from "otplib";

// Authenticator-app codes (RFC 6238: SHA-1, 6 digits, 30 s), through otplib. The window is one step either side
// (phone clocks drift), and a step already used is refused (a code is good once, RFC 6238 §5.2).

const ISSUER = "Acompaña";

/** A fresh secret: 20 random bytes in base32, as authenticator apps expect. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// URI for the QR code: 'Acompaña (name@example.org)' in the app. */
export const totpUri = (secret: string, accountName: string): string =>
  generateURI({ issuer: ISSUER, label: accountName, secret });

/**
 * The step of `code` when it is right at `now` and later than `lastStep`; null otherwise. The caller stores the
 * step, so the same code (or an older one) cannot be used again.
 */
export async function matchTotp(secret: string, code: string, now: Date, lastStep: number | null): Promise<number | null> {
  const { totpPeriodSeconds: period, totpWindowSteps: steps } = SECOND_FACTOR_RULES;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: period * steps,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  // The TOTP variant of the answer carries the step that matched.
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
