import { expect, newTabletPage, type Page, test } from "../support/fixtures";
import {
  apiGet,
  FAMILY,
  FAMILY_ELENA,
  heading,
  loginAsCarmen,
  loginAsFamily,
  toasts,
} from "../support/helpers";

// docs/behaviour/02-screens.md, 04-states.md, 05-validation.md and 06-roles-and-access.md (family portal) for Javier
// (Carmen López, consent given) and Elena (Antonio, no family consent). Every reminder created here is deleted by the
// same test.

type Relative = { elderly: { id: string; firstName: string; lastName: string }; status: string };
type Stats = { due: number; completed: number; percentage: number };
type Reminder = { id: string; title: string };

async function carmenIdFor(page: Page): Promise<string> {
  const relatives = await apiGet<Relative[]>(page, "/api/family/relatives");
  const carmen = relatives.find((r) => r.elderly.firstName === "Carmen");
  expect(carmen, `Carmen among ${JSON.stringify(relatives)}`).toBeDefined();
  return carmen!.elderly.id;
}

test.describe("family portal (Javier)", () => {
  test("dashboard: 'Carmen López', four figures, weekly compliance = stats API", async ({
    page,
  }) => {
    await loginAsFamily(page, FAMILY);
    const id = await carmenIdFor(page);
    await expect(page.getByText("Carmen López", { exact: true })).toBeVisible();
    for (const label of ["Actividad de hoy", "Medicinas tomadas hoy", "Cumplimiento semanal", "Próxima cita"]) {
      await expect(page.getByRole("group", { name: label, exact: true })).toBeVisible();
    }
    const stats = await apiGet<Stats>(page, `/api/reminders/${id}/stats?days=7`);
    const compliance = page.getByRole("group", { name: "Cumplimiento semanal", exact: true });
    await expect(compliance).toContainText(`${stats.percentage}%`);
    if (stats.due > 0) {
      await expect(compliance).toContainText(
        `${stats.completed} de ${stats.due} recordatorios completados en 7 días`,
      );
    }
    await expect(page.getByRole("link", { name: "Enviar Mensaje", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Nuevo Recordatorio", exact: true })).toBeVisible();
  });

  test("reminders: create a daily one, edit its title, delete it; Carmen's screen follows each step", async ({
    tablet,
    page,
    browser,
  }) => {
    const stamp = `${Date.now().toString(36)}`;
    const title = `Prueba e2e ${stamp}`;
    const edited = `Prueba e2e editada ${stamp}`;
    await loginAsFamily(page, FAMILY);
    const id = await carmenIdFor(page);
    await page.goto("/reminders");
    await expect(heading(page, "Gestión de Recordatorios")).toBeVisible();
    await expect(page.getByText("Recordatorios de Carmen López", { exact: true })).toBeVisible();
    const active = page.getByRole("region", { name: "Recordatorios activos" });
    await expect(active.getByRole("heading", { level: 3 }).first()).toBeVisible();

    // Carmen, in her own browser, follows each change on her reminders screen.
    const carmenContext = await browser.newContext({ storageState: tablet });
    const carmen = await newTabletPage(carmenContext);
    const carmenSees = async (shown: string | null, gone: string[]) => {
      await carmen.goto("/reminders");
      await expect(heading(carmen, "Recordatorios Próximos")).toBeVisible();
      // Her other reminders are listed first, so an absence below is not just a list still loading.
      await expect(carmen.getByRole("listitem").first()).toBeVisible();
      if (shown) await expect(carmen.getByRole("listitem", { name: shown, exact: true })).toBeVisible();
      for (const name of gone) await expect(carmen.getByRole("listitem", { name, exact: true })).toHaveCount(0);
    };
    try {
      await loginAsCarmen(carmen);
      await page.getByRole("button", { name: "Nuevo Recordatorio", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Nuevo Recordatorio" });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel("Título", { exact: true }).fill(title);
      await dialog.getByLabel("Descripción", { exact: true }).fill("Creado por la prueba automática");
      await dialog.getByLabel("Hora", { exact: true }).fill("23:45");
      await expect(dialog.getByRole("radio", { name: "Todos los días" })).toBeChecked();
      await dialog.getByRole("button", { name: "Crear Recordatorio", exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(active.getByRole("heading", { level: 3, name: title, exact: true })).toBeVisible();
      await expect(active.getByText("Cada día a las 23:45").first()).toBeVisible();
      await carmenSees(title, []);

      await page.getByRole("button", { name: `Editar ${title}`, exact: true }).click();
      const editDialog = page.getByRole("dialog", { name: "Editar Recordatorio" });
      await expect(editDialog).toBeVisible();
      const titleField = editDialog.getByLabel("Título", { exact: true });
      await expect(titleField).toHaveValue(title);
      await titleField.fill(edited);
      await editDialog.getByRole("button", { name: "Guardar cambios", exact: true }).click();
      await expect(editDialog).toHaveCount(0);
      await expect(active.getByRole("heading", { level: 3, name: edited, exact: true })).toBeVisible();
      await expect(active.getByRole("heading", { level: 3, name: title, exact: true })).toHaveCount(0);
      await carmenSees(edited, [title]);

      await page.getByRole("button", { name: `Eliminar ${edited}`, exact: true }).click();
      const confirm = page.getByRole("alertdialog", { name: "Eliminar recordatorio" });
      await expect(confirm).toBeVisible();
      await expect(
        confirm.getByText("¿Estás seguro de que quieres eliminar este recordatorio?", { exact: true }),
      ).toBeVisible();
      await expect(confirm.getByText(`«${edited}»`, { exact: true })).toBeVisible();
      await confirm.getByRole("button", { name: "Eliminar", exact: true }).click();
      await expect(confirm).toHaveCount(0);
      await expect(toasts(page).getByText("Recordatorio eliminado", { exact: true })).toBeVisible();
      await expect(active.getByRole("heading", { level: 3, name: edited, exact: true })).toHaveCount(0);
      await carmenSees(null, [edited, title]);
    } finally {
      await carmenContext.close();
      // Leave no test reminder behind, whatever failed above.
      const left = await apiGet<Reminder[]>(page, `/api/reminders/${id}`);
      for (const reminder of left.filter((r) => r.title.includes(stamp))) {
        await page.request.delete(`/api/reminders/${reminder.id}`);
      }
    }
  });

  test("messages: send one to Carmen and see it in the thread", async ({ page }) => {
    await loginAsFamily(page, FAMILY);
    await page.getByRole("link", { name: "Enviar Mensaje", exact: true }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(heading(page, "Mensajes")).toBeVisible();
    await expect(page.getByText("Conversación con Carmen López", { exact: true })).toBeVisible();
    const thread = page.getByRole("region", { name: "Mensajes con Carmen" });
    await expect(thread).toBeVisible();

    const text = `Hola mamá, prueba ${Date.now().toString(36)}`;
    const box = page.getByLabel("Escriba un mensaje para Carmen", { exact: true });
    await box.fill(text);
    await page.getByRole("button", { name: "Enviar", exact: true }).click();
    await expect(box).toHaveValue("");
    const newest = thread.getByRole("listitem").last();
    await expect(newest).toContainText(text);
    await expect(newest).toContainText("Usted");
    await expect(newest).toContainText(/Enviado|Leído/);
  });
});

test.describe("family portal (Elena, no consent)", () => {
  test("the dashboard shows only 'Información privada' with 'Enviar Mensaje'", async ({ page }) => {
    await loginAsFamily(page, FAMILY_ELENA);
    const notice = page.getByRole("heading", { level: 2, name: "Información privada", exact: true });
    await expect(notice).toBeVisible();
    await expect(page.getByRole("link", { name: "Enviar Mensaje", exact: true })).toBeVisible();
    await expect(page.getByRole("group")).toHaveCount(0);
    await expect(page.getByText("Cumplimiento semanal")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Nuevo Recordatorio" })).toHaveCount(0);
  });
});
