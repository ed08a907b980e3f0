import { generate } from "otplib";
import { DEMO_TOTP } from "../db/demo-totp";
import { expect } from "vitest";
import type { TestContext } from "./harness";
import { makeAccount } from "./password-accounts";

/** The code of a demo professional's authenticator app at the test's pinned clock (or `at`). */
export const demoCode = (t: TestContext, email: string, at = t.clock.now()) =>
  generate({
    secret: DEMO_TOTP.find((d) => d.email === email)!.secret,
    epoch: Math.floor(at.getTime() / 1000),
  });

/** A code of `secret` at the test's clock. */
export const codeOf = (t: TestContext, secret: string) => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });

/** Moves the pinned clock to the next 30-s step, so the next code is a new one. */
export const nextStep = (t: TestContext) => t.clock.advance(30_000);

/** A fresh browser with Lucía's password given: a sign-in owing its second step. */
export async function pendingLucia(t: TestContext) {
  const c = t.client(undefined, { isEnrolled: false });
  const res = await c.post("/api/auth/login", { username: "profesional@acompana.demo", password: "Demo-1234" });
  if (res.body.user?.secondFactor !== "verify") throw new Error(`expected a pending sign-in: ${JSON.stringify(res.body)}`);
  return c;
}

/** A new professional signs in for the first time: the sign-in must enrol a factor before anything else. */
export async function enrollingProfessional(t: TestContext) {
  const account = await makeAccount(t, "professional", { isEnrolling: true });
  const { c, res } = await account.login();
  expect(res.status).toBe(200);
  expect(res.body.user.secondFactor).toBe("enrol");
  return { ...account, c };
}

/** Enrols the authenticator app through the API; returns the secret and the recovery codes. */
export async function enrolApp(t: TestContext, c: ReturnType<TestContext["client"]>) {
  const setup = await c.post("/api/auth/second-factor/totp/setup");
  expect(setup.status).toBe(200);
  expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/Acompa/);
  const done = await c.post("/api/auth/second-factor/totp/confirm", { code: await codeOf(t, setup.body.manualKey) });
  expect(done.status).toBe(200);
  return { secret: setup.body.manualKey as string, recoveryCodes: done.body.recoveryCodes as string[] | undefined, done };
}

