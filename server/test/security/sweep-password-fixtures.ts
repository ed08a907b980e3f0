import { users } from "@shared/schema";
import { eq } from "drizzle-orm";
import { createSession } from "../../auth/sessions";
import { sha256 } from "../../auth/hashing";
import { sessionHandle } from "../../services/own-sessions";
import type { TestContext } from "../harness";
import { GOOD_PASSWORD } from "../password-accounts";

type Client = ReturnType<TestContext["client"]>;

/** Fixtures of the password and session rows (route-policy-passwords.ts). */
export function passwordFixtures(
  t: TestContext,
  lucia: Client,
  serial: () => number,
  /** The caller's user id (null for the anonymous caller). */
  userIdOf: (actor: string) => string | null,
) {
  const userOf = async (actor: string) => {
    const id = userIdOf(actor);
    if (!id) return null;
    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    return user.role === "elderly" ? null : user;
  };
  return {
    /** A family member created by staff, for one reset. */
    throwawayFamily: async () => {
      const res = await lucia.post("/api/professional/users", {
        kind: "family",
        firstName: "Familiar",
        lastName: `Desechable ${serial()}`,
        email: `familiar.desechable.${serial()}@barrido.test`,
        elderlyUserId: t.ids.users.carmen,
      });
      if (res.status !== 201) throw new Error(`fixture throwaway family: ${res.status} ${JSON.stringify(res.body)}`);
      return String(res.body.user.id);
    },
    /** Another session of the caller's own, to end by its handle (the caller's sweep sessions stay open). */
    otherSessionHandle: async (actor: string) => {
      const user = await userOf(actor);
      if (!user) return "0".repeat(32);
      const { token } = await createSession(t.db, user, { remember: false, userAgent: "barrido", now: t.clock.now() });
      return sessionHandle(sha256(token));
    },
    /** Gives the caller a known password (each change replaces it) and returns it. */
    knownPassword: async (actor: string) => {
      const user = await userOf(actor);
      if (!user) return GOOD_PASSWORD;
      const passwordHash = await t.deps.passwords.hashPassword(GOOD_PASSWORD);
      await t.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      return GOOD_PASSWORD;
    },
  };
}
