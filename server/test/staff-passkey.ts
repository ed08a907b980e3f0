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

/** Gives every professional of the seeded template database the test passkey. */
export async function giveStaffTestPasskey(db: Db, now: Date) {
  const staff = await db.select({ id: users.id }).from(users).where(eq(users.role, "professional"));
  await db.insert(passkeys).values(
    staff.map((s) => {
      const key = testStaffPasskey(s.id);
      return { id: key.credentialId, userId: s.id, publicKey: key.publicKey, name: "Llave de pruebas", createdAt: now };
    }),
  );
}
