import { SECOND_FACTOR_STATES, SIGN_IN_METHODS, SIGN_IN_OUTCOMES } from "../domain/second-factor";
import { idParams } from "./common";
import { defineEndpoint } from "./contract";
import { sessionUser } from "./auth";
import { z } from "./zod";
import { SECOND_FACTOR_MESSAGES } from "./second-factor-texts";

// The second factor (docs/decisions/0011-second-factor.md): the second step of a sign-in, enrolling and removing
// factors, recovery codes, confirming one's identity again before a sensitive act, 'Mis accesos', and a colleague's
// reset. Passkey payloads are the WebAuthn JSON forms (@simplewebauthn/browser builds and reads them).

export { REAUTH_REQUIRED, SECOND_FACTOR_MESSAGES, SECOND_FACTOR_REQUIRED } from "./second-factor-texts";

const totpCode = z.string({ error: SECOND_FACTOR_MESSAGES.codeInvalid }).max(20, { error: SECOND_FACTOR_MESSAGES.codeInvalid });
const recoveryCode = z
  .string({ error: SECOND_FACTOR_MESSAGES.recoveryInvalid })
  .max(30, { error: SECOND_FACTOR_MESSAGES.recoveryInvalid });

const b64url = z.string().max(4096).regex(/^[A-Za-z0-9_-]*$/);
/** A WebAuthn credential as @simplewebauthn/browser sends it (registration or authentication). */
const credentialJson = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal("public-key"),
  response: z.record(z.string(), z.union([z.string().max(8192), z.array(z.string().max(40)).max(10), z.number()])),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});
export type CredentialJson = z.infer<typeof credentialJson>;

export const verifyRequest = z.discriminatedUnion("method", [
  z.object({ method: z.literal("totp"), code: totpCode }),
  z.object({ method: z.literal("recovery"), code: recoveryCode }),
  z.object({ method: z.literal("passkey"), credential: credentialJson }),
]);
export type VerifyRequest = z.input<typeof verifyRequest>;
export type VerifyInput = z.infer<typeof verifyRequest>;

export const factorSummary = z.object({
  /** Which step the session owes ('done' once signed in fully). */
  state: z.enum(SECOND_FACTOR_STATES),
  isRequired: z.boolean(),
  hasTotp: z.boolean(),
  passkeys: z.array(z.object({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() })),
  recoveryCodesLeft: z.number().int(),
  /** Until when the factor counts as recently shown (sensitive acts), or null. */
  recentUntil: z.string().nullable(),
});
export type FactorSummary = z.infer<typeof factorSummary>;

const verifyResponse = z.object({ user: sessionUser, recentUntil: z.string() });
const optionsResponse = z.object({ options: z.record(z.string(), z.unknown()) });
const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
/** A first factor also gives the recovery codes (shown once); the session may have become a full one. */
const enrolledResponse = z.object({ user: sessionUser, recoveryCodes: z.array(z.string()).optional() });

export const totpSetupResponse = z.object({
  /** The secret in base32, for typing into the app by hand (shown once, to its owner, during setup). */
  manualKey: z.string(),
  /** otpauth:// URI for the QR code. */
  uri: z.string(),
});

export const passkeyRegisterRequest = z.object({
  credential: credentialJson,
  name: z
    .string({ error: SECOND_FACTOR_MESSAGES.passkeyNameRequired })
    .trim()
    .min(1, { error: SECOND_FACTOR_MESSAGES.passkeyNameRequired })
    .max(60),
});

export const signInEvent = z.object({
  at: z.string(),
  ip: z.string(),
  device: z.string(),
  method: z.enum(SIGN_IN_METHODS),
  outcome: z.enum(SIGN_IN_OUTCOMES),
  isNewDevice: z.boolean(),
});
export type SignInEventView = z.infer<typeof signInEvent>;

const passkeyParams = z.object({ id: b64url.min(1, { error: "Identificador no válido" }) });

