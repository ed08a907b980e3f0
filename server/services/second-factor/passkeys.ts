import { SECOND_FACTOR_MESSAGES, type CredentialJson } from "@shared/api/second-factor";
import { SECOND_FACTOR_RULES } from "@shared/domain/second-factor";
import { passkeys, sessions } from "@shared/schema";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/types";
import { invalidInput } from "../../domain-errors";

// Passkeys (WebAuthn) through @simplewebauthn/server. The relying party is the site the person is on: its origin
// as the browser sent it and the proxy reported it (the CSRF guard has already refused any other origin).
// Each challenge lives on the session that asked for it, for minutes, and is spent by the first answer.

export type RelyingParty = { origin: string; rpID: string };
const RP_NAME = "Acompaña";

type Transport = NonNullable<RegistrationResponseJSON["response"]["transports"]>[number];

async function keepChallenge(db: Db, sessionId: string, challenge: string, now: Date) {
  await db
    .update(sessions)
    .set({ challenge, challengeExpiresAt: new Date(now.getTime() + SECOND_FACTOR_RULES.challengeMs) })
    .where(eq(sessions.id, sessionId));
}

/** The session's live challenge, spent by reading it: an answer is checked against it at most once. */
async function takeChallenge(db: Db, sessionId: string, now: Date): Promise<string> {
  const [row] = await db
    .select({ challenge: sessions.challenge })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.challengeExpiresAt, now)));
  // Cleared only if it is still this challenge: of two answers sent at once, one gets it.
  const taken = row?.challenge
    ? await db
        .update(sessions)
        .set({ challenge: null, challengeExpiresAt: null })
        .where(and(eq(sessions.id, sessionId), eq(sessions.challenge, row.challenge)))
        .returning({ id: sessions.id })
    : [];
  if (!row?.challenge || taken.length !== 1) throw invalidInput(SECOND_FACTOR_MESSAGES.challengeExpired);
  return row.challenge;
}

const userKeys = (db: Db, userId: string) => db.select().from(passkeys).where(eq(passkeys.userId, userId));

export async function startPasskeyRegistration(
  db: Db,
  rp: RelyingParty,
  who: { sessionId: string; userId: string; userName: string; displayName: string },
  now: Date,
) {
  const existing = await userKeys(db, who.userId);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: who.userName,
    userDisplayName: who.displayName,
    userID: new TextEncoder().encode(who.userId),
    attestationType: "none",
    excludeCredentials: existing.map((k) => ({ id: k.id, transports: k.transports as Transport[] })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  await keepChallenge(db, who.sessionId, options.challenge, now);
  return options;
}

/** Keeps the new passkey when the browser's answer matches the challenge; refuses it otherwise. */
export async function finishPasskeyRegistration(
  db: Db,
  rp: RelyingParty,
  who: { sessionId: string; userId: string },
  input: { credential: CredentialJson; name: string },
  now: Date,
) {
  const expectedChallenge = await takeChallenge(db, who.sessionId, now);
  const verification = await verifyRegistrationResponse({
    response: input.credential as unknown as RegistrationResponseJSON,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified || !verification.registrationInfo) throw invalidInput(SECOND_FACTOR_MESSAGES.passkeyFailed);
  const { credential } = verification.registrationInfo;
  await db
    .insert(passkeys)
    .values({
      id: credential.id,
      userId: who.userId,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: input.name,
      createdAt: now,
    })
    .onConflictDoNothing();
}

export async function startPasskeySignature(db: Db, rp: RelyingParty, who: { sessionId: string; userId: string }, now: Date) {
  const keys = await userKeys(db, who.userId);
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: keys.map((k) => ({ id: k.id, transports: k.transports as Transport[] })),
    userVerification: "preferred",
  });
  await keepChallenge(db, who.sessionId, options.challenge, now);
  return options;
}

/** Whether the signature is the person's own passkey's, over this session's challenge; moves its counter on. */
export async function checkPasskeySignature(
  db: Db,
  rp: RelyingParty,
  who: { sessionId: string; userId: string },
  credential: CredentialJson,
  now: Date,
): Promise<boolean> {
  const expectedChallenge = await takeChallenge(db, who.sessionId, now);
  const [key] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, credential.id), eq(passkeys.userId, who.userId)));
  if (!key) return false;
  const verification = await verifyAuthenticationResponse({
    response: credential as unknown as AuthenticationResponseJSON,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: {
      id: key.id,
      publicKey: new Uint8Array(Buffer.from(key.publicKey, "base64url")),
      counter: key.counter,
      transports: key.transports as Transport[],
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return false;
  await db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now })
    .where(eq(passkeys.id, key.id));
  return true;
}

export async function removePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return gone.length > 0;
}
