import { users } from "@shared/schema";
import type { TestContext } from "./harness";

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
  opts: { mustChangePassword?: boolean; password?: string; municipalityId?: string } = {},
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
  /** A fresh browser signed in with the account's password (the real login). */
  const login = async (withPassword = password, body: object = {}) => {
    const c = t.client(undefined, { isEnrolled: false });
    const res = await c.post("/api/auth/login", { username: email, password: withPassword, ...body });
    return { c, res };
  };
  return { id: row.id, email, password, login };
}
