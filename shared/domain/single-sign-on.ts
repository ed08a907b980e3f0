// Rules of signing in with a municipality's own identity provider (docs/decisions/0012-single-sign-on.md). Pure.

/**
 * `amr` values (RFC 8176) that show the provider checked more than a password: 'mfa' itself, or a possession or
 * biometric factor. 'pin' and 'pwd' alone are things known, so they do not count.
 */
export const MFA_AMR_VALUES = ["mfa", "otp", "hwk", "swk", "sc", "fpt", "face", "iris", "retina", "vbm"] as const;

/** How long a sign-in sent to the provider may take to come back. */
export const SSO_LOGIN_STATE_MS = 10 * 60_000;

/** Whether the provider's own multi-factor check counts as our second factor. */
export function isMfaByProvider(claims: { amr?: unknown; acr?: unknown }, mfaAcr: string | null): boolean {
  const amr = Array.isArray(claims.amr) ? claims.amr.filter((v): v is string => typeof v === "string") : [];
  if (amr.some((v) => (MFA_AMR_VALUES as readonly string[]).includes(v.toLowerCase()))) return true;
  return mfaAcr !== null && typeof claims.acr === "string" && claims.acr === mfaAcr;
}

/** "Ana@Ayto.Valle.es" is in "ayto.valle.es" (exactly that domain, not a subdomain, not a look-alike). */
export function isInAllowedDomain(email: string, allowedDomain: string): boolean {
  const at = email.lastIndexOf("@");
  if (at <= 0) return false;
  return email.slice(at + 1).toLowerCase() === allowedDomain.toLowerCase();
}

/** Role mapping: with no claim configured everyone passes; otherwise the claim (text or list) must hold the value. */
export function hasMappedRole(claims: Record<string, unknown>, roleClaim: string | null, roleValue: string | null): boolean {
  if (!roleClaim || !roleValue) return true;
  const value = claims[roleClaim];
  if (typeof value === "string") return value === roleValue || value.split(/\s+/).includes(roleValue);
  return Array.isArray(value) && value.includes(roleValue);
}

/** A domain as the admin CLI takes it: "ayto.valle.es" (no '@', no scheme). */
export const isDomainName = (value: string): boolean =>
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(value);
