import { expect, type Locator, test } from "../support/fixtures";
import { FONT_SIZES, gearButton, heading, loginAsProfessional, setFontSizeWithDialog, toasts } from "../support/helpers";
import { advanceClock } from "../support/page-clock";
import { closeDialog, findElderly, openStatDialog, storedUserId } from "./professional-helpers";

// WCAG 1.4.10 and 2.4.11: the professional dashboard at 320 px with 'Muy Grande' never scrolls
// sideways, and the fixed settings gear never covers the status filter, wherever the page is scrolled.

test.use({ viewport: { width: 320, height: 700 } });

test("dashboard at 320 px and 'Muy Grande': no sideways scrolling", async ({ page }) => {
  await loginAsProfessional(page);
  await setFontSizeWithDialog(page, FONT_SIZES[3]);
  await expect(heading(page, "Panel Municipal - Supervisión")).toBeVisible();
  // The user cards are loaded (they were what widened the page).
  await expect(page.getByRole("link", { name: "Carmen López", exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    wide: [...document.querySelectorAll("main *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 30)}"`),
  }));
  expect(overflow.wide, "elements wider than the window").toEqual([]);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(320);
  // ... nor by squeezing the user cards' values to a letter a line ('9 / 2 / a / ñ / o / s').
  const tallValues = await page
    .getByRole("main")
    .locator("li dd")
    .evaluateAll((items) =>
      items
        .filter((item) => item.getBoundingClientRect().height > 2.5 * parseFloat(getComputedStyle(item).lineHeight))
        .map((item) => (item.textContent ?? "").trim()),
    );
  expect(tallValues, "user card values taller than two lines").toEqual([]);
});

/**
 * Points of the filter's visible part (a grid every 10 px inside the window) where something else is
 * drawn on top: only the gear, or (`isAnyCover`) anything at all, such as a bar stuck to the top.
 */
async function coveredPoints(filter: Locator, isAnyCover = false): Promise<string[]> {
  return filter.evaluate((element, anyCover) => {
    const gear = document.querySelector('aside[aria-label="Accesibilidad"]');
    // Covered by the gear: the gear is on top and, the gear aside, the filter would be seen there.
    const isCovered = (x: number, y: number) => {
      const stack = document.elementsFromPoint(x, y);
      if (anyCover) return !stack[0] || !element.contains(stack[0]);
      const underGear = stack.find((item) => !gear?.contains(item));
      return Boolean(gear?.contains(stack[0]) && underGear && element.contains(underGear));
    };
    const box = element.getBoundingClientRect();
    const found: string[] = [];
    // 6 px in from the edges: the rounded corners belong to what is behind the filter.
    for (let x = Math.max(0, box.left) + 6; x < Math.min(window.innerWidth, box.right) - 6; x += 10) {
      for (let y = Math.max(0, box.top) + 6; y < Math.min(window.innerHeight, box.bottom) - 6; y += 10) {
        if (isCovered(x, y)) found.push(`${Math.round(x)},${Math.round(y)}`);
      }
    }
    return found;
  }, isAnyCover);
}

test("dashboard at 320 px and 'Muy Grande': the gear never covers the status filter", async ({ page }) => {
  await loginAsProfessional(page);
  await setFontSizeWithDialog(page, FONT_SIZES[3]);
  await expect(page.getByRole("link", { name: "Carmen López", exact: true })).toBeVisible();
  const filter = page.getByRole("combobox", { name: "Estado", exact: true });
  await expect(gearButton(page)).toBeVisible();

  const check = async (where: string) => {
    expect(await coveredPoints(filter), `points of the status filter under the gear, ${where}`).toEqual([]);
  };

  await check("as loaded");
  // Reached with the keyboard from below (Shift+Tab): the browser scrolls it to the top edge.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await filter.focus();
  await page.keyboard.press("Tab");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.keyboard.press("Shift+Tab");
  await expect(filter).toBeFocused();
  await check("focused from below");
  expect(await coveredPoints(filter, true), "the focused filter is hidden by nothing (WCAG 2.4.11)").toEqual([]);
  // Scrolled by hand so that the filter's top is a little above, at, or a little below the window's top.
  for (const offset of [-20, 0, 20, 60]) {
    await filter.evaluate((element, by) => {
      window.scrollBy(0, element.getBoundingClientRect().top - by);
    }, offset);
    if (await filter.evaluate((element) => element.getBoundingClientRect().bottom > 0)) {
      await check(`scrolled to ${offset}px from the top`);
    }
  }
});

// WCAG 1.4.10 on the other staff screens at 320 px and 'Muy Grande': wide tables scroll in their own box, the
// record's cards wrap. And 2.4.11: the first Tab in 'Alertas Pendientes' lands on something in view.
test("record, reminders and metrics at 320 px and 'Muy Grande': no sideways scrolling", async ({ page }) => {
  await loginAsProfessional(page);
  const carmen = await findElderly(page, await storedUserId(page), "Carmen López");
  await page.evaluate((size) => localStorage.setItem("fontSize", size), FONT_SIZES[3].value);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  await page.goto(`/professional/user/${carmen.id}`);
  await expect(heading(page, "Carmen López")).toBeVisible();
  await expect(page.getByRole("region", { name: "Historial de consentimientos" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tabletas registradas" })).toBeVisible();
  expect(await pageWidth(), "the person's record").toBeLessThanOrEqual(320);

  await page.goto(`/professional/reminders?persona=${carmen.id}`);
  await expect(page.getByRole("button", { name: /^Editar / }).first()).toBeVisible();
  expect(await pageWidth(), "the reminders").toBeLessThanOrEqual(320);

  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "Métricas y Análisis" }).click();
  const trends = page.getByRole("region", { name: "Comparación con el periodo anterior" });
  await expect(trends).toBeVisible();
  expect(await pageWidth(), "the metrics").toBeLessThanOrEqual(320);
  // The table is wider than the window: its box scrolls, and takes the focus to scroll it by keyboard.
  expect(await trends.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  await expect(trends).toHaveAttribute("tabindex", "0");

  await page.getByRole("tab", { name: "Gestión de Usuarios" }).click();
  const dialog = await openStatDialog(page, "Alertas Pendientes");
  await page.keyboard.press("Tab");
  const focused = await page.evaluate(() => {
    const box = document.activeElement!.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, inDialog: !!document.activeElement!.closest("[role='dialog']") };
  });
  expect(focused.inDialog).toBe(true);
  expect(focused.top, "the focused control's top is in view").toBeGreaterThanOrEqual(0);
  expect(focused.bottom, "the focused control's bottom is in view").toBeLessThanOrEqual(700);
  await closeDialog(dialog);
});

// WCAG 2.2.1: a staff session ends after 30 minutes without use; two minutes before, '¿Sigue ahí?' offers more.
test("idle staff session: '¿Sigue ahí?' at 28 minutes keeps it, silence ends it at 30", async ({ page }) => {
  await page.clock.install();
  await loginAsProfessional(page);
  await advanceClock(page, 28 * 60_000);
  const warning = page.getByRole("alertdialog", { name: "¿Sigue ahí?" });
  await expect(warning).toContainText("Su sesión se cerrará en 2 minutos por inactividad.");
  const stay = warning.getByRole("button", { name: "Seguir conectado" });
  await expect(stay).toBeFocused();
  const asked = page.waitForResponse((response) => response.url().endsWith("/api/auth/me"));
  await page.keyboard.press("Enter");
  expect((await asked).status()).toBe(200);
  await expect(warning).toHaveCount(0);

  await advanceClock(page, 30 * 60_000);
  await expect(toasts(page).getByText("Su sesión se cerró por inactividad.")).toBeVisible();
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
});
