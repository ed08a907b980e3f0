import { type APIRequestContext, expect, type Locator, type Page, request } from "../support/fixtures";
import { signInWithApi } from "../support/staff-second-step";
import { heading, waitForAnimations } from "../support/helpers";

// Helpers of the elderly specs (a11y-sweep, elderly-keyboard, elderly-memory): keyboard-only use, target
// sizes and running animations (the 7:1 contrast is in the sweep's axe run: a11y-checks.ts).

/** docs/behaviour/12-client.md#accessibility: every target on an elderly screen is at least 64 x 64 CSS px. */
export const ELDERLY_TARGET_PX = 64;

/**
 * Keyboard only: presses Tab, or Shift+Tab when `target` comes earlier in the page than the focused
 * element, until `target` has focus; fails after `maxPresses`.
 */
export async function focusByKeyboard(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let count = 0; count < maxPresses; count += 1) {
    const where = await target.evaluate((element) => {
      const active = document.activeElement;
      if (element === active) return "here";
      if (!active || active === document.body) return "after";
      const isBefore = active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING;
      return isBefore ? "before" : "after";
    });
    if (where === "here") return;
    await page.keyboard.press(where === "before" ? "Shift+Tab" : "Tab");
  }
  await expect(target, `not reachable with ${maxPresses} Tab / Shift+Tab presses`).toBeFocused();
}

/** Focuses `target` with the keyboard and presses `key` (Enter by default) on it. */
export async function pressOn(page: Page, target: Locator, key: "Enter" | "Space" = "Enter"): Promise<void> {
  await focusByKeyboard(page, target);
  await page.keyboard.press(key);
}

/**
 * The focused control shows a focus indicator: it matches :focus-visible and `indicator` (the control
 * itself unless its visible face is another element) has an outline of at least 2 px.
 */
export async function expectVisibleFocus(target: Locator, indicator: Locator = target): Promise<void> {
  await expect(target).toBeFocused();
  expect(await target.evaluate((element) => element.matches(":focus-visible")), "matches :focus-visible").toBe(
    true,
  );
  const outline = await indicator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style, "focus outline style").not.toBe("none");
  expect(outline.width, "focus outline width (px)").toBeGreaterThanOrEqual(2);
}

/**
 * Every visible interactive element smaller than `minPx` in width or height, as "name WxH". A control
 * wrapped in a <label> is measured by its label (that is what the finger presses: hidden radios, switches).
 */
export async function undersizedTargets(page: Page, minPx = ELDERLY_TARGET_PX): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      "a[href]",
      "button",
      "input:not([type='hidden'])",
      "select",
      "textarea",
      "[role='switch']",
      "[role='button']",
      "[tabindex]:not([tabindex='-1'])",
    ].join(",");
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const target = element.closest("label") ?? element;
      const rect = target.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      if (getComputedStyle(target).visibility === "hidden") continue;
      if (rect.width + 0.5 >= min && rect.height + 0.5 >= min) continue;
      const name = (element.getAttribute("aria-label") ?? target.textContent ?? "").trim().slice(0, 40);
      found.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(rect.width)}x${Math.round(rect.height)}`);
    }
    return found;
  }, minPx);
}

/** Animations still running after the finite ones ended (infinite ones: spinners, pulses, marquees). */
export async function runningAnimations(page: Page): Promise<string[]> {
  await waitForAnimations(page);
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return `${animation.constructor.name} on ${target instanceof Element ? target.outerHTML.slice(0, 80) : "?"}`;
      }),
  );
}

/** Elderly login with the keyboard only: Tab/Shift+Tab, Enter, typing the name and the PIN digits. */
export async function loginAsElderlyByKeyboard(
  page: Page,
  { name = "Carmen", pin = "4826" }: { name?: string; pin?: string } = {},
): Promise<void> {
  await page.goto("/");
  await expect(heading(page, "Bienvenido/a a Acompaña")).toBeVisible();
  await pressOn(page, page.getByRole("button", { name: /^Valle Verde/ }));
  await expect(heading(page, "Quién eres?")).toBeVisible();
  await pressOn(page, page.getByRole("link", { name: /Acceso con PIN/ }));
  await expect(heading(page, "Hola, cuál es tu nombre?")).toBeVisible();
  await focusByKeyboard(page, page.getByLabel("Su nombre", { exact: true }));
  await page.keyboard.type(name);
  await page.keyboard.press("Enter");
  await expect(heading(page, "Escriba su PIN")).toBeVisible();
  for (const digit of pin) await page.keyboard.press(digit);
  await expect(page.getByText(`${pin.length} de 4 dígitos introducidos`, { exact: true })).toBeVisible();
  await pressOn(page, page.getByRole("button", { name: "Acceder", exact: true }));
  await expect(heading(page, `Hola, ${name}`)).toBeVisible();
}

/** A separate API client logged in as a family member or professional (for arranging and checking data). */
export async function apiSessionAs(
  baseURL: string,
  account: { email: string; password: string },
  expectedRole: "family" | "professional",
): Promise<APIRequestContext> {
  const session = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  await signInWithApi(session, new URL(baseURL).origin, {
    username: account.email,
    password: account.password,
    expectedRole,
  });
  return session;
}
