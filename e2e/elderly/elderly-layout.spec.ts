import { expect, test } from "../support/fixtures";
import {
  chooseMunicipality,
  enterElderlyName,
  FONT_SIZES,
  heading,
  loginAsCarmen,
  loginAsCarmenThroughUi,
  pressPinDigits,
  setFontSizeWithDialog,
} from "../support/helpers";
import {
  expectInViewport,
  expectNotCovered,
  expectToastClearOf,
  helpButton,
  TABLET_VIEWPORTS,
} from "../support/elderly-layout-helpers";

// Older person on a tablet: toasts clear of the primary controls, the main action of the PIN step and of the privacy
// dialog in view without scrolling. 'Ayuda profesional' in view and uncovered on every screen, and the chat's message
// box in view on arrival, are checked by the accessibility sweep's geometry (e2e/a11y/a11y-geometry.ts) on both tablets
// and at 320 px, at the four text sizes.

for (const viewport of TABLET_VIEWPORTS) {
  test(`PIN step: keypad, ✓ and 'Acceder' in view at every text size, ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await chooseMunicipality(page);
    for (const size of FONT_SIZES) {
      await setFontSizeWithDialog(page, size);
      await page.goto("/elderly-name");
      await page.getByLabel("Su nombre", { exact: true }).fill("Carmen");
      await page.getByRole("button", { name: "Continuar", exact: true }).click();
      await expect(heading(page, "Escriba su PIN")).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const name of ["1", "0", "Confirmar PIN", "Acceder"]) {
        await expectInViewport(page, page.getByRole("button", { name, exact: true }), `${name} at ${size.value}`);
      }
    }
  });
}

test("privacy dialog: 'Guardar' in view at 'Muy Grande' on 1024x768 while the dialog scrolls", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await loginAsCarmen(page);
  await setFontSizeWithDialog(page, FONT_SIZES[3]);
  await page.getByRole("button", { name: "Ajustes de Privacidad" }).click();
  const dialog = page.getByRole("dialog", { name: "Ajustes de Privacidad" });
  const save = dialog.getByRole("button", { name: "Guardar", exact: true });
  await expect(save).toBeVisible();
  await expectInViewport(page, save, "'Guardar' on opening");
  await expectNotCovered(save, "'Guardar' on opening");
  await dialog.evaluate((element) => element.scrollTo(0, element.scrollHeight / 2));
  await expectInViewport(page, save, "'Guardar' half-way down");
  await expectNotCovered(save, "'Guardar' half-way down");
});

test.describe("toasts never cover a primary control (1024x768, 'Muy Grande')", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test("'PIN incorrecto' clear of the keypad's ✓ and 'Acceder'; welcome and 'Ayuda enviada' clear of help", async ({
    page,
  }) => {
    await chooseMunicipality(page);
    await setFontSizeWithDialog(page, FONT_SIZES[3]);
    await enterElderlyName(page, "Carmen");
    await pressPinDigits(page, "0000");
    await page.getByRole("button", { name: "Acceder", exact: true }).click();
    await expect(page.getByText("Error de acceso", { exact: true })).toBeVisible();
    await expectToastClearOf(page, {
      "✓": page.getByRole("button", { name: "Confirmar PIN", exact: true }),
      Acceder: page.getByRole("button", { name: "Acceder", exact: true }),
    });

    // The welcome toast is the one checked here: it comes only from the login screens.
    await loginAsCarmenThroughUi(page);
    await expectToastClearOf(page, { "Ayuda profesional": helpButton(page) });

    await helpButton(page).click();
    await expect(helpButton(page)).toHaveAccessibleName(/Ayuda enviada/);
    await expectToastClearOf(page, { "'Ayuda enviada' on the button": helpButton(page) });
    await expectNotCovered(helpButton(page), "'Ayuda enviada' on the button");
  });
});
