import { expect, test } from "../support/fixtures";
import { expectNoAxeViolations, heading, loginAsProfessional, toasts } from "../support/helpers";

// 'Correos de guardia': the municipality's on-call addresses, set by its own staff (docs/behaviour/13-later-additions.md
// #alert-escalation). The list is left empty again at the end, as the seed has it.

test("'Correos de guardia': add, refuse a bad address, save, see the change, remove", async ({ page }) => {
  await loginAsProfessional(page);
  await page
    .getByRole("navigation", { name: "Menú profesional" })
    .getByRole("link", { name: "Correos de guardia", exact: true })
    .click();
  await expect(page).toHaveURL(/\/professional\/on-call$/);
  await expect(heading(page, "Correos de guardia")).toBeVisible();
  await expect(page.getByText(/No hay correos de guardia/)).toBeVisible();
  await expectNoAxeViolations(page, "Correos de guardia (vacía)");

  const box = page.getByRole("textbox", { name: "Nuevo correo de guardia" });
  await box.fill("guardia");
  await box.press("Enter");
  await expect(box).toHaveAccessibleDescription(
    "Escriba un correo electrónico válido, por ejemplo guardia@ayuntamiento.es",
  );
  await expectNoAxeViolations(page, "Correos de guardia (error)");
  await box.fill("guardia@valleverde.test");
  await box.press("Enter");
  const list = page.getByRole("list", { name: "Correos de guardia" });
  await expect(list.getByText("guardia@valleverde.test", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Guardar cambios", exact: true }).click();
  await expect(toasts(page).getByText("Correos de guardia guardados", { exact: true })).toBeVisible();
  const history = page.getByRole("region", { name: "Últimos cambios" });
  await expect(history.getByText("Después: guardia@valleverde.test", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "Correos de guardia (con un correo)");

  // After a reload the saved list is what the server holds.
  await page.reload();
  await expect(page.getByRole("list", { name: "Correos de guardia" }).getByText("guardia@valleverde.test")).toBeVisible();

  // Keyboard only: remove it and save.
  await page.getByRole("button", { name: "Quitar guardia@valleverde.test", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/No hay correos de guardia/)).toBeVisible();
  await page.getByRole("button", { name: "Guardar cambios", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(history.getByText("Antes: guardia@valleverde.test", { exact: true })).toBeVisible();
});
