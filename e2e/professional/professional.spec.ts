import { type BrowserContext, expect, type Locator, test } from "../support/fixtures";
import { expectNoAxeViolations, heading, loginAsProfessional, PROFESSIONAL, storedUser } from "../support/helpers";

// docs/behaviour/02-screens.md (professional routes and shell), 04-states.md (sidebar state), 09-constants.md (cookie,
// breakpoint, shortcut).

async function sidebarCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === "sidebar_state")?.value;
}

/** Rendered width of the sidebar navigation (16rem expanded, 3rem collapsed to icons). */
async function navWidth(nav: Locator): Promise<number> {
  return (await nav.boundingBox())?.width ?? 0;
}

test.describe("professional portal", () => {
  test("login leads to 'Panel Municipal - Supervisión' inside the shell with its sidebar", async ({
    page,
  }) => {
    await loginAsProfessional(page);
    expect(await storedUser(page)).toMatchObject({
      role: "professional",
      firstName: "Lucía",
      lastName: "Romero",
    });

    const nav = page.getByRole("navigation", { name: "Menú profesional" });
    await expect(nav).toBeVisible();
    await expect(nav).toContainText(PROFESSIONAL.fullName);
    await expect(nav.getByText("Panel Profesional", { exact: true })).toBeVisible();
    for (const name of ["Dashboard", "Crear Usuario", "Recordatorios", "Gestión PINs"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("button", { name: "Cerrar Sesión", exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "professional dashboard");
  });

  test("Ctrl+B collapses and expands the sidebar and keeps the state in the sidebar_state cookie", async ({
    page,
    context,
  }) => {
    await loginAsProfessional(page);
    const hide = page.getByRole("button", { name: "Ocultar menú lateral", exact: true });
    const show = page.getByRole("button", { name: "Mostrar menú lateral", exact: true });
    const nav = page.getByRole("navigation", { name: "Menú profesional" });
    await expect(hide).toHaveAttribute("aria-expanded", "true");
    await expect.poll(() => navWidth(nav)).toBeGreaterThan(200);

    await page.keyboard.press("Control+b");
    await expect(show).toHaveAttribute("aria-expanded", "false");
    await expect.poll(() => sidebarCookie(context)).toBe("false");
    // Collapsed to icons (3rem wide): the links stay and keep their accessible names.
    await expect.poll(() => navWidth(nav)).toBeLessThan(80);
    await expect(nav.getByRole("link", { name: "Crear Usuario", exact: true })).toBeVisible();

    // The cookie restores the state on the next visit.
    await page.reload();
    await expect(show).toBeVisible();

    await page.keyboard.press("Control+b");
    await expect(hide).toHaveAttribute("aria-expanded", "true");
    await expect.poll(() => sidebarCookie(context)).toBe("true");
    await expect.poll(() => navWidth(nav)).toBeGreaterThan(200);

    // The visible trigger does the same.
    await hide.click();
    await expect(show).toBeVisible();
    await expect.poll(() => sidebarCookie(context)).toBe("false");
  });

  test("each sidebar link navigates to its route", async ({ page }) => {
    await loginAsProfessional(page);
    const nav = page.getByRole("navigation", { name: "Menú profesional" });
    // docs/behaviour/02-screens.md does not show the contents of these screens: check the route, the current link and
    // that the dashboard was left (and came back).
    const dashboardTitle = heading(page, "Panel Municipal - Supervisión");
    const routes = [
      { link: "Crear Usuario", url: /\/professional\/create-user$/ },
      { link: "Recordatorios", url: /\/professional\/reminders$/ },
      { link: "Gestión PINs", url: /\/professional\/passwords$/ },
      { link: "Dashboard", url: /\/dashboard$/ },
    ];
    for (const route of routes) {
      const link = nav.getByRole("link", { name: route.link, exact: true });
      await link.click();
      await expect(page).toHaveURL(route.url);
      await expect(link).toHaveAttribute("aria-current", "page");
      await expect(page.getByText("Cargando dashboard...")).toHaveCount(0);
      if (route.link === "Dashboard") await expect(dashboardTitle).toBeVisible();
      else await expect(dashboardTitle).toHaveCount(0);
    }
  });

  test("an unknown professional path ends at /dashboard", async ({ page }) => {
    await loginAsProfessional(page);
    await page.goto("/xyz");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(heading(page, "Panel Municipal - Supervisión")).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toHaveCount(0);
  });

  test("at 390 px the sidebar is a slide-in sheet opened by its toggle button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAsProfessional(page);
    const sheet = page.getByRole("dialog", { name: "Menú profesional" });
    await expect(page.getByRole("navigation", { name: "Menú profesional" })).toHaveCount(0);
    await expect(sheet).toHaveCount(0);

    const open = page.getByRole("button", { name: "Mostrar menú lateral", exact: true });
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await expectNoAxeViolations(page, "professional dashboard at 390 px");

    // Ctrl+B opens the sheet too; Escape closes it.
    await page.keyboard.press("Control+b");
    await expect(sheet).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toHaveCount(0);
    await open.click();
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("navigation", { name: "Menú profesional" })).toContainText(
      PROFESSIONAL.fullName,
    );
    await expectNoAxeViolations(page, "professional sidebar sheet at 390 px");

    // Choosing a link navigates and closes the sheet.
    await sheet.getByRole("link", { name: "Recordatorios", exact: true }).click();
    await expect(page).toHaveURL(/\/professional\/reminders$/);
    await expect(sheet).toHaveCount(0);
    await expect(heading(page, "Panel Municipal - Supervisión")).toHaveCount(0);

    // The close button closes it too, on any screen of the portal.
    await open.click();
    await expect(sheet).toBeVisible();
    await sheet.getByRole("button", { name: "Cerrar menú", exact: true }).click();
    await expect(sheet).toHaveCount(0);
    await expectNoAxeViolations(page, "professional reminders at 390 px");
    await open.click();
    await sheet.getByRole("link", { name: "Gestión PINs", exact: true }).click();
    await expect(page).toHaveURL(/\/professional\/passwords$/);
    await expect(heading(page, "Gestión de PINs")).toBeVisible();
    await expect(sheet).toHaveCount(0);
  });

  test("'Cerrar Sesión' returns to '/' and clears the stored user", async ({ page }) => {
    await loginAsProfessional(page);
    expect(await storedUser(page)).not.toBeNull();
    await page
      .getByRole("navigation", { name: "Menú profesional" })
      .getByRole("button", { name: "Cerrar Sesión", exact: true })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(heading(page, "Bienvenido/a a Acompaña")).toBeVisible();
    expect(await storedUser(page)).toBeNull();
  });
});
