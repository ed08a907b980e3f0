import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { unusedDemoCode } from "../../scripts/lib/demo-codes";
import { createSoftwarePasskey, type SoftwarePasskey } from "../../server/test/software-authenticator";

// Staff must show a second factor after their password. Specs whose subject is not the second factor complete it
// here: the first time an account signs in on a worker's server, with a code of the demo's authenticator secret
// (as a person would from their app), and then it is given a software passkey (server/test/software-authenticator.ts)
// that signs every later sign-in: codes are good once per 30 s, passkeys any number of times.
// The second factor's own spec uses its own accounts and Chromium's virtual authenticator.

const passkeys = new Map<string, SoftwarePasskey>();

const keyOf = (origin: string, email: string) => `${origin} ${email.toLowerCase()}`;

async function postOk(api: APIRequestContext, path: string, data?: object): Promise<Record<string, unknown>> {
  const res = await api.post(path, data ? { data } : {});
  expect(res.ok(), `POST ${path} -> ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as Record<string, unknown>;
}

/** Completes the pending sign-in held by `api`'s cookie; `origin` is the server's, as the browser would send. */
export async function completeStaffSecondStep(api: APIRequestContext, origin: string, email: string): Promise<void> {
  const key = keyOf(origin, email);
  const passkey = passkeys.get(key);
  if (passkey) {
    const { options } = await postOk(api, "/api/auth/second-factor/passkey-options");
    const credential = passkey.sign(options as { challenge: string }, origin);
    await postOk(api, "/api/auth/second-factor/verify", { method: "passkey", credential });
    return;
  }
  await postOk(api, "/api/auth/second-factor/verify", { method: "totp", code: await unusedDemoCode(origin, email) });
  const fresh = createSoftwarePasskey();
  const { options } = await postOk(api, "/api/auth/second-factor/passkeys/options");
  const credential = fresh.register(options as { challenge: string; rp: { id?: string } }, origin);
  await postOk(api, "/api/auth/second-factor/passkeys", { credential, name: "Llave de las pruebas" });
  passkeys.set(key, fresh);
}

/** Signs a separate API client in (password, then the second step when the account owes one). */
export async function signInWithApi(
  api: APIRequestContext,
  origin: string,
  login: { username: string; password: string; expectedRole?: "family" | "professional"; municipalityId?: string },
): Promise<{ user: { id: string } }> {
  const answer = (await postOk(api, "/api/auth/login", login)) as { user: { id: string; secondFactor?: string } };
  if (answer.user.secondFactor === "verify") await completeStaffSecondStep(api, origin, login.username);
  return answer;
}

/** On the second-step screen after the login form: types a fresh code of the demo's authenticator app. */
export async function completeStaffSecondStepOnScreen(page: Page, email: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  await expect(page.getByRole("heading", { name: "Verificación en dos pasos", exact: true })).toBeVisible();
  await page.getByLabel("Código de la aplicación", { exact: true }).fill(await unusedDemoCode(origin, email));
  await page.getByRole("button", { name: "Verificar", exact: true }).click();
}
