import { axeFindings } from "./axe-engine";
import { completeStaffSecondStepOnScreen } from "./staff-second-step";
import { expect, type Locator, type Page } from "./fixtures";
import { ibmViolations } from "./ibm-checker";
import { signInWithPassword, signInWithPin } from "./auth-session";

export { parseSemicolonCsv } from "../../shared/testing/semicolon-csv";

// Shared steps of the browser tests. Everything is found by role and accessible name (the strings of
// docs/behaviour/02-screens.md).

export const MUNICIPALITIES = ["Valle Verde", "Monte Claro"] as const;
export type MunicipalityName = (typeof MUNICIPALITIES)[number];

export const FAMILY = { email: "familia@acompana.demo", password: "Demo-1234", firstName: "Javier" };
export const PROFESSIONAL = {
  email: "profesional@acompana.demo",
  password: "Demo-1234",
  fullName: "Lucía Romero",
};

/** docs/behaviour/09-constants.md: the four text sizes, their labels and root font sizes. */
export const FONT_SIZES = [
  { value: "small", label: "Pequeño (14px - Compacto)", px: 14 },
  { value: "medium", label: "Mediano (16px - Estándar)", px: 16 },
  { value: "large", label: "Grande (18px - Cómodo)", px: 18 },
  { value: "extra-large", label: "Muy Grande (20px - Accesible)", px: 20 },
] as const;
export type FontSizeOption = (typeof FONT_SIZES)[number];

export const ACCESSIBILITY_TITLE = "Configuración de Accesibilidad";

export type StoredUser = {
  id: string;
  role: string;
  firstName?: string;
  lastName?: string;
  [key: string]: unknown;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The page heading (every screen has exactly one h1). */
export function heading(page: Page, name: string): Locator {
  return page.getByRole("heading", { level: 1, name, exact: true });
}

/** The toast region (Radix viewport, 'Notificaciones (F8)'): scoping here skips the screen-reader copy. */
export function toasts(page: Page): Locator {
  return page.getByRole("region", { name: /^Notificaciones/ });
}

/** The gear button fixed at the top right of every screen. */
export function gearButton(page: Page): Locator {
  return page.getByRole("button", { name: ACCESSIBILITY_TITLE, exact: true });
}

/** localStorage `user`, parsed (null when absent). */
export async function storedUser(page: Page): Promise<StoredUser | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem("user");
    return raw === null ? null : (JSON.parse(raw) as StoredUser);
  });
}

/** Opens "/" and picks a municipality; ends on /select-user-type ('Quién eres?'). */
export async function chooseMunicipality(page: Page, name: MunicipalityName = "Valle Verde"): Promise<void> {
  await page.goto("/");
  await expect(heading(page, "Bienvenido/a a Acompaña")).toBeVisible();
  await page.getByRole("button", { name: new RegExp(`^${escapeRegExp(name)}`) }).click();
  await expect(page).toHaveURL(/\/select-user-type$/);
  await expect(heading(page, "Quién eres?")).toBeVisible();
}

