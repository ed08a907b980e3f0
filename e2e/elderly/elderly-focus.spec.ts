import { expect, type Locator, type Page, test } from "../support/fixtures";
import { focusByKeyboard } from "./elderly-helpers";
import { type Box, expectInViewport, helpButton, intersects, TABLET_VIEWPORTS } from "../support/elderly-layout-helpers";
import { EXERCISES, openMemoryMenu, skipMemorize, startExercise } from "./elderly-memory-play";
import { FONT_SIZES, gearButton, heading, loginAsCarmen, setFontSizeWithDialog, storedUser, toasts } from "../support/helpers";

// Older person: focus never hidden under stuck boxes (WCAG 2.4.11), conversation first, the
// gear clear of the score, a sensible focus after 'Marcar como Completado', logout asks first.

const XL = FONT_SIZES[3];

async function box(target: Locator): Promise<Box> {
  const found = await target.boundingBox();
  expect(found).not.toBeNull();
  return found as Box;
}

/** Keyboard-focuses `target` and fails when it is outside the viewport or under a stuck box. */
async function expectFocusedInView(page: Page, target: Locator, what: string): Promise<void> {
  await focusByKeyboard(page, target);
  await expectInViewport(page, target, what);
  const focused = await box(target);
  expect(intersects(focused, await box(helpButton(page).locator(".."))), `${what} under the help bar`).toBe(false);
  const composer = page.locator(".sticky-composer");
  if ((await composer.evaluate((element) => getComputedStyle(element).position)) === "sticky") {
    expect(intersects(focused, await box(composer)), `${what} under the message box`).toBe(false);
  }
}

for (const viewport of [
  { width: 320, height: 480 },
  { width: 768, height: 1024 },
]) {
  test(`chat ${viewport.width}x${viewport.height} 'Muy Grande': conversation first, focus never hidden`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await loginAsCarmen(page);
    await setFontSizeWithDialog(page, XL);
    await page.goto("/chat");
    const log = page.getByRole("log", { name: "Conversación" });
    await expect(log).toContainText("¡Hola, Carmen!");
    const phrases = page.getByRole("heading", { name: "Pregunte con un toque:" });
    const isLogFirst = await log.evaluate(
      (element, other) => !!(element.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
      await phrases.elementHandle(),
    );
    expect(isLogFirst, "the conversation comes before the quick phrases in reading order").toBe(true);
    await expect(page.getByRole("textbox", { name: "Escriba su mensaje" })).toBeVisible();

    const readAloud = page.getByRole("button", { name: "Leer en voz alta" });
    await expectFocusedInView(page, readAloud.last(), "last 'Leer en voz alta'");
    for (const phrase of await page.getByRole("listitem").getByRole("button").all()) {
      await expectFocusedInView(page, phrase, `quick phrase ${await phrase.innerText()}`);
    }
    // Every quick phrase breaks between words only (no 'ejercic/io').
    const splitWords = await page
      .getByRole("listitem")
      .getByRole("button")
      .evaluateAll((buttons) =>
        buttons.flatMap((button) => {
          const range = document.createRange();
          const text = button.textContent ?? "";
          const lines = new Map<number, string>();
          for (let index = 0; index < text.length; index += 1) {
            const node = [...button.childNodes].find((child) => child.nodeType === Node.TEXT_NODE);
            if (!node) return [];
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const top = Math.round(range.getBoundingClientRect().top);
            lines.set(top, (lines.get(top) ?? "") + text[index]);
          }
          const parts = [...lines.values()];
          return parts.slice(1).filter((part, i) => !/\s$/.test(parts[i] ?? "") && !/^\s/.test(part));
        }),
      );
    expect(splitWords, "quick phrases split inside a word").toEqual([]);
  });
}

for (const viewport of TABLET_VIEWPORTS) {
  test(`memory recall, 'Muy Grande', ${viewport.name}: the gear never covers the score`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await loginAsCarmen(page);
    await setFontSizeWithDialog(page, XL);
    await openMemoryMenu(page);
    const words = EXERCISES[0];
    await startExercise(page, words);
    await skipMemorize(page, words);
    const score = page.getByRole("region", { name: "Su marcador" }).locator("dl > div");
    for (const scrollY of [-1, 0, 60]) {
      if (scrollY >= 0) await page.evaluate((y) => window.scrollTo(0, y), scrollY);
      const gear = await box(gearButton(page));
      for (const item of await score.all()) {
        expect(intersects(gear, await box(item)), `gear over '${await item.innerText()}' (scroll ${scrollY})`).toBe(
          false,
        );
      }
    }
  });
}

test("after 'Marcar como Completado' the focus is on the reminder, which says it is done", async ({ page, ownReminders }) => {
  // Its own daily reminder: other specs complete Carmen's demo ones in parallel.
  const { title } = await ownReminders.add({ title: `Regar las plantas ${Date.now()}`, at: "23:58", type: "activity" });

  await loginAsCarmen(page);
  await page.goto("/reminders");
  await expect(heading(page, "Recordatorios Próximos")).toBeVisible();
  const card = page.getByRole("listitem", { name: title, exact: true }).first();
  await focusByKeyboard(page, card.getByRole("button", { name: "Marcar como Completado" }));
  await page.keyboard.press("Enter");
  await expect(toasts(page).getByText("¡Bien hecho!", { exact: true })).toBeVisible();
  await expect(card).toBeFocused();
  await expect(card).toContainText("Hecho");
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
});

test("'Cerrar Sesión' asks first: 'Seguir aquí' keeps the session, 'Sí, cerrar sesión' ends it", async ({ page }) => {
  await loginAsCarmen(page);
  const logout = page.getByRole("button", { name: "Cerrar Sesión", exact: true });
  await logout.click();
  const dialog = page.getByRole("dialog", { name: "¿Cerrar la sesión?" });
  await expect(dialog).toContainText("nombre y su PIN");
  await expect(dialog.getByRole("button", { name: "Seguir aquí" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(logout).toBeFocused();
  expect(await storedUser(page)).toMatchObject({ role: "elderly" });

  await logout.click();
  await dialog.getByRole("button", { name: "Seguir aquí" }).click();
  await expect(heading(page, "Hola, Carmen")).toBeVisible();

  await logout.click();
  await dialog.getByRole("button", { name: "Sí, cerrar sesión", exact: true }).click();
  await expect(heading(page, "Bienvenido/a a Acompaña")).toBeVisible();
  expect(await storedUser(page)).toBeNull();
});

test("the text-size and privacy dialogs carry their own 'Ayuda profesional', reachable by keyboard", async ({ page }) => {
  await loginAsCarmen(page);
  // A modal dialog locks the help bar behind it, so each dialog on the tablet has the help button inside.
  await gearButton(page).click();
  const settings = page.getByRole("dialog", { name: "Configuración de Accesibilidad" });
  const help = settings.getByRole("button", { name: "Ayuda profesional" });
  await focusByKeyboard(page, help);
  await expect(help).toBeFocused();
  await expectInViewport(page, help, "help button in the text-size dialog");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Ajustes de Privacidad" }).click();
  const privacy = page.getByRole("dialog", { name: "Ajustes de Privacidad" });
  await expect(privacy.getByRole("button", { name: "Ayuda profesional" })).toBeVisible();
});
