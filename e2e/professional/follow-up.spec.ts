import { localDate, localTime } from "../../shared/domain/time";
import { expectCleanAtSize, sidewaysScrolling } from "../support/a11y-checks";
import { expect, type Page, test } from "../support/fixtures";
import { FONT_SIZES, loginAsProfessional, setFontSizeWithDialog } from "../support/helpers";
import { apiSend, findElderly, localDateIn, storedUserId, uniqueStamp } from "./professional-helpers";

// The follow-up agenda, as Lucía Romero: the demo's Carmen López is due her weekly call today ('Llamadas de
// hoy'); the call is logged from the list, her row leaves it, and her record shows the next call a week later
// and the call in its history.

const CARMEN = "Carmen López";
const TZ = "Europe/Madrid";

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

// A greeting nobody answered: staff switch on the check-in of a new person at a time already past its
// shortest grace; her record says 'Saludo sin respuesta' and she is on 'Llamadas de hoy' with that reason. Both
// screens are checked at the four text sizes and at 320 px. She is created and erased here, so no other
// journey's people are touched (a tablet used since the greeting would make it 'pending', not missed).
test("an unanswered greeting reaches staff: the record and 'Llamadas de hoy', clean at every size", async ({ page }) => {
  test.slow(); // two screens at four text sizes and two widths
  const now = new Date();
  const due = new Date(now.getTime() - 20 * 60_000);
  test.skip(localDate(due, TZ) !== localDate(now, TZ), "the greeting would have been due yesterday");
  await loginAsProfessional(page);
  const lastName = `Saludo ${uniqueStamp()}`;
  const created = await apiSend(page, "POST", "/api/professional/users", {
    kind: "elderly",
    firstName: "Remedios",
    lastName,
    generatePin: true,
    phone: "600 000 077",
    personalConsent: true,
    familyConsent: false,
  });
  const person = ((await created.json()) as { user: { id: string; username: string } }).user;
  try {
    await page.goto(`/professional/user/${person.id}?seccion=saludo-diario`);
    const section = page.getByRole("region", { name: "Saludo diario" });
    await expect(section).toContainText("El saludo diario está desactivado.");
    await section.getByRole("checkbox", { name: /^Preguntar cada día/ }).check();
    await section.getByLabel("Hora del saludo").fill(localTime(due, TZ));
    await section.getByLabel("Margen (minutos)").fill("15");
    await section.getByRole("button", { name: "Guardar saludo diario" }).click();
    await expect(section.getByText("Saludo sin respuesta", { exact: true })).toBeVisible();
    await expectCleanEverywhere(page, "the record with a missed greeting");

    await page.goto("/dashboard");
    await page.getByRole("tab", { name: "Llamadas de hoy" }).click();
    const row = page
      .getByRole("region", { name: "Llamadas de hoy" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: `Remedios ${lastName}`, exact: true }) });
    await expect(row).toContainText("Saludo sin respuesta");
    await expect(row.getByRole("link", { name: /^Llamar a Remedios / })).toHaveAttribute("href", "tel:+34600000077");
    await expectCleanEverywhere(page, "'Llamadas de hoy' with a missed greeting");
  } finally {
    const erased = await page.request.delete(`/api/users/${person.id}`, { data: { confirmation: person.username } });
    expect([204, 404]).toContain(erased.status());
  }
});

/** The engines at the four text sizes (set with the gear, as staff would), then no sideways scrolling at 320 px. */
async function expectCleanEverywhere(page: Page, where: string): Promise<void> {
  for (const size of FONT_SIZES) {
    await setFontSizeWithDialog(page, size);
    await expectCleanAtSize(page, where, size);
  }
  expect(await sidewaysScrolling(page, [320]), `${where} at 320 px`).toEqual([]);
  await setFontSizeWithDialog(page, FONT_SIZES[1]);
}
