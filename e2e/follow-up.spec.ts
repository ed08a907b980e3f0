import { expect, test } from "./fixtures";
import { loginAsProfessional } from "./helpers";
import { findElderly, localDateIn, storedUserId } from "./professional-helpers";

// The follow-up agenda, as Lucía Romero: the demo's Carmen López is due her weekly call today ('Llamadas de
// hoy'); the call is logged from the list, her row leaves it, and her record shows the next call a week later
// and the call in its history.

const CARMEN = "Carmen López";

/** "Miércoles, 25 de noviembre de 2026", as the record writes a local date. */
function longDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  const text = new Intl.DateTimeFormat("es-ES", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, day)));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

test("a call is logged from 'Llamadas de hoy' and the next one is scheduled in the record", async ({ page }) => {
  await loginAsProfessional(page);
  await page.getByRole("tab", { name: "Llamadas de hoy" }).click();
  const list = page.getByRole("region", { name: "Llamadas de hoy" });
  const row = list.getByRole("listitem").filter({ has: page.getByRole("link", { name: CARMEN, exact: true }) });
  await expect(row).toContainText("Llamada prevista");
  await expect(row.getByRole("link", { name: /^Llamar a Carmen López: / })).toHaveAttribute("href", /^tel:\+34/);

  await row.getByRole("button", { name: `Registrar llamada a ${CARMEN}` }).click();
  const dialog = page.getByRole("dialog", { name: "Registrar llamada" });
  // Saving without a result says what is missing.
  await dialog.getByRole("button", { name: "Guardar llamada" }).click();
  await expect(dialog.getByText("Elija cómo fue el contacto")).toBeVisible();
  await dialog.getByRole("radio", { name: "Hablamos" }).check();
  await dialog.getByRole("group", { name: "¿Cómo está la persona?" }).getByRole("radio", { name: "Bien" }).check();
  await dialog.getByLabel("Nota (solo para el personal)").fill("Ha salido a pasear con su vecina.");
  await dialog.getByRole("button", { name: "Guardar llamada" }).click();

  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  // Focus is not lost on the page body: it is on the next row's button or the list's heading.
  await expect(page.locator(":focus")).toHaveCount(1);
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);

  const carmen = await findElderly(page, await storedUserId(page), CARMEN);
  await page.goto(`/professional/user/${carmen.id}?seccion=seguimiento`);
  const section = page.getByRole("region", { name: "Seguimiento" });
  await expect(section.getByRole("heading", { name: "Seguimiento", level: 2 })).toBeFocused();
  await expect(section).toContainText(`Próximo contacto: ${longDate(localDateIn(7))}`);
  const history = section.getByRole("list", { name: "Historial de llamadas" });
  await expect(history.getByRole("listitem").first()).toContainText("Llamada · Hablamos");
  await expect(history.getByRole("listitem").first()).toContainText("Ha salido a pasear con su vecina.");
});
