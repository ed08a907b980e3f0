import { expect, test } from "../support/fixtures";
import { expectCleanAtSize } from "../support/a11y-checks";
import { FONT_SIZES, heading, loginAsProfessional, setFontSizeWithDialog, toasts } from "../support/helpers";

// 'Servicio y objetivos' (the municipality's response targets and staffed hours) and the metrics tab's response
// panel, each clean for both accessibility engines at the four text sizes
// (docs/behaviour/13-later-additions.md#service-and-targets, 10-domain-rules.md#response-times).

test("'Servicio y objetivos': refuse a bad target, save a good one, clean at every size", async ({ page }) => {
  test.setTimeout(90_000);
  await loginAsProfessional(page);
  await page
    .getByRole("navigation", { name: "Menú profesional" })
    .getByRole("link", { name: "Servicio y objetivos", exact: true })
    .click();
  await expect(page).toHaveURL(/\/professional\/service$/);
  await expect(heading(page, "Servicio y objetivos")).toBeVisible();
  const ack = page.getByRole("textbox", { name: "«La atiendo» antes de (segundos)" });
  await expect(ack).toHaveValue("60");
  await expect(page.getByRole("group", { name: "Días" }).getByRole("checkbox", { name: "Lunes" })).toBeChecked();

  const save = page.getByRole("button", { name: "Guardar cambios", exact: true });
  await ack.fill("5");
  await save.click();
  await expect(ack).toHaveAccessibleDescription(/debe estar entre 10 segundos y 30 minutos/);
  for (const size of FONT_SIZES) {
    await setFontSizeWithDialog(page, size);
    await expect(ack).toBeVisible();
    await expectCleanAtSize(page, "'Servicio y objetivos' with an error", size);
  }

  // Keyboard only: a good value, saved; after a reload it is what the server holds. Then back to the default.
  await ack.fill("45");
  await save.focus();
  await page.keyboard.press("Enter");
  await expect(toasts(page).getByText("Servicio y objetivos guardados", { exact: true })).toBeVisible();
  await page.reload();
  await expect(ack).toHaveValue("45");
  await expect(page.getByText(/^Último cambio: .* · Lucía Romero$/)).toBeVisible();
  await ack.fill("60");
  await save.click();
  await expect(save).toBeDisabled();
  await expect(ack).toHaveValue("60");
});

test("the metrics tab's response panel: captioned tables, clean at every size", async ({ page }) => {
  test.setTimeout(90_000);
  await loginAsProfessional(page);
  await page.getByRole("tab", { name: "Métricas y Análisis", exact: true }).click();
  const panel = page.getByRole("region", { name: "Respuesta a las peticiones de ayuda" });
  // The demo's help requests of the last 30 days, some still waiting.
  const ack = panel.getByRole("table", { name: /«La atiendo»/ });
  await expect(ack).toBeVisible();
  await expect(panel.getByRole("table", { name: /«Atendida»/ })).toBeVisible();
  await expect(ack.getByRole("row", { name: /^Total/ })).toBeVisible();
  await expect(panel.getByRole("list", { name: "Resultado de las atendidas" })).toContainText("Falsa alarma");
  for (const size of FONT_SIZES) {
    await setFontSizeWithDialog(page, size);
    await panel.scrollIntoViewIfNeeded();
    await expect(ack).toBeVisible();
    await expectCleanAtSize(page, "metrics tab with the response panel", size);
  }
});
