import { expect, type Page, test } from "../support/fixtures";
import {
  chooseMunicipality,
  FAMILY,
  heading,
  PROFESSIONAL,
  storedUser,
  submitPasswordLogin,
  toasts,
} from "../support/helpers";

// docs/behaviour/02-screens.md (family portal and routes), 05-validation.md (family login validation), 08-errors.md
// (login failures).

async function openFamilyPortal(page: Page) {
  await chooseMunicipality(page, "Valle Verde");
  await page.getByRole("link", { name: /Acceso con usuario y contraseña/ }).click();
  await expect(page).toHaveURL(/\/family-login$/);
  await expect(heading(page, "Portal Familiar")).toBeVisible();
}

test.describe("family portal", () => {
  test("'/' -> Valle Verde -> family -> login with 'Recordarme' -> 'Panel Familiar' at /dashboard", async ({
    page,
    context,
  }) => {
    await openFamilyPortal(page);
    await expect(page.getByRole("heading", { level: 2, name: "Iniciar sesión" })).toBeVisible();
    const remember = page.getByRole("checkbox", { name: "Recordarme", exact: true });
    await expect(remember).not.toBeChecked();

    await submitPasswordLogin(page, "family", {
      username: FAMILY.email,
      password: FAMILY.password,
      remember: true,
    });

    await expect(heading(page, "Panel Familiar")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await storedUser(page)).toMatchObject({ role: "family", firstName: FAMILY.firstName });
    // 'Recordarme' asks for a long-lived (persistent) session cookie.
    const session = (await context.cookies()).find((cookie) => cookie.name === "sid");
    expect(session, "session cookie 'sid' after login").toBeDefined();
    expect(session?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 7 * 24 * 3600);
  });

  test("an empty submit shows 'Campos requeridos' / 'Por favor complete todos los campos'", async ({
    page,
  }) => {
    await openFamilyPortal(page);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    const region = toasts(page);
    await expect(region.getByText("Campos requeridos", { exact: true })).toBeVisible();
    await expect(region.getByText("Por favor complete todos los campos", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/family-login$/);
    expect(await storedUser(page)).toBeNull();
  });

  test("a professional account is refused on the family portal", async ({ page }) => {
    await openFamilyPortal(page);
    await submitPasswordLogin(page, "family", {
      username: PROFESSIONAL.email,
      password: PROFESSIONAL.password,
    });
    await expect(
      toasts(page).getByText("Esta cuenta no tiene permisos de familiar", { exact: true }),
    ).toBeVisible();
    await expect(heading(page, "Portal Familiar")).toBeVisible();
    expect(await storedUser(page)).toBeNull();
  });

  test("a logged-in family member's unknown path redirects to /dashboard", async ({ page }) => {
    await openFamilyPortal(page);
    await submitPasswordLogin(page, "family", { username: FAMILY.email, password: FAMILY.password });
    await expect(heading(page, "Panel Familiar")).toBeVisible();

    await page.goto("/xyz");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(heading(page, "Panel Familiar")).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toHaveCount(0);
  });
});
