import { expect, test } from "../support/fixtures";
import {
  chooseMunicipality,
  enterElderlyName,
  heading,
  loginAsCarmenThroughUi,
  loginAsElderlyThroughUi,
  pressPinDigits,
  storedUser,
  toasts,
} from "../support/helpers";

// docs/behaviour/02-screens.md (elderly login), 04-states.md (elderly login flow), 05-validation.md and 08-errors.md
// (PIN messages).
// Lockout budget: this file sends the ONLY wrong PIN of the suite (one, for Carmen of Valle Verde),
// and the same test then logs in correctly, which clears the per-name counter.

test.describe("elderly login", () => {
  test("Valle Verde, Carmen, PIN 4826 on the keypad: home 'Hola, Carmen', then logout back to '/'", async ({
    page,
  }) => {
    await chooseMunicipality(page, "Valle Verde");
    await expect(page.getByText("Valle Verde", { exact: true })).toBeVisible();

    await page.getByRole("link", { name: /Acceso con PIN/ }).click();
    await expect(page).toHaveURL(/\/elderly-name$/);
    await expect(heading(page, "Hola, cuál es tu nombre?")).toBeVisible();

    const name = page.getByLabel("Su nombre", { exact: true });
    const continuar = page.getByRole("button", { name: "Continuar", exact: true });
    await expect(continuar).toBeDisabled();
    await name.fill("   ");
    await expect(continuar).toBeDisabled();
    await name.fill("Carmen");
    await expect(continuar).toBeEnabled();
    await continuar.click();

    await expect(heading(page, "Escriba su PIN")).toBeVisible();
    const acceder = page.getByRole("button", { name: "Acceder", exact: true });
    const confirm = page.getByRole("button", { name: "Confirmar PIN", exact: true });
    await expect(page.getByText("0 de 4 dígitos introducidos", { exact: true })).toBeVisible();
    await expect(acceder).toBeDisabled();
    await pressPinDigits(page, "482");
    await expect(acceder).toBeDisabled();
    await expect(confirm).toBeDisabled();
    await page.getByRole("button", { name: "6", exact: true }).click();
    await expect(page.getByText("4 de 4 dígitos introducidos", { exact: true })).toBeVisible();
    // The PIN holds at most 4 digits, and its field (a password field) never shows them.
    await page.getByRole("button", { name: "5", exact: true }).click();
    await expect(page.getByText("4 de 4 dígitos introducidos", { exact: true })).toBeVisible();
    const field = page.getByLabel("PIN", { exact: true });
    await expect(field).toHaveAttribute("type", "password");
    await expect(field).toHaveValue("4826");
    // Typed into the field, as a keyboard or a password manager would, it works the same.
    await field.fill("");
    await field.pressSequentially("4826");
    await expect(acceder).toBeEnabled();
    await expect(confirm).toBeEnabled();
    await acceder.click();

    await expect(heading(page, "Hola, Carmen")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toasts(page).getByText("Acceso correcto", { exact: true })).toBeVisible();
    expect(await storedUser(page)).toMatchObject({ role: "elderly", firstName: "Carmen", lastName: "López" });

    await page.getByRole("button", { name: "Cerrar Sesión", exact: true }).click();
    await page.getByRole("button", { name: "Sí, cerrar sesión", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(heading(page, "Bienvenido/a a Acompaña")).toBeVisible();
    expect(await storedUser(page)).toBeNull();
  });

  test("a wrong PIN shows 'Error de acceso', clears the PIN and stays on the PIN step", async ({ page }) => {
    await chooseMunicipality(page, "Valle Verde");
    await enterElderlyName(page, "Carmen");
    await pressPinDigits(page, "9876");
    await page.getByRole("button", { name: "Acceder", exact: true }).click();

    const region = toasts(page);
    await expect(region.getByText("Error de acceso", { exact: true })).toBeVisible();
    await expect(
      region.getByText("PIN incorrecto. Por favor intente nuevamente.", { exact: true }),
    ).toBeVisible();
    await expect(heading(page, "Escriba su PIN")).toBeVisible();
    await expect(page).toHaveURL(/\/elderly-name$/);
    await expect(page.getByText("0 de 4 dígitos introducidos", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Acceder", exact: true })).toBeDisabled();
    expect(await storedUser(page)).toBeNull();

    // The person can try again at once (and a success resets the failure count for the name).
    await pressPinDigits(page, "4826");
    await page.getByRole("button", { name: "Acceder", exact: true }).click();
    await expect(heading(page, "Hola, Carmen")).toBeVisible();
  });

  test("Monte Claro, Carmen, PIN 6142 reaches a different Carmen (Carmen Ruiz)", async ({ page }) => {
    await loginAsElderlyThroughUi(page, { municipality: "Monte Claro", name: "Carmen", pin: "6142" });
    const user = await storedUser(page);
    expect(user).toMatchObject({ role: "elderly", firstName: "Carmen", lastName: "Ruiz" });
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toContainText("Carmen Ruiz");
  });

  test("a logged-in elderly user's unknown path redirects to /dashboard", async ({ page }) => {
    await loginAsCarmenThroughUi(page);
    await page.goto("/professional/passwords");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(heading(page, "Hola, Carmen")).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toHaveCount(0);
  });

  test("home at /, /elderly and /dashboard; each section at its own address", async ({ page }) => {
    await loginAsCarmenThroughUi(page);
    for (const path of ["/", "/elderly", "/dashboard"]) {
      await page.goto(path);
      await expect(heading(page, "Hola, Carmen")).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    const sections = [
      ["/chat", "Hablar con Asistente"],
      ["/reminders", "Recordatorios Próximos"],
      ["/memory-exercises", "Ejercicios Memoria"],
      ["/messages", "Mensajes Familia"],
      ["/additional-info", "Información Adicional"],
    ] as const;
    for (const [path, title] of sections) {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });
});
