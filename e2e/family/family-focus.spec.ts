import { expect, type Page, test } from "../support/fixtures";
import { relativeId } from "./family-helpers";
import { heading, loginAsFamily, storedUser } from "../support/helpers";

// Family on a phone (390x844): focus back on the opener of every dialog (WCAG 2.4.3), a
// compact header, no dead aria-controls, past one-off reminders out of 'Recordatorios activos'.

test.use({ viewport: { width: 390, height: 844 } });

const NEW = "Nuevo Recordatorio";

async function openNew(page: Page) {
  const opener = page.getByRole("button", { name: NEW, exact: true });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: NEW });
  await expect(dialog).toBeVisible();
  return { opener, dialog };
}

async function expectFocusBackAfterEachClose(page: Page): Promise<void> {
  let { opener, dialog } = await openNew(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  ({ opener, dialog } = await openNew(page));
  await dialog.getByRole("button", { name: "Cancelar", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  ({ opener, dialog } = await openNew(page));
  await dialog.getByLabel("Título", { exact: true }).fill(`Llamar al centro ${Date.now()}`);
  await dialog.getByLabel("Hora", { exact: true }).fill("18:30");
  await dialog.getByRole("button", { name: "Crear Recordatorio", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test("dashboard: focus returns to 'Nuevo Recordatorio' after Escape, 'Cancelar' and save", async ({ page }) => {
  await loginAsFamily(page);
  await expectFocusBackAfterEachClose(page);
});

test("/reminders: the same, and 'Editar' (a dialog opened by state) gets the focus back", async ({ page }) => {
  await loginAsFamily(page);
  await page.goto("/reminders");
  await expect(heading(page, "Gestión de Recordatorios")).toBeVisible();
  await expectFocusBackAfterEachClose(page);
  const edit = page.getByRole("button", { name: /^Editar / }).first();
  await edit.click();
  const dialog = page.getByRole("dialog", { name: "Editar Recordatorio" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(edit).toBeFocused();
});

test("header at most about 120 px with 'Cerrar Sesión' on its row; every aria-controls points somewhere", async ({
  page,
}) => {
  await loginAsFamily(page);
  const header = page.getByRole("banner");
  const height = (await header.boundingBox())?.height ?? Infinity;
  expect(height, "header height (px)").toBeLessThanOrEqual(120);
  const home = await page.getByRole("link", { name: "Inicio", exact: true }).boundingBox();
  const logout = await page.getByRole("button", { name: "Cerrar Sesión", exact: true }).boundingBox();
  expect(Math.abs((home?.y ?? 0) - (logout?.y ?? 999)), "'Inicio' and 'Cerrar Sesión' on one row").toBeLessThan(8);
  const dead = await page.evaluate(() =>
    [...document.querySelectorAll("[aria-controls]")].flatMap((element) =>
      (element.getAttribute("aria-controls") ?? "")
        .split(/\s+/)
        .filter((id) => id && !document.getElementById(id))
        .map((id) => `${element.textContent?.trim()} -> #${id}`),
    ),
  );
  expect(dead, "aria-controls without a target").toEqual([]);
});

test("'Recordatorios activos' leaves out a one-off reminder whose day has passed", async ({ page }) => {
  await loginAsFamily(page);
  const carmenId = await relativeId(page, "Carmen");
  const me = await storedUser(page);
  const yesterday = new Date(Date.now() - 36 * 3600_000).toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
  const stamp = Date.now();
  for (const [title, date] of [
    [`Ya pasó ${stamp}`, yesterday],
    [`Aún por venir ${stamp}`, tomorrow],
  ] as const) {
    const response = await page.request.post("/api/reminders", {
      data: {
        title,
        description: "",
        reminderTime: "10:00",
        reminderDate: date,
        type: "call",
        recurrence: "once",
        userId: carmenId,
        createdBy: me?.id,
        isActive: true,
      },
    });
    expect(response.ok(), `POST ${title}: ${response.status()}`).toBeTruthy();
  }
  await page.goto("/reminders");
  const active = page.getByRole("region", { name: "Recordatorios activos" });
  await expect(active.getByText(`Aún por venir ${stamp}`)).toBeVisible();
  await expect(active.getByText(`Ya pasó ${stamp}`)).toHaveCount(0);
});
