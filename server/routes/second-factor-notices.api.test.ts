import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLoopbackSmtp } from "../services/escalation/loopback-smtp";
import { useTestContext } from "../test/harness";
import { codeOf, enrolApp, enrollingProfessional, nextStep } from "../test/second-factor";

// The owner hears of their account's security by e-mail (a real SMTP server on loopback): a sign-in from a browser
// new to the account, and a colleague's reset of their factors.

const t = useTestContext();
let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  t.deps.config.escalation.smtpUrl = smtp.url;
});
afterAll(async () => {
  t.deps.config.escalation.smtpUrl = undefined;
  await smtp.close();
});

const mailTo = (address: string, subject: RegExp) =>
  expect.poll(() => smtp.received.filter((m) => m.to.includes(address) && subject.test(m.subject)).length, { timeout: 5_000 });

describe("account notices by e-mail", () => {
  it("a sign-in from a new browser is told to the owner; the enrolling browser is not 'new'", async () => {
    const account = await enrollingProfessional(t);
    const { secret } = await enrolApp(t, account.c);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((m) => m.to.includes(account.email))).toHaveLength(0);
    nextStep(t);
    const other = await account.login();
    expect((await other.c.post("/api/auth/second-factor/verify", { method: "totp", code: await codeOf(t, secret) })).status).toBe(200);
    await mailTo(account.email, /nuevo inicio de sesión/).toBe(1);
    const mail = smtp.received.find((m) => m.to.includes(account.email))!;
    expect(mail.text).toContain("dispositivo nuevo");
    expect(mail.text).toContain("Mis accesos");
  });

  it("a colleague's reset is told to the owner, with who did it", async () => {
    const account = await enrollingProfessional(t);
    await enrolApp(t, account.c);
    const lucia = await t.loginAs("profesional");
    expect((await lucia.delete(`/api/users/${account.id}/second-factors`)).status).toBe(200);
    await mailTo(account.email, /restablecido su verificación/).toBe(1);
    const mail = smtp.received.find((m) => m.to.includes(account.email) && /restablecido/.test(m.subject))!;
    expect(mail.text).toContain("Lucía Romero");
  });
});
