import { passkeys, sessions, totpFactors } from "@shared/schema";
import { generate } from "otplib";
import { eq } from "drizzle-orm";
import { newTotpSecret } from "../../auth/totp";
import type { TestContext } from "../harness";
import { ORIGIN } from "../harness";
import { testFactorKeys } from "../hashers";
import { createSoftwarePasskey } from "../software-authenticator";

/**
 * The sweep's second-factor objects, made for one call: a passkey of the caller's with a challenge on every
 * session of theirs (so whichever client calls holds it), an app secret being set up, a factor to remove.
 */
export function secondFactorFixtures(t: TestContext, serial: () => number, userIdOf: (actor: string) => string | null) {
  const now = () => t.clock.now();
  /** A software passkey of the caller's, and a fresh challenge on their sessions. */
  const keyWithChallenge = async (actor: string) => {
    const userId = userIdOf(actor);
    const key = createSoftwarePasskey();
    const challenge = Buffer.from(`barrido-${serial()}-${Date.now()}`).toString("base64url");
    if (userId) {
      await t.db
        .insert(passkeys)
        .values({ id: key.credentialId, userId, publicKey: key.publicKey, name: "Llave de barrido", createdAt: now() });
      await t.db
        .update(sessions)
        .set({ challenge, challengeExpiresAt: new Date(now().getTime() + 60_000) })
        .where(eq(sessions.userId, userId));
    }
    return { key, challenge };
  };
  return {
    /** The body of a right second-step answer (a passkey signature over the caller's challenge). */
    passkeyProof: async (actor: string) => {
      const { key, challenge } = await keyWithChallenge(actor);
      return { method: "passkey", credential: key.sign({ challenge }, ORIGIN) };
    },
    /** The body registering a new passkey against the caller's challenge. */
    passkeyRegistration: async (actor: string) => {
      const { challenge } = await keyWithChallenge(actor);
      const fresh = createSoftwarePasskey();
      return { name: `Llave ${serial()}`, credential: fresh.register({ challenge, rp: {} }, ORIGIN) };
    },
    /** A passkey of the caller's to remove (they keep the others). */
    ownPasskey: async (actor: string) => (await keyWithChallenge(actor)).key.credentialId,
    /** An app secret being set up for the caller, and its code now. */
    pendingTotpCode: async (actor: string) => {
      const userId = userIdOf(actor);
      const secret = newTotpSecret();
      if (userId) {
        await t.db.delete(totpFactors).where(eq(totpFactors.userId, userId));
        await t.db.insert(totpFactors).values({ userId, secretSealed: testFactorKeys.seal(secret), createdAt: now() });
      }
      return generate({ secret, epoch: Math.floor(now().getTime() / 1000) });
    },
    /** A confirmed app of the caller's, to remove, beside a passkey so staff keep a factor. */
    removableTotp: async (actor: string) => {
      const userId = userIdOf(actor);
      if (!userId) return;
      await keyWithChallenge(actor);
      await t.db
        .insert(totpFactors)
        .values({ userId, secretSealed: testFactorKeys.seal(newTotpSecret()), confirmedAt: now(), createdAt: now() })
        .onConflictDoNothing();
    },
  };
}