const WHILE_PENDING = { isAllowedBeforePasswordChange: true, isAllowedBeforeSecondFactor: true } as const;
const ACCOUNT = { kind: "signed-in", roles: ["family", "professional"] } as const;

export const secondFactorEndpoints = {
  summary: defineEndpoint({
    method: "GET",
    path: "/api/auth/second-factor",
    summary: "One's factors and what this session owes",
    access: ACCOUNT,
    response: factorSummary,
    ...WHILE_PENDING,
  }),
  passkeyOptions: defineEndpoint({
    method: "POST",
    path: "/api/auth/second-factor/passkey-options",
    summary: "A challenge for signing with one of one's passkeys (the second step, or confirming again)",
    access: ACCOUNT,
    response: optionsResponse,
    ...WHILE_PENDING,
  }),
  verify: defineEndpoint({
    method: "POST",
    path: "/api/auth/second-factor/verify",
    summary: "The second step of a sign-in (a new session), or the factor again before a sensitive act",
    access: ACCOUNT,
    body: verifyRequest,
    response: verifyResponse,
    ...WHILE_PENDING,
  }),
  totpSetup: defineEndpoint({
    method: "POST",
    path: "/api/auth/second-factor/totp/setup",
    summary: "A new authenticator-app secret, not active until a code confirms it",
    access: ACCOUNT,
    response: totpSetupResponse,
    ...WHILE_PENDING,
  }),
  totpConfirm: defineEndpoint({
    method: "POST",
    path: "/api/auth/second-factor/totp/confirm",
    summary: "Activates the authenticator app with one of its codes",
    access: ACCOUNT,
    body: z.object({ code: totpCode }),
    response: enrolledResponse,
    ...WHILE_PENDING,
  }),
  totpRemove: defineEndpoint({
    method: "DELETE",
    path: "/api/auth/second-factor/totp",
    summary: "Removes the authenticator app (not the only factor of staff)",
    access: ACCOUNT,
    response: null,
    isSensitive: true,
  }),
  passkeyRegistrationOptions: defineEndpoint({
    method: "POST",
    path: "/api/auth/second-factor/passkeys/options",
    summary: "A challenge for creating a passkey",
    access: ACCOUNT,
    response: optionsResponse,
    ...WHILE_PENDING,
  }),
  passkeyRegister: defineEndpoint({
    method: "POST",
    path: "/api/auth/second-factor/passkeys",
    summary: "Keeps a new passkey",
    access: ACCOUNT,
    body: passkeyRegisterRequest,
    response: enrolledResponse,
    status: 201,
    ...WHILE_PENDING,
  }),
  passkeyRemove: defineEndpoint({
    method: "DELETE",
    path: "/api/auth/second-factor/passkeys/:id",
    summary: "Removes one of one's passkeys (not the only factor of staff)",
    access: ACCOUNT,
    params: passkeyParams,
    response: null,
    isSensitive: true,
  }),
  recoveryCodes: defineEndpoint({
    method: "POST",
    path: "/api/auth/second-factor/recovery-codes",
    summary: "Ten new recovery codes (shown once); the old ones stop working",
    access: ACCOUNT,
    response: recoveryCodesResponse,
    isSensitive: true,
  }),
  signIns: defineEndpoint({
    method: "GET",
    path: "/api/auth/sign-ins",
    summary: "One's recent sign-ins, successful or not ('Mis accesos')",
    access: ACCOUNT,
    response: z.object({ items: z.array(signInEvent) }),
  }),
  resetFactors: defineEndpoint({
    method: "DELETE",
    path: "/api/users/:id/second-factors",
    summary: "A colleague of the municipality removes a professional's or relative's factors; ends their sessions",
    access: {
      kind: "subject",
      param: "id",
      scope: { professional: "record" },
      about: { roles: ["family", "professional"] },
      audit: null,
    },
    params: idParams,
    response: z.object({ endedSessions: z.number().int() }),
    isSensitive: true,
  }),
};
