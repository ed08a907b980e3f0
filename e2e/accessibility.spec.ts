import { expect, type Page, test } from "./fixtures";
import {
  axeViolations,
  chooseMunicipality,
  enterElderlyName,
  FONT_SIZES,
  heading,
  openAccessibilityDialog,
  pickFontSize,
  setFontSizeWithDialog,
  tabTo,
} from "./helpers";

// WCAG 2.0/2.1 A and AA (axe) and reflow on every logged-out screen at each of the four text sizes,
// plus an elderly login done with the keyboard only.

type Screen = { name: string; open: (page: Page) => Promise<void> };

const gotoScreen = (path: string, title: string) => async (page: Page) => {
  await page.goto(path);
  await expect(heading(page, title)).toBeVisible();
};

const portalRegistration = (path: string, title: string) => async (page: Page) => {
  await gotoScreen(path, title)(page);
  await page.getByRole("button", { name: "Registrarse", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Crear una cuenta" })).toBeVisible();
};

const SCREENS: Screen[] = [
  {
    name: "/ (municipality selector)",
    open: async (page) => {
      await gotoScreen("/", "Bienvenido/a a Acompaña")(page);
      await expect(page.getByRole("button", { name: /^Valle Verde/ })).toBeVisible();
    },
  },
  {
    name: "/select-user-type (with a chosen municipality)",
    open: (page) => chooseMunicipality(page, "Valle Verde"),
  },
  { name: "/select-user-type (no municipality)", open: gotoScreen("/select-user-type", "Quién eres?") },
  { name: "/additional-info", open: gotoScreen("/additional-info", "Información Adicional") },
  { name: "/elderly-name (name step)", open: gotoScreen("/elderly-name", "Hola, cuál es tu nombre?") },
  {
    name: "PIN step",
    open: async (page) => {
      await chooseMunicipality(page, "Valle Verde");
      await enterElderlyName(page, "Carmen");
      await page.getByRole("button", { name: "1", exact: true }).click();
    },
  },
  { name: "/family-login (login)", open: gotoScreen("/family-login", "Portal Familiar") },
  { name: "/family-login (registration)", open: portalRegistration("/family-login", "Portal Familiar") },
  { name: "/professional-login (login)", open: gotoScreen("/professional-login", "Portal Profesional") },
  {
    name: "/professional-login (registration)",
    open: portalRegistration("/professional-login", "Portal Profesional"),
  },
  { name: "unknown path fallback", open: gotoScreen("/no-existe", "Página no encontrada") },
];

// Reflow (WCAG 1.4.10): on a phone (390 px) and at 320 px nothing may scroll sideways.
const REFLOW_WIDTHS = [390, 320];
const DESKTOP = { width: 1280, height: 720 };

/** Narrows the viewport to each reflow width and lists the selected cases wider than the viewport. */
async function overflows(page: Page, screen: string, size: string, isChecked: (key: string) => boolean) {
  const found: string[] = [];
  for (const width of REFLOW_WIDTHS) {
    const key = `${screen} ${width}px ${size}`;
    if (!isChecked(key)) continue;
    await page.setViewportSize({ width, height: 800 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) found.push(`${key}: the page is ${scrollWidth}px wide`);
  }
  await page.setViewportSize(DESKTOP);
  return found;
}

// One test per screen: the screen is opened once, then the text size is changed with the gear dialog
// (as a person would); at each of the four sizes axe runs and the reflow widths are checked.
// Soft assertions report every size.
for (const screen of SCREENS) {
  test(`${screen.name}: no WCAG A/AA violations and no sideways scrolling at any text size`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await screen.open(page);
    for (const size of FONT_SIZES) {
      await setFontSizeWithDialog(page, size);
      await expect(page.locator("html")).toHaveAttribute("data-font-size", size.value);
      const found = await axeViolations(page);
      expect
        .soft(found, `axe violations on ${screen.name} at ${size.value}:\n${found.join("\n")}`)
        .toEqual([]);
      const wide = await overflows(page, screen.name, size.value, () => true);
      expect.soft(wide, `horizontal scrolling:\n${wide.join("\n")}`).toEqual([]);
    }
  });
}

test("the open accessibility dialog: no WCAG A/AA violations at any text size", async ({ page }) => {
  await page.goto("/");
  await expect(heading(page, "Bienvenido/a a Acompaña")).toBeVisible();
  const dialog = await openAccessibilityDialog(page);
  for (const size of FONT_SIZES) {
    await pickFontSize(page, dialog, size);
    const found = await axeViolations(page);
    expect.soft(found, `axe violations on the dialog at ${size.value}:\n${found.join("\n")}`).toEqual([]);
  }
});

test("keyboard only: Valle Verde, elderly option, name, PIN digits and submit reach 'Hola, Carmen'", async ({
  page,
}) => {
  await page.goto("/");
  await expect(heading(page, "Bienvenido/a a Acompaña")).toBeVisible();

  const valleVerde = page.getByRole("button", { name: /^Valle Verde/ });
  await tabTo(page, valleVerde);
  await page.keyboard.press("Enter");
  await expect(heading(page, "Quién eres?")).toBeVisible();

  const elderly = page.getByRole("link", { name: /Acceso con PIN/ });
  await tabTo(page, elderly);
  await page.keyboard.press("Enter");
  await expect(heading(page, "Hola, cuál es tu nombre?")).toBeVisible();

  const name = page.getByLabel("Su nombre", { exact: true });
  await tabTo(page, name);
  await page.keyboard.type("Carmen");
  await page.keyboard.press("Enter");
  await expect(heading(page, "Escriba su PIN")).toBeVisible();

  for (const digit of "4826") await page.keyboard.press(digit);
  await expect(page.getByText("4 de 4 dígitos introducidos", { exact: true })).toBeVisible();
  const acceder = page.getByRole("button", { name: "Acceder", exact: true });
  await expect(acceder).toBeEnabled();
  await tabTo(page, acceder);
  await page.keyboard.press("Enter");

  await expect(heading(page, "Hola, Carmen")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
