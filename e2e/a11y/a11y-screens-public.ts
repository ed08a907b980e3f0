import { expect, type Page } from "../support/fixtures";
import { REFLOW_WIDTHS, type ScreenState } from "./a11y-screen-state";
import { chooseMunicipality, enterElderlyName, heading, openAccessibilityDialog, pickFontSize } from "../support/helpers";

// The screens before signing in: the two engines and reflow at 390 and 320 px, at each of the four text sizes.

const loggedOut = { role: "logged out", reflow: REFLOW_WIDTHS } as const;

const gotoScreen = (path: string, title: string) => async (page: Page) => {
  await page.goto(path);
  await expect(heading(page, title)).toBeVisible();
};

const portalRegistration = (path: string, title: string) => async (page: Page) => {
  await gotoScreen(path, title)(page);
  await page.getByRole("button", { name: "Registrarse", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Crear una cuenta" })).toBeVisible();
};

export const PUBLIC_SCREENS: ScreenState[] = [
  {
    ...loggedOut,
    name: "/ (municipality selector)",
    open: async (page) => {
      await gotoScreen("/", "Bienvenido/a a Acompaña")(page);
      await expect(page.getByRole("button", { name: /^Valle Verde/ })).toBeVisible();
    },
  },
  {
    ...loggedOut,
    name: "/select-user-type (with a chosen municipality)",
    open: (page) => chooseMunicipality(page, "Valle Verde"),
  },
  { ...loggedOut, name: "/select-user-type (no municipality)", open: gotoScreen("/select-user-type", "Quién eres?") },
  { ...loggedOut, name: "/additional-info", open: gotoScreen("/additional-info", "Información Adicional") },
  { ...loggedOut, name: "/elderly-name (name step)", open: gotoScreen("/elderly-name", "Hola, cuál es tu nombre?") },
  {
    ...loggedOut,
    name: "PIN step",
    open: async (page) => {
      await chooseMunicipality(page, "Valle Verde");
      await enterElderlyName(page, "Carmen");
      await page.getByRole("button", { name: "1", exact: true }).click();
    },
  },
  { ...loggedOut, name: "/family-login (login)", open: gotoScreen("/family-login", "Portal Familiar") },
  {
    ...loggedOut,
    name: "/family-login (registration)",
    open: portalRegistration("/family-login", "Portal Familiar"),
  },
  { ...loggedOut, name: "/professional-login (login)", open: gotoScreen("/professional-login", "Portal Profesional") },
  {
    ...loggedOut,
    name: "/professional-login (registration)",
    open: portalRegistration("/professional-login", "Portal Profesional"),
  },
  { ...loggedOut, name: "unknown path fallback", open: gotoScreen("/no-existe", "Página no encontrada") },
  {
    // The size is picked in the open dialog itself; reflow was not checked here before and is now.
    ...loggedOut,
    name: "accessibility dialog on /",
    open: async (page) => {
      await gotoScreen("/", "Bienvenido/a a Acompaña")(page);
      await openAccessibilityDialog(page);
    },
    setSize: async (page, size) =>
      pickFontSize(page, page.getByRole("dialog", { name: "Configuración de Accesibilidad" }), size),
  },
];
