import { expect, test } from "../support/fixtures";
import type { Reminder } from "../../shared/api/reminders";
import { apiGet, expectNoAxeViolations, heading, loginAsProfessional, toasts } from "../support/helpers";
import { findElderly, localDateIn, storedUserId, uniqueStamp } from "./professional-helpers";

// /professional/reminders: choose a person (search as you type), then the same create / edit /
// delete management as the family screen, labelled 'Creado por profesional'. Every reminder made here is
// deleted by the same test.

test("a professional finds Carmen and creates, edits and deletes one of her reminders", async ({ page }) => {
  // Over 60 s allowed: create, edit and delete, each through its dialog with six scans on the way (about 21 s on
  // the 2-core machine with two workers).
  test.setTimeout(120_000);
  const stamp = uniqueStamp();
  const title = `Análisis e2e ${stamp}`;
  const edited = `Análisis de sangre e2e ${stamp}`;
  await loginAsProfessional(page);
  const professionalId = await storedUserId(page);
  const carmen = await findElderly(page, professionalId, "Carmen López");

  await page
    .getByRole("navigation", { name: "Menú profesional" })
    .getByRole("link", { name: "Recordatorios", exact: true })
    .click();
  await expect(heading(page, "Gestión de Recordatorios")).toBeVisible();
  await expect(page.getByText("Elija una persona para ver y gestionar sus recordatorios.")).toBeVisible();
  await expectNoAxeViolations(page, "professional reminders, nobody chosen");

  await page.getByRole("searchbox", { name: "Buscar persona" }).fill("carmen l");
  await page.getByRole("radio", { name: "Carmen López (carmen)" }).check();
  const panel = page.getByRole("region", { name: "Recordatorios de Carmen López" });
  const active = (await apiGet<Reminder[]>(page, `/api/reminders/${carmen.id}`)).filter((r) => r.isActive);
  await expect(panel.getByRole("heading", { level: 3 })).toHaveCount(active.length);
  await expectNoAxeViolations(page, "professional reminders of Carmen");

  try {
    await panel.getByRole("button", { name: "Nuevo Recordatorio", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo Recordatorio" });
    await expect(dialog.getByRole("combobox", { name: "Tipo" })).toHaveText("Medicina");
    await expect(dialog.getByRole("radio", { name: "Todos los días" })).toBeChecked();
    await expectNoAxeViolations(page, "dialog 'Nuevo Recordatorio'");
    await dialog.getByRole("button", { name: "Crear Recordatorio", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText("El título y la hora son obligatorios");
    await expectNoAxeViolations(page, "dialog 'Nuevo Recordatorio' with errors");

    await dialog.getByLabel("Título", { exact: true }).fill(title);
    await dialog.getByLabel("Hora", { exact: true }).fill("21:15");
    await dialog.getByRole("combobox", { name: "Tipo" }).click();
    await page.getByRole("option", { name: "Cita", exact: true }).click();
    await dialog.getByRole("radio", { name: "Una sola vez" }).check();
    await dialog.getByLabel("Fecha", { exact: true }).fill(localDateIn(1));
    await dialog.getByRole("button", { name: "Crear Recordatorio", exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toasts(page).getByText("Recordatorio creado", { exact: true })).toBeVisible();

    const item = panel.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(item).toContainText("Cita · Mañana a las 21:15 (una sola vez)");
    await expect(item.getByText("Creado por profesional", { exact: true })).toBeVisible();
    await expect(item.getByText("Hoy no toca", { exact: true })).toBeVisible();
    const saved = (await apiGet<Reminder[]>(page, `/api/reminders/${carmen.id}`)).find((r) => r.title === title);
    expect(saved).toMatchObject({
      createdBy: professionalId,
      creatorRole: "professional",
      type: "appointment",
      recurrence: "once",
      reminderDate: localDateIn(1),
    });
    const upcoming = await apiGet<Reminder[]>(page, `/api/reminders/${carmen.id}/upcoming?days=7`);
    expect(upcoming.map((r) => r.id)).toContain(saved!.id);

    // Edit: the form comes filled in; the creator stays.
    await item.getByRole("button", { name: `Editar ${title}`, exact: true }).click();
    const editDialog = page.getByRole("dialog", { name: "Editar Recordatorio" });
    await expect(editDialog.getByLabel("Título", { exact: true })).toHaveValue(title);
    await expect(editDialog.getByRole("radio", { name: "Una sola vez" })).toBeChecked();
    await expectNoAxeViolations(page, "dialog 'Editar Recordatorio'");
    await editDialog.getByLabel("Título", { exact: true }).fill(edited);
    await editDialog.getByRole("button", { name: "Guardar cambios", exact: true }).click();
    await expect(editDialog).toHaveCount(0);
    await expect(toasts(page).getByText("Recordatorio actualizado", { exact: true })).toBeVisible();
    const editedItem = panel.getByRole("listitem").filter({ has: page.getByRole("heading", { name: edited }) });
    await expect(editedItem).toBeVisible();

    // Delete after the confirmation of docs/behaviour/05-validation.md; the focus goes back to the list's heading.
    await editedItem.getByRole("button", { name: `Eliminar ${edited}`, exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "Eliminar recordatorio" });
    await expect(confirm.getByText("¿Estás seguro de que quieres eliminar este recordatorio?")).toBeVisible();
    await expectNoAxeViolations(page, "alert dialog 'Eliminar recordatorio'");
    await confirm.getByRole("button", { name: "Eliminar", exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(toasts(page).getByText("Recordatorio eliminado", { exact: true })).toBeVisible();
    await expect(editedItem).toHaveCount(0);
    await expect(panel.getByRole("heading", { level: 2, name: "Recordatorios de Carmen López" })).toBeFocused();
    const left = await apiGet<Reminder[]>(page, `/api/reminders/${carmen.id}`);
    expect(left.filter((r) => r.title.includes(stamp))).toEqual([]);

    // From her record, 'Gestionar recordatorios' opens this screen with Carmen already chosen.
    await page.goto(`/professional/user/${carmen.id}`);
    await page.getByRole("link", { name: "Gestionar recordatorios" }).click();
    await expect(page).toHaveURL(new RegExp(`/professional/reminders\\?persona=${carmen.id}$`));
    await expect(page.getByRole("radio", { name: "Carmen López (carmen)" })).toBeChecked();
    await expect(panel).toBeVisible();
  } finally {
    const left = await apiGet<Reminder[]>(page, `/api/reminders/${carmen.id}`);
    for (const reminder of left.filter((r) => r.title.includes(stamp))) {
      await page.request.delete(`/api/reminders/${reminder.id}`);
    }
  }
});

test("a reminder on some weekdays is today's only when today is one of them", async ({ page }) => {
  test.setTimeout(60_000);
  const stamp = uniqueStamp();
  const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
  const names = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"];
  const plural = (day: number) => names[day - 1].replace(/o$/, "os");
  const today = weekday(localDateIn(0));
  const tomorrow = weekday(localDateIn(1));
  const [yes, no] = [`Hoy sí e2e ${stamp}`, `Hoy no e2e ${stamp}`];
  await loginAsProfessional(page);
  const carmen = await findElderly(page, await storedUserId(page), "Carmen López");
  await page.goto(`/professional/reminders?persona=${carmen.id}`);
  const panel = page.getByRole("region", { name: "Recordatorios de Carmen López" });
  try {
    for (const [title, day] of [[yes, today], [no, tomorrow]] as const) {
      await panel.getByRole("button", { name: "Nuevo Recordatorio", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Nuevo Recordatorio" });
      await dialog.getByLabel("Título", { exact: true }).fill(title);
      await dialog.getByLabel("Hora", { exact: true }).fill("23:50");
      await dialog.getByRole("radio", { name: "Algunos días de la semana" }).check();
      await dialog.getByRole("checkbox", { name: names[day - 1], exact: true }).check();
      if (day === today) await expectNoAxeViolations(page, "dialog 'Nuevo Recordatorio' on some weekdays");
      await dialog.getByRole("button", { name: "Crear Recordatorio", exact: true }).click();
      await expect(dialog).toHaveCount(0);
    }
    const item = (title: string) =>
      panel.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(item(yes)).toContainText(`Los ${plural(today)} a las 23:50`);
    await expect(item(yes).getByText("Pendiente hoy", { exact: true })).toBeVisible();
    await expect(item(no)).toContainText(`Los ${plural(tomorrow)} a las 23:50`);
    await expect(item(no).getByText("Hoy no toca", { exact: true })).toBeVisible();
    // The tablet's list and badge read today's reminders: only the one for today's weekday is there.
    const todays = (await apiGet<Reminder[]>(page, `/api/reminders/${carmen.id}/today`)).map((r) => r.title);
    expect(todays).toContain(yes);
    expect(todays).not.toContain(no);
  } finally {
    const left = await apiGet<Reminder[]>(page, `/api/reminders/${carmen.id}`);
    for (const reminder of left.filter((r) => r.title.includes(stamp))) {
      await page.request.delete(`/api/reminders/${reminder.id}`);
    }
  }
});
