import { expect, type Page, test } from "../support/fixtures";
import { completeStaffSecondStepOnScreen } from "../support/staff-second-step";
import {
  heading,
  loginAsCarmenThroughUi,
  loginAsFamilyThroughUi,
  loginAsProfessionalThroughUi,
  PROFESSIONAL,
  submitPasswordLogin,
  toasts,
} from "../support/helpers";

// All roles: a title per route (WCAG 2.4.2), focus on the new page's heading after each in-app
// navigation, Back after logout lands on the role selection, a failed login's error goes on success.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const titleOf = (title: string) => new RegExp(`^(\\(\\d+\\) )?${escapeRegExp(title)} — Acompaña$`);

/** The professional portal puts the count of pending alerts first ('(3) Panel Municipal — Acompaña'). */
async function expectPage(page: Page, title: string, h1: string): Promise<void> {
  await expect(heading(page, h1)).toBeFocused();
  await expect(page).toHaveTitle(titleOf(title));
}

test("elderly: each screen has its title and its heading takes the focus", async ({ page }) => {
  await loginAsCarmenThroughUi(page);
  await expectPage(page, "Inicio", "Hola, Carmen");
  await page.getByRole("link", { name: /^Recordatorios/ }).click();
  await expectPage(page, "Recordatorios", "Recordatorios Próximos");
  await page.getByRole("link", { name: "Inicio", exact: true }).click();
  await expectPage(page, "Inicio", "Hola, Carmen");
  await page.getByRole("link", { name: "Hablar con Asistente", exact: true }).click();
  await expectPage(page, "Hablar con Asistente", "Hablar con Asistente");
  // A reload is not a navigation inside the app: the title is right, the focus stays at the start.
  await page.reload();
  await expect(page).toHaveTitle("Hablar con Asistente — Acompaña");
  await expect(heading(page, "Hablar con Asistente")).not.toBeFocused();
});

test("professional: the sidebar's links give their page's title and focus its heading", async ({ page }) => {
  await loginAsProfessionalThroughUi(page);
  await expectPage(page, "Panel Municipal", "Panel Municipal - Supervisión");
  await page.getByRole("link", { name: "Crear Usuario", exact: true }).click();
  await expectPage(page, "Crear Usuario", "Crear Usuario");
  await page.getByRole("link", { name: "Recordatorios", exact: true }).click();
  await expectPage(page, "Recordatorios", "Gestión de Recordatorios");
  // A page that re-renders its heading late (a slow device, a section that suspends again) leaves the focus on
  // the body: the new heading takes it back.
  await page.waitForTimeout(1500);
  await page.evaluate(() => {
    const old = document.querySelector("main h1")!;
    old.replaceWith(old.cloneNode(true));
  });
  await expect(heading(page, "Gestión de Recordatorios")).toBeFocused();
  // ... but a person who goes back to the sidebar is left there.
  await page.keyboard.press("Shift+Tab");
  const before = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));
  await page.waitForTimeout(600);
  expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))).toBe(before);
});

test("logged out: role selection and portals have their titles", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Elija su municipio — Acompaña");
  await page.getByRole("button", { name: /^Valle Verde/ }).click();
  await expectPage(page, "Quién eres", "Quién eres?");
  await page.getByRole("link", { name: /Acceso con usuario y contraseña/ }).click();
  await expectPage(page, "Portal Familiar", "Portal Familiar");
});

test("Back after logging out (family, then elderly) lands on the role selection", async ({ page }) => {
  await loginAsFamilyThroughUi(page);
  await page.getByRole("button", { name: "Cerrar Sesión", exact: true }).click();
  await expect(heading(page, "Bienvenido/a a Acompaña")).toBeVisible();
  await page.goBack();
  await expect(heading(page, "Quién eres?")).toBeVisible();
  await expect(page).toHaveURL(/\/select-user-type$/);

  await loginAsCarmenThroughUi(page);
  await page.getByRole("button", { name: "Cerrar Sesión", exact: true }).click();
  await page.getByRole("button", { name: "Sí, cerrar sesión", exact: true }).click();
  await expect(heading(page, "Bienvenido/a a Acompaña")).toBeVisible();
  await page.goBack();
  await expect(heading(page, "Quién eres?")).toBeVisible();
});

test("a failed login's 'Error de acceso' is gone once a later attempt succeeds", async ({ page }) => {
  await page.goto("/professional-login");
  await submitPasswordLogin(page, "professional", { username: PROFESSIONAL.email, password: "no-es-esta-1" });
  await expect(toasts(page).getByText("Error de acceso", { exact: true })).toBeVisible();
  await submitPasswordLogin(page, "professional", {
    username: PROFESSIONAL.email,
    password: PROFESSIONAL.password,
  });
  await completeStaffSecondStepOnScreen(page, PROFESSIONAL.email);
  await expect(heading(page, "Panel Municipal - Supervisión")).toBeVisible();
  await expect(toasts(page).getByText("Error de acceso", { exact: true })).toHaveCount(0);
});
