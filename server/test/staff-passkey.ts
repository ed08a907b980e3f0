import { createHash } from "node:crypto";
import { passkeys, users } from "@shared/schema";
import { eq } from "drizzle-orm";
import type { Db } from "../db/types";
import { createSoftwarePasskey, type SoftwarePasskey } from "./software-authenticator";

// The passkey the seeded test database gives the demo professionals: test logins as staff complete their second
// step with it, any number of times, while the authenticator-app codes (good once per 30 s) are left to the
// tests of the second factor. A test key, never in the demo. No path aliases in the key part: e2e/ imports it.

const TEST_STAFF_KEY = {
  kty: "EC",
  crv: "P-256",
  x: "4JZeUmHYySYI6VMzwfTF131VNJyKjeN9XDj9kcqx5M8",
  y: "ebUg7bU9_mFFK-ZwSAL-IuGvHNNB_NY8zXdbCSQzaXA",
  d: "obdY_V2I0J1lJHQeqZz1Jms82QKjS5OiK5yIw3XaVcs",
};

/** The test passkey of one professional: the shared key under a credential id of their own. */
export const testStaffPasskey = (userId: string): SoftwarePasskey =>
  createSoftwarePasskey({
    privateJwk: TEST_STAFF_KEY,
    id: createHash("sha256").update(`staff-passkey:${userId}`).digest().subarray(0, 16).toString("base64url"),
  });

const passkeyRow = (userId: string, now: Date) => {
  const key = testStaffPasskey(userId);
  return { id: key.credentialId, userId, publicKey: key.publicKey, name: "Llave de pruebas", createdAt: now };
};

/** Gives every professional of the seeded template database the test passkey. */
export async function giveStaffTestPasskey(db: Db, now: Date) {
  const staff = await db.select({ id: users.id }).from(users).where(eq(users.role, "professional"));
  await db.insert(passkeys).values(staff.map((s) => passkeyRow(s.id, now)));
}

/** Gives one professional made by a test the test passkey, for `completeWithTestPasskey`. */
export async function giveTestPasskey(db: Db, userId: string, now: Date) {
  await db.insert(passkeys).values(passkeyRow(userId, now));
}

/** What the harness's API client offers that the second step needs. */
type PostingClient = { post: (path: string, body?: object) => PromiseLike<{ status: number; body: unknown }> };

/** The second step with the test passkey: real options from the server, a real signature over them. */
export async function completeWithTestPasskey(c: PostingClient, userId: string, origin: string, who: string = userId) {
  const { body } = await c.post("/api/auth/second-factor/passkey-options");
  const { options } = body as { options: { challenge: string; rpId?: string } };
  const credential = testStaffPasskey(userId).sign(options, origin);
  const done = await c.post("/api/auth/second-factor/verify", { method: "passkey", credential });
  if (done.status !== 200) throw new Error(`second step as ${who} failed: ${done.status} ${JSON.stringify(done.body)}`);
}
