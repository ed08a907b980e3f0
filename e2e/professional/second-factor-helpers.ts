import { generate } from "otplib";
import { type APIRequestContext, expect, type Page, request } from "../support/fixtures";
import { heading, submitPasswordLogin } from "../support/helpers";

// The second factor in the browser tests: colleagues made for one test (registered, then approved by a demo
// professional) so the demo accounts keep their factors; Chromium's virtual authenticator for passkeys; codes of
// the authenticator app computed here as the person's phone would.

export type Colleague = { id: string; email: string; password: string; fullName: string };

const PASSWORD = "Paseo-largo-junto-al-rio-7";

/** A name no other test uses. */
export const uniqueStamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/**
 * A professional of Valle Verde who registered and whom `staff` (a page signed in as a demo professional) approved:
 * no factor yet, so the next sign-in asks to enrol one.
 */
export async function approvedColleague(staff: Page, baseURL: string): Promise<Colleague> {
  const stamp = uniqueStamp();
  const outside: APIRequestContext = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  try {
    const municipalities = (await (await outside.get("/api/municipalities")).json()) as { id: string; name: string }[];
    const municipalityId = municipalities.find((m) => m.name === "Valle Verde")!.id;
    const email = `dos.pasos.${stamp}@example.com`;
    const registered = await outside.post("/api/professional/register", {
      data: { firstName: "Rosa", lastName: `Prueba ${stamp}`, username: email, password: PASSWORD, municipalityId },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const { user } = (await registered.json()) as { user: { id: string } };
    const approved = await staff.request.post(`/api/professional/approvals/professionals/${user.id}`, {
      data: { decision: "approve" },
    });
    expect(approved.ok(), `approve -> ${approved.status()} ${await approved.text()}`).toBeTruthy();
    return { id: user.id, email, password: PASSWORD, fullName: `Rosa Prueba ${stamp}` };
  } finally {
    await outside.dispose();
  }
}

/** Chromium's virtual authenticator on this page: a passkey made here is kept there and signs without a prompt. */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

/** The app's code for `secret` at `offsetSeconds` from now (one step ahead avoids reusing a code just used). */
export async function totpCode(secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret: secret.replace(/\s/g, ""), epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

/** The colleague's password on the professional login; ends on the screen that the second factor puts next. */
export async function passwordStep(page: Page, colleague: Colleague, next: "Verificación en dos pasos" | "Proteja su cuenta") {
  await page.goto("/professional-login");
  await expect(heading(page, "Portal Profesional")).toBeVisible();
  await submitPasswordLogin(page, "professional", { username: colleague.email, password: colleague.password });
  await expect(heading(page, next)).toBeVisible();
}

/** The recovery codes panel: reads the codes, confirms they are kept and goes on to the portal. */
export async function keepRecoveryCodes(page: Page): Promise<string[]> {
  const list = page.getByRole("list", { name: "Códigos de recuperación" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const codes = await list.getByRole("listitem").allInnerTexts();
  const next = page.getByRole("button", { name: "Continuar", exact: true });
  await expect(next).toBeDisabled();
  await page.getByRole("checkbox", { name: "He guardado los códigos en un lugar seguro" }).check();
  await next.click();
  return codes.map((code) => code.trim());
}

export const DASHBOARD = "Panel Municipal - Supervisión";

/** Logs out with the header's button; ends on "/". */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Cerrar Sesión", exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
}
