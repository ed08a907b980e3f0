import { expect, type Page, test } from "../support/fixtures";
import {
  ACCESSIBILITY_TITLE,
  chooseMunicipality,
  enterElderlyName,
  FONT_SIZES,
  gearButton,
  heading,
  openAccessibilityDialog,
  setFontSizeWithDialog,
  tabTo,
} from "../support/helpers";

// docs/behaviour/02-screens.md (logged-out routes, fallback, back buttons, accessibility dialog), 04-states.md and
// 09-constants.md (text size).

const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

const LOGGED_OUT_ROUTES = [
  { path: "/", title: "Bienvenido/a a Acompaña" },
  { path: "/select-user-type", title: "Quién eres?" },
  { path: "/additional-info", title: "Información Adicional" },
  { path: "/elderly", title: "Hola, cuál es tu nombre?" },
  { path: "/elderly-name", title: "Hola, cuál es tu nombre?" },
  { path: "/elderly-login?step=name", title: "Hola, cuál es tu nombre?" },
  { path: "/family-login", title: "Portal Familiar" },
  { path: "/professional", title: "Portal Profesional" },
  { path: "/professional-login", title: "Portal Profesional" },
  { path: "/no-existe", title: "Página no encontrada" },
];

test.describe("logged-out shell", () => {
  test("an unknown logged-out path shows the fallback page", async ({ page }) => {
    await page.goto("/no-existe/tampoco");
    await expect(
      page.getByText("Did you forget to add the page to the router?", { exact: true }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Volver al inicio", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(heading(page, "Bienvenido/a a Acompaña")).toBeVisible();
  });

  test("the accessibility dialog sets the text size, which persists after reload", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-font-size", "medium");
    expect(await rootFontSize(page)).toBe("16px");

    const dialog = await openAccessibilityDialog(page);
    await expect(dialog.getByRole("heading", { name: ACCESSIBILITY_TITLE, exact: true })).toBeVisible();
    await expect(dialog.getByText("Vista previa del texto:", { exact: true })).toBeVisible();
    await expect(
      dialog.getByText("Este es un ejemplo de cómo se verá el texto con el tamaño seleccionado.", {
        exact: true,
      }),
    ).toBeVisible();
    const select = dialog.getByRole("combobox", { name: "Tamaño de Letra", exact: true });
    await expect(select).toHaveText("Mediano (16px - Estándar)");

    for (const size of FONT_SIZES) {
      await select.click();
      const options = page.getByRole("option");
      await expect(options).toHaveText(FONT_SIZES.map((each) => each.label));
      await page.getByRole("option", { name: size.label, exact: true }).click();
      await expect(page.locator("html")).toHaveAttribute("data-font-size", size.value);
      await expect(select).toHaveText(size.label);
      await expect.poll(() => rootFontSize(page)).toBe(`${size.px}px`);
      expect(await page.evaluate(() => window.localStorage.getItem("fontSize"))).toBe(size.value);
    }

    // Pick 'Grande' and check it survives a reload.
    await select.click();
    await page.getByRole("option", { name: "Grande (18px - Cómodo)", exact: true }).click();
    await dialog.getByRole("button", { name: "Listo", exact: true }).click();
    await expect(dialog).toHaveCount(0);

    await page.reload();
    await expect(heading(page, "Bienvenido/a a Acompaña")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-font-size", "large");
    expect(await rootFontSize(page)).toBe("18px");
    expect(await page.evaluate(() => window.localStorage.getItem("fontSize"))).toBe("large");
    const reopened = await openAccessibilityDialog(page);
    await expect(reopened.getByRole("combobox", { name: "Tamaño de Letra", exact: true })).toHaveText(
      "Grande (18px - Cómodo)",
    );
    await page.keyboard.press("Escape");
    await expect(reopened).toHaveCount(0);
  });

  test("an invalid stored text size falls back to medium", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("fontSize", "gigante"));
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-font-size", "medium");
    expect(await rootFontSize(page)).toBe("16px");
  });

  test("the gear button is on every logged-out screen", async ({ page }) => {
    for (const route of LOGGED_OUT_ROUTES) {
      await page.goto(route.path);
      await expect(heading(page, route.title), route.path).toBeVisible();
      await expect(gearButton(page), route.path).toBeVisible();
    }
    // And on the PIN step.
    await chooseMunicipality(page, "Valle Verde");
    await enterElderlyName(page, "Carmen");
    await expect(gearButton(page)).toBeVisible();
  });

  test("the footer 'Información Adicional' leads to /additional-info", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(
      footer.getByRole("img", { name: "Acompaña, programa municipal de acompañamiento" }),
    ).toBeVisible();
    await footer.getByRole("link", { name: "Información Adicional", exact: true }).click();
    await expect(page).toHaveURL(/\/additional-info$/);
    await expect(heading(page, "Información Adicional")).toBeVisible();
    await page.getByRole("link", { name: "Volver", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the back buttons of the login steps go to /select-user-type", async ({ page }) => {
    await chooseMunicipality(page, "Valle Verde");
    const back = page.getByRole("link", { name: "Volver", exact: true });
    const role = heading(page, "Quién eres?");

    // Name step.
    await page.getByRole("link", { name: /Acceso con PIN/ }).click();
    await expect(heading(page, "Hola, cuál es tu nombre?")).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(/\/select-user-type$/);
    await expect(role).toBeVisible();

    // PIN step.
    await enterElderlyName(page, "Carmen");
    await back.click();
    await expect(page).toHaveURL(/\/select-user-type$/);
    await expect(role).toBeVisible();

    // Family and professional portals.
    for (const option of [
      { link: /Acceso con usuario y contraseña/, title: "Portal Familiar" },
      { link: /Acceso profesional/, title: "Portal Profesional" },
    ]) {
      await page.getByRole("link", { name: option.link }).click();
      await expect(heading(page, option.title)).toBeVisible();
      await back.click();
      await expect(page).toHaveURL(/\/select-user-type$/);
      await expect(role).toBeVisible();
    }

    // Role selection itself goes back to the municipality selector.
    await back.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the document is Spanish: <html lang='es'> and a Spanish <title>", async ({ page }) => {
    // WCAG 2.4.2: each route has its own title; an unknown path is titled by its heading.
    const titles: [string, string | RegExp][] = [
      ["/", "Elija su municipio — Acompaña"],
      ["/family-login", "Portal Familiar — Acompaña"],
      ["/no-existe", /^\S.* — Acompaña$/],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page).toHaveTitle(title);
    }
  });

  test("a full logged-out journey stays on 127.0.0.1 with no console errors or CSP violations", async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? "http://127.0.0.1:5055").origin;
    const seen = watchPage(page);
    await loggedOutJourney(page);
    const csp = await seen.cspViolations();
    // Then the fallback page, as a full page load.
    await page.goto("/no-existe");
    await expect(
      page.getByText("Did you forget to add the page to the router?", { exact: true }),
    ).toBeVisible();
    csp.push(...(await seen.cspViolations()));

    expect(seen.requests.length).toBeGreaterThan(0);
    const foreign = seen.requests.filter(
      (url) => !url.startsWith("data:") && !url.startsWith("blob:") && new URL(url).origin !== origin,
    );
    expect(foreign, `requests that left ${origin}`).toEqual([]);
    expect(seen.consoleErrors, "console errors").toEqual([]);
    expect(seen.pageErrors, "uncaught page errors").toEqual([]);
    expect(csp, "CSP violations").toEqual([]);
  });

  test("no CSP violation at all when the login screens load", async ({ page }) => {
    const seen = watchPage(page);
    await page.goto("/family-login");
    await expect(heading(page, "Portal Familiar")).toBeVisible();
    expect(await seen.cspViolations(), "CSP violations").toEqual([]);
  });

  test("closing the accessibility dialog returns focus to the gear button", async ({ page }) => {
    await page.goto("/");
    await expect(heading(page, "Bienvenido/a a Acompaña")).toBeVisible();
    await tabTo(page, gearButton(page));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: ACCESSIBILITY_TITLE });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(gearButton(page)).toBeFocused({ timeout: 2_000 });
  });
});

