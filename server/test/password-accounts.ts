import { passkeys, users } from "@shared/schema";
import { ORIGIN, type TestContext } from "./harness";
import { testStaffPasskey } from "./staff-passkey";

/** A password that passes every rule for the accounts below (no name, not common, 12+ characters). */
export const GOOD_PASSWORD = "Tres-tristes-tigres-7";

let serial = 0;

/**
 * A fresh family or staff account of Valle Verde with a known password, made directly in the database so tests
 * that change or reset passwords never touch the demo accounts other tests sign in with.
 */
export async function makeAccount(
  t: TestContext,
  role: "family" | "professional",
  opts: {
    mustChangePassword?: boolean;
    password?: string;
    municipalityId?: string;
    /** Staff get the test passkey, and `login` completes the second step with it; unless they are to enrol one. */
    isEnrolling?: boolean;
  } = {},
) {
  const n = ++serial;
  const email = `cuenta.${role}.${n}.${Date.now().toString(36)}@prueba.es`;
  const password = opts.password ?? GOOD_PASSWORD;
  const [row] = await t.db
    .insert(users)
    .values({
      municipalityId: opts.municipalityId ?? t.ids.municipalities.valleVerde,
      role,
      status: "active",
      firstName: "Prueba",
      lastName: `Cuenta ${n}`,
      username: email,
      email,
      passwordHash: await t.deps.passwords.hashPassword(password),
      mustChangePassword: opts.mustChangePassword ?? false,
      createdAt: t.clock.now(),
    })
    .returning();
  const passkey = testStaffPasskey(row.id);
  const hasPasskey = role === "professional" && !opts.isEnrolling;
  if (hasPasskey) {
    await t.db.insert(passkeys).values({ id: passkey.credentialId, userId: row.id, publicKey: passkey.publicKey, name: "Llave de pruebas", createdAt: t.clock.now() });
  }
  /**
   * A fresh browser signed in with the account's password (the real login); `res` is the password's answer. Staff
   * with the test passkey then complete the second step with it, as the harness's `loginAs` does.
   */
  const login = async (withPassword = password, body: object = {}) => {
    const c = t.client(undefined, { isEnrolled: false });
    const res = await c.post("/api/auth/login", { username: email, password: withPassword, ...body });
    if (hasPasskey && res.body.user?.secondFactor === "verify") {
      const { body: options } = await c.post("/api/auth/second-factor/passkey-options");
      const credential = passkey.sign(options.options, ORIGIN);
      const done = await c.post("/api/auth/second-factor/verify", { method: "passkey", credential });
      if (done.status !== 200) throw new Error(`second step failed: ${done.status} ${JSON.stringify(done.body)}`);
    }
    return { c, res };
  };
  return { id: row.id, email, password, login };
}
