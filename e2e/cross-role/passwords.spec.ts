import { expect, test } from "../support/fixtures";
import { staffApi, uniqueFirstName } from "../family/family-helpers";
import { expectNoAxeViolations, heading, submitPasswordLogin } from "../support/helpers";

// Passwords with a life (docs/behaviour/06-roles-and-access.md#credentials-and-lockouts), in the browser: a family
// member created by staff must choose a new password at first sign-in, and later changes it from 'Mi cuenta'. The
// accounts are the test's own (the demo accounts keep the password other specs sign in with) and are erased after.

const FIRST_CHOICE = "Un paseo por el parque de la villa";
const SECOND_CHOICE = "Tres tazas de te con limon y miel";

test.describe("passwords of family and staff", () => {
  test("a temporary password leads to 'Cree una contraseña nueva', then to the portal and 'Mi cuenta'", async ({
    page,
    baseURL,
  }) => {
    const staff = await staffApi(baseURL!);
    try {
      const elderly = await staff.createElderly(uniqueFirstName("Remedios"));
      const email = `${uniqueFirstName("familiar")}@prueba.es`.toLowerCase();
      const { temporaryPassword } = await staff.createFamily(elderly.id, email);

      // First sign-in: nothing but the new password.
      await page.goto("/family-login");
      await submitPasswordLogin(page, "family", { username: email, password: temporaryPassword });
      await expect(heading(page, "Cree una contraseña nueva")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Panel Familiar" })).toHaveCount(0);
      await expectNoAxeViolations(page, "Cree una contraseña nueva");
      await page.getByLabel("Contraseña actual", { exact: true }).fill(temporaryPassword);
      await page.getByLabel("Contraseña nueva", { exact: true }).fill("qwerty123456");
      await page.getByLabel("Repita la contraseña nueva", { exact: true }).fill("qwerty123456");
      await page.getByRole("button", { name: "Guardar y continuar" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "demasiado común" })).toBeVisible();
      await page.getByLabel("Contraseña nueva", { exact: true }).fill(FIRST_CHOICE);
      await page.getByLabel("Repita la contraseña nueva", { exact: true }).fill(FIRST_CHOICE);
      await page.getByRole("button", { name: "Guardar y continuar" }).click();
      await expect(heading(page, "Panel Familiar")).toBeVisible();

      // Later: 'Mi cuenta' from the top bar, change it again; this session stays open.
      await page.getByRole("link", { name: "Mi cuenta" }).click();
      await expect(heading(page, "Mi cuenta")).toBeVisible();
      await expect(page.getByText("(esta sesión)")).toBeVisible();
      await expectNoAxeViolations(page, "Mi cuenta");
      await page.getByLabel("Contraseña actual", { exact: true }).fill("no-es-esta-clave");
      await page.getByLabel("Contraseña nueva", { exact: true }).fill(SECOND_CHOICE);
      await page.getByLabel("Repita la contraseña nueva", { exact: true }).fill(SECOND_CHOICE);
      await page.getByRole("button", { name: "Cambiar contraseña" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "La contraseña actual no es correcta" })).toBeVisible();
      await page.getByLabel("Contraseña actual", { exact: true }).fill(FIRST_CHOICE);
      await page.getByLabel("Contraseña nueva", { exact: true }).fill(SECOND_CHOICE);
      await page.getByLabel("Repita la contraseña nueva", { exact: true }).fill(SECOND_CHOICE);
      await page.getByRole("button", { name: "Cambiar contraseña" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Contraseña cambiada" })).toBeVisible();
      await expect(heading(page, "Mi cuenta")).toBeVisible();

      // The new password is the one that opens the account now.
      await page.getByRole("button", { name: "Cerrar Sesión" }).click();
      await page.goto("/family-login");
      await submitPasswordLogin(page, "family", { username: email, password: SECOND_CHOICE });
      await expect(heading(page, "Panel Familiar")).toBeVisible();
    } finally {
      await staff.dispose();
    }
  });

  test("the professional login offers no 'Recordarme'", async ({ page }) => {
    await page.goto("/professional-login");
    await expect(heading(page, "Portal Profesional")).toBeVisible();
    await expect(page.getByLabel("Contraseña", { exact: true })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Recordarme" })).toHaveCount(0);
  });
});