/** Records every request URL, console error, uncaught error and CSP violation of the page. */
function watchPage(page: Page) {
  const seen = {
    requests: [] as string[],
    consoleErrors: [] as string[],
    pageErrors: [] as string[],
    /** Violations reported by the document (securitypolicyviolation events) since the last load. */
    cspViolations: () =>
      page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
  };
  page.on("request", (request) => seen.requests.push(request.url()));
  page.on("console", (message) => {
    if (message.type() === "error") seen.consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => seen.pageErrors.push(error.message));
  void page.addInitScript(() => {
    const store = window as unknown as { __cspViolations: string[] };
    store.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      store.__cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return seen;
}

/** Every logged-out screen, the dialog and both portal modes, without logging in. */
async function loggedOutJourney(page: Page) {
  // '/', footer page, back, municipality, role selection.
  await page.goto("/");
  await page.getByRole("link", { name: "Información Adicional", exact: true }).click();
  await expect(heading(page, "Información Adicional")).toBeVisible();
  await page.getByRole("link", { name: "Volver", exact: true }).click();
  await expect(heading(page, "Bienvenido/a a Acompaña")).toBeVisible();
  await page.getByRole("button", { name: /^Valle Verde/ }).click();
  await expect(heading(page, "Quién eres?")).toBeVisible();

  // Accessibility dialog and a size change.
  await setFontSizeWithDialog(page, FONT_SIZES[3]);

  // Family portal in both modes, with its forgot-password note.
  await page.getByRole("link", { name: /Acceso con usuario y contraseña/ }).click();
  await expect(heading(page, "Portal Familiar")).toBeVisible();
  await page.getByRole("button", { name: "¿Olvidó su contraseña?", exact: true }).click();
  await expect(page.getByText("Contacte con su centro de servicios sociales", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Registrarse", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Crear una cuenta" })).toBeVisible();
  await page.getByRole("link", { name: "Volver", exact: true }).click();

  // Professional portal in both modes.
  await page.getByRole("link", { name: /Acceso profesional/ }).click();
  await expect(heading(page, "Portal Profesional")).toBeVisible();
  await page.getByRole("button", { name: "Registrarse", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Crear una cuenta" })).toBeVisible();
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Iniciar sesión" })).toBeVisible();
  await page.getByRole("link", { name: "Volver", exact: true }).click();

  // Elderly name and PIN steps (no PIN is sent).
  await enterElderlyName(page, "Carmen");
  await page.getByRole("button", { name: "1", exact: true }).click();
  await expect(page.getByText("1 de 4 dígitos introducidos", { exact: true })).toBeVisible();
}
