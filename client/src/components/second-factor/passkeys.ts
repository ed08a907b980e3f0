import { secondFactorEndpoints } from "@shared/api/routes";
import type { CredentialJson } from "@shared/api/second-factor";
import { SECOND_FACTOR_MESSAGES } from "@shared/api/second-factor-texts";
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";
import { callEndpoint } from "@/lib/endpoint-client";

/** The browser refused or the person cancelled: told apart from a server's refusal, which has its own message. */
export class PasskeyCancelled extends Error {
  constructor() {
    super(SECOND_FACTOR_MESSAGES.passkeyFailed);
    this.name = "PasskeyCancelled";
  }
}

// The server's options and the browser's answers are the WebAuthn JSON forms on both sides; the contract only
// bounds their size, so the types meet here.
const asCredential = (value: unknown) => value as CredentialJson;

/** Asks the server for a challenge and signs it with one of the person's passkeys. */
export async function signWithPasskey(): Promise<CredentialJson> {
  const { options } = await callEndpoint(secondFactorEndpoints.passkeyOptions, {});
  try {
    const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
    return asCredential(await startAuthentication({ optionsJSON }));
  } catch {
    throw new PasskeyCancelled();
  }
}

/** Creates a passkey on this device and keeps it on the server under `name`. */
export async function createPasskey(name: string) {
  const { options } = await callEndpoint(secondFactorEndpoints.passkeyRegistrationOptions, {});
  let credential: CredentialJson;
  try {
    const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON;
    credential = asCredential(await startRegistration({ optionsJSON }));
  } catch {
    throw new PasskeyCancelled();
  }
  return callEndpoint(secondFactorEndpoints.passkeyRegister, { body: { credential, name } });
}

/** A name that helps the person recognise this device's passkey later. */
export function suggestedPasskeyName(): string {
  const agent = typeof navigator === "undefined" ? "" : navigator.userAgent;
  if (/iPhone|Android.+Mobile/i.test(agent)) return "Mi teléfono";
  if (/iPad|Android|Tablet/i.test(agent)) return "Mi tableta";
  return "Mi ordenador";
}
