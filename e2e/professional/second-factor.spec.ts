import { expect, test } from "../support/fixtures";
import { expectNoAxeViolations, heading, loginAsProfessional, toasts } from "../support/helpers";
import {
  addVirtualAuthenticator,
  approvedColleague,
  type Colleague,
  DASHBOARD,
  keepRecoveryCodes,
  logOut,
  passwordStep,
  totpCode,
} from "./second-factor-helpers";

// The second factor on the real app (docs/decisions/0011-second-factor.md): a colleague made for each test enrols a
// passkey or the authenticator app at the first sign-in, signs in with it, uses a recovery code, and after a
// colleague's reset must enrol again. Lucía (demo) only approves and resets; her own factor is untouched. Staff
// cannot erase a colleague, so each test leaves one approved professional in the worker's fresh database.

test.describe("second factor", () => {
  let colleague: Colleague;

  test.beforeEach(async ({ page, baseURL }) => {
    await loginAsProfessional(page);
    colleague = await approvedColleague(page, String(baseURL));
  });

  test("a passkey: enrolled at the first sign-in, then the second step", async ({ browser, baseURL }) => {
    // Browsers refuse an IP address as a passkey's site: this browser reaches the worker's server as localhost.
    const context = await browser.newContext({ baseURL: String(baseURL).replace("//127.0.0.1:", "//localhost:") });
    const page = await context.newPage();
    try {
      await addVirtualAuthenticator(page);
      await passwordStep(page, colleague, "Proteja su cuenta");
      await expectNoAxeViolations(page, "second factor enrolment");
      await page.getByRole("button", { name: "Crear una llave de acceso", exact: true }).click();
      await page.getByLabel("Nombre de la llave", { exact: true }).fill("Ordenador de pruebas");
      await page.getByRole("button", { name: "Crear la llave", exact: true }).click();
      await keepRecoveryCodes(page);
      await expect(heading(page, DASHBOARD)).toBeVisible();

      await logOut(page);
      await passwordStep(page, colleague, "Verificación en dos pasos");
      await expectNoAxeViolations(page, "second step");
      await page.getByRole("button", { name: "Usar llave de acceso", exact: true }).click();
      await expect(heading(page, DASHBOARD)).toBeVisible();

      await page.goto("/professional/account");
      const section = page.getByRole("region", { name: /Verificación en dos pasos/ });
      await expect(section.getByText("Ordenador de pruebas", { exact: true })).toBeVisible();
      const accesses = page.getByRole("list", { name: "Mis accesos" });
      await expect(accesses.getByRole("listitem").filter({ hasText: "Llave de acceso" }).first()).toContainText("Correcto");
    } finally {
      await context.close();
    }
  });

  test("the authenticator app: enrolled with a computed code, sign-in with the next one, then a recovery code", async ({
    page,
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    const own = await context.newPage();
    try {
      await passwordStep(own, colleague, "Proteja su cuenta");
      await own.getByRole("button", { name: "Usar una aplicación de autenticación", exact: true }).click();
      await expect(own.getByRole("img", { name: "Código QR para la aplicación de autenticación" })).toBeVisible();
      const secret = (await own.getByTestId("totp-secret").innerText()).trim();
      await own.getByLabel("Código de la aplicación", { exact: true }).fill(await totpCode(secret));
      await own.getByRole("button", { name: "Activar la aplicación", exact: true }).click();
      const codes = await keepRecoveryCodes(own);
      await expect(heading(own, DASHBOARD)).toBeVisible();

      // A wrong code is refused in Spanish and the person stays on the step.
      await logOut(own);
      await passwordStep(own, colleague, "Verificación en dos pasos");
      await own.getByLabel("Código de la aplicación", { exact: true }).fill("000000");
      await own.getByRole("button", { name: "Verificar", exact: true }).click();
      await expect(own.getByRole("alert")).toContainText("no es correcto");
      // The code of the next 30-second step: the one of enrolment may not be used twice.
      await own.getByLabel("Código de la aplicación", { exact: true }).fill(await totpCode(secret, 30));
      await own.getByRole("button", { name: "Verificar", exact: true }).click();
      await expect(heading(own, DASHBOARD)).toBeVisible();

      await logOut(own);
      await passwordStep(own, colleague, "Verificación en dos pasos");
      await own.getByRole("button", { name: "Usar un código de recuperación", exact: true }).click();
      await own.getByLabel("Código de recuperación", { exact: true }).fill(codes[0]!);
      await own.getByRole("button", { name: "Verificar", exact: true }).click();
      await expect(heading(own, DASHBOARD)).toBeVisible();
      await own.goto("/professional/account");
      await expect(own.getByText("Le quedan 9 códigos de recuperación sin usar.", { exact: true })).toBeVisible();

      // The same recovery code does not work twice.
      await logOut(own);
      await passwordStep(own, colleague, "Verificación en dos pasos");
      await own.getByRole("button", { name: "Usar un código de recuperación", exact: true }).click();
      await own.getByLabel("Código de recuperación", { exact: true }).fill(codes[0]!);
      await own.getByRole("button", { name: "Verificar", exact: true }).click();
      await expect(own.getByRole("alert")).toContainText("no es válido o ya se ha usado");
      await own.getByRole("button", { name: "Cancelar", exact: true }).click();
      await expect(own).toHaveURL(/\/$/);

      // Lucía resets the colleague's factors (signed in afresh: a reset is a sensitive act, which needs her factor
      // shown in the last minutes); the colleague's next sign-in must enrol again.
      await loginAsProfessional(page);
      await page.goto("/professional/passwords");
      await page.getByRole("searchbox", { name: "Buscar cuenta" }).fill(colleague.email);
      await page.getByRole("button", { name: `Restablecer verificación de ${colleague.fullName}`, exact: true }).click();
      const dialog = page.getByRole("alertdialog", { name: "Restablecer verificación" });
      await dialog.getByRole("button", { name: "Sí, restablecer", exact: true }).click();
      await expect(toasts(page).getByText("Verificación restablecida", { exact: true })).toBeVisible();
      await passwordStep(own, colleague, "Proteja su cuenta");
    } finally {
      await context.close();
    }
  });
});