/** From /select-user-type: elderly option, type the name, continue; ends on the PIN step. */
export async function enterElderlyName(page: Page, name: string): Promise<void> {
  await page.getByRole("link", { name: /Acceso con PIN/ }).click();
  await expect(page).toHaveURL(/\/elderly-name$/);
  await expect(heading(page, "Hola, cuál es tu nombre?")).toBeVisible();
  await page.getByLabel("Su nombre", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Continuar", exact: true }).click();
  await expect(heading(page, "Escriba su PIN")).toBeVisible();
}

/** Clicks the on-screen keypad, one digit at a time. */
export async function pressPinDigits(page: Page, pin: string): Promise<void> {
  for (const digit of pin) {
    await page.getByRole("button", { name: digit, exact: true }).click();
  }
  await expect(page.getByText(`${pin.length} de 4 dígitos introducidos`, { exact: true })).toBeVisible();
}

type ElderlyLogin = { municipality?: MunicipalityName; name?: string; pin?: string };

/**
 * An older person signed in through the API (auth-session.ts: the keypad's request from the enrolled tablet,
 * the stored user and municipality), on her home 'Hola, {name}'. For specs whose subject is not the login.
 */
export async function loginAsElderly(
  page: Page,
  { municipality = "Valle Verde", name = "Carmen", pin = "4826" }: ElderlyLogin = {},
): Promise<void> {
  await signInWithPin(page, { municipality, name, pin });
  await expect(heading(page, `Hola, ${name}`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Elderly login on the screens (municipality, role, name, PIN on the keypad, 'Acceder'); ends on 'Hola, {name}'. */
export async function loginAsElderlyThroughUi(
  page: Page,
  { municipality = "Valle Verde", name = "Carmen", pin = "4826" }: ElderlyLogin = {},
): Promise<void> {
  await chooseMunicipality(page, municipality);
  await enterElderlyName(page, name);
  await pressPinDigits(page, pin);
  await page.getByRole("button", { name: "Acceder", exact: true }).click();
  await expect(heading(page, `Hola, ${name}`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Carmen López of Valle Verde (PIN 4826), signed in through the API. */
export async function loginAsCarmen(page: Page): Promise<void> {
  await loginAsElderly(page);
}

/** Carmen López of Valle Verde (PIN 4826), on the login screens. */
export async function loginAsCarmenThroughUi(page: Page): Promise<void> {
  await loginAsElderlyThroughUi(page);
}

/** Fills and submits the login form of the family or professional portal (already on the page). */
export async function submitPasswordLogin(
  page: Page,
  portal: "family" | "professional",
  { username, password, remember = false }: { username: string; password: string; remember?: boolean },
): Promise<void> {
  const usernameLabel = portal === "family" ? "Correo electrónico" : "Usuario o correo electrónico";
  await page.getByLabel(usernameLabel, { exact: true }).fill(username);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  if (remember) {
    const checkbox = page.getByRole("checkbox", { name: "Recordarme", exact: true });
    await checkbox.check();
    await expect(checkbox).toBeChecked();
  }
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

/** Lucía Romero signed in through the API; ends on the supervision dashboard. */
export async function loginAsProfessional(page: Page): Promise<void> {
  await signInWithPassword(page, "professional", PROFESSIONAL);
  await expect(heading(page, "Panel Municipal - Supervisión")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Lucía Romero through the form of /professional-login; ends on the supervision dashboard. */
export async function loginAsProfessionalThroughUi(page: Page): Promise<void> {
  await page.goto("/professional-login");
  await expect(heading(page, "Portal Profesional")).toBeVisible();
  await submitPasswordLogin(page, "professional", {
    username: PROFESSIONAL.email,
    password: PROFESSIONAL.password,
  });
  await completeStaffSecondStepOnScreen(page, PROFESSIONAL.email);
  await expect(heading(page, "Panel Municipal - Supervisión")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Opens the accessibility dialog with the gear button. */
export async function openAccessibilityDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: ACCESSIBILITY_TITLE });
  // A full-screen reminder falling due closes an open dialog (the fixtures put it off): open it again, as a person
  // would (a CI failure at 07:45, José's morning reminder).
  await expect(async () => {
    if (!(await dialog.isVisible())) await gearButton(page).click();
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  return dialog;
}

/** Picks a text size in the open accessibility dialog and checks it reached <html data-font-size>. */
export async function pickFontSize(page: Page, dialog: Locator, size: FontSizeOption): Promise<void> {
  await dialog.getByRole("combobox", { name: "Tamaño de Letra", exact: true }).click();
  await page.getByRole("option", { name: size.label, exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("data-font-size", size.value);
}

/** Opens the dialog, picks a text size and closes the dialog with 'Listo'. */
export async function setFontSizeWithDialog(page: Page, size: FontSizeOption): Promise<void> {
  // Again from the start if a reminder falling due closes the dialog halfway.
  await expect(async () => {
    const dialog = await openAccessibilityDialog(page);
    await pickFontSize(page, dialog, size);
    await dialog.getByRole("button", { name: "Listo", exact: true }).click({ timeout: 3_000 });
    await expect(dialog).toHaveCount(0);
  }).toPass({ timeout: 45_000 });
}

/** Waits until finite CSS animations (dialog fade, sheet slide, toast) are over, so axe sees the end state. */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * Two independent engines on the current screen: axe with the WCAG 2.0/2.1 A and AA rules, then IBM's
 * Equal Access checker with WCAG 2.2 A and AA. One line per violation: engine, rule, help and every target.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await waitForAnimations(page);
  return [...(await axeFindings(page)), ...(await ibmViolations(page)).map((line) => `ibm ${line}`)];
}

/** Fails with every violation of either engine on the current screen. */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  const found = await axeViolations(page);
  expect(found, `accessibility violations on ${screen}:\n${found.join("\n")}`).toEqual([]);
}

/** Presses Tab until `target` has focus (keyboard only); fails after `maxTabs`. */
export async function tabTo(page: Page, target: Locator, maxTabs = 40): Promise<void> {
  for (let count = 0; count < maxTabs; count += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, `not reachable with ${maxTabs} Tab presses`).toBeFocused();
}

// ---- Helpers of elderly-app.spec.ts and family-portal.spec.ts ----

export const FAMILY_ELENA = { email: "familia2@acompana.demo", password: "Demo-1234", firstName: "Elena" };

/** A family member signed in through the API; ends on 'Panel Familiar'. */
export async function loginAsFamily(
  page: Page,
  account: { email: string; password: string } = FAMILY,
): Promise<void> {
  await signInWithPassword(page, "family", account);
  await expect(heading(page, "Panel Familiar")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A family member through the form of /family-login; ends on 'Panel Familiar'. */
export async function loginAsFamilyThroughUi(
  page: Page,
  account: { email: string; password: string } = FAMILY,
): Promise<void> {
  await page.goto("/family-login");
  await expect(heading(page, "Portal Familiar")).toBeVisible();
  await submitPasswordLogin(page, "family", { username: account.email, password: account.password });
  await expect(heading(page, "Panel Familiar")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** GET on the API with the page's cookies; fails on a non-2xx answer and returns the JSON body. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `GET ${path} -> ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** "sábado, 21 de noviembre de 2026" for `date` in Europe/Madrid (the assistant's long date). */
export function spanishLongDate(date: Date = new Date(), timeZone = "Europe/Madrid"): string {
  const parts = new Intl.DateTimeFormat("es-ES", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")}, ${part("day")} de ${part("month")} de ${part("year")}`.toLowerCase();
}
