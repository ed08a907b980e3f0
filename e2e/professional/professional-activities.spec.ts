import { expect, type Locator, type Page, test } from "../support/fixtures";
import type { ProgramActivity } from "../../shared/api/professional";
import type { Reminder } from "../../shared/api/reminders";
import { apiGet, expectNoAxeViolations, loginAsProfessional } from "../support/helpers";
import {
  apiSend,
  findElderly,
  localDateIn,
  openStatDialog,
  statCard,
  storedUserId,
  toastsBehindDialog,
  uniqueStamp,
} from "./professional-helpers";

// docs/behaviour/10-domain-rules.md#programme-activities: a programme activity created from 'Actividades
// del Programa' is assigned to every older person of the municipality and appears in their upcoming reminders; deleting
// it (after the confirmation of docs/behaviour/05-validation.md) removes it everywhere. Whatever fails, the activity
// made here is deleted.

async function fieldsOf(dialog: Locator) {
  return {
    title: dialog.getByRole("textbox", { name: "Título", exact: true }),
    description: dialog.getByRole("textbox", { name: "Descripción", exact: true }),
    type: dialog.getByRole("combobox", { name: "Tipo de actividad", exact: true }),
    difficulty: dialog.getByRole("combobox", { name: "Dificultad", exact: true }),
    recurrence: dialog.getByRole("combobox", { name: "Repetición", exact: true }),
    date: dialog.getByLabel(/^Fecha/),
    time: dialog.getByLabel(/^Hora/),
    instructions: dialog.getByRole("textbox", { name: "Instrucciones", exact: true }),
  };
}

/** The defaults of docs/behaviour/09-constants.md: cognitive_exercise, medium, once, every other field empty. */
async function expectDefaults(dialog: Locator) {
  const fields = await fieldsOf(dialog);
  await expect(fields.title).toHaveValue("");
  await expect(fields.description).toHaveValue("");
  await expect(fields.instructions).toHaveValue("");
  await expect(fields.date).toHaveValue("");
  await expect(fields.time).toHaveValue("");
  await expect(fields.type).toHaveText("Ejercicio cognitivo");
  await expect(fields.difficulty).toHaveText("Medio");
  await expect(fields.recurrence).toHaveText("Una vez");
}

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(combobox).toHaveText(option);
}

test("a programme activity reaches every older person's upcoming reminders and leaves with its deletion", async ({
  page,
}) => {
  await loginAsProfessional(page);
  const professionalId = await storedUserId(page);
  const base = `/api/professional/${professionalId}`;
  const carmen = await findElderly(page, professionalId, "Carmen López");
  const antonio = await findElderly(page, professionalId, "Antonio García");
  const title = `Taller de memoria e2e ${uniqueStamp()}`;
  const tomorrow = localDateIn(1);
  const upcomingOf = (id: string) => apiGet<Reminder[]>(page, `/api/reminders/${id}/upcoming?days=7`);

  const activities = await openStatDialog(page, "Actividades del Programa");
  await activities.getByRole("button", { name: "Añadir Actividad", exact: true }).click();
  const form = page.getByRole("dialog", { name: "Nueva actividad del programa" });
  await expect(form).toBeVisible();
  await expectDefaults(form);
  await expectNoAxeViolations(page, "dialog 'Nueva actividad del programa'");

  try {
    // docs/behaviour/05-validation.md: title and description are required, nothing is sent without them.
    await form.getByRole("button", { name: "Crear Actividad", exact: true }).click();
    await expect(toastsBehindDialog(page).getByText("El título y descripción son obligatorios")).toBeVisible();
    await expect(form).toBeVisible();
    expect((await apiGet<ProgramActivity[]>(page, `${base}/program-activities`)).map((a) => a.title)).not.toContain(
      title,
    );

    const fields = await fieldsOf(form);
    await fields.title.fill(title);
    await fields.description.fill("Ejercicios de memoria en grupo en el centro de mayores");
    await fields.instructions.fill("Traer gafas de cerca");
    await choose(page, fields.type, "Ejercicio de memoria");
    await choose(page, fields.difficulty, "Fácil");
    await fields.date.fill(tomorrow);
    await fields.time.fill("10:30");
    await form.getByRole("button", { name: "Crear Actividad", exact: true }).click();
    await expect(form).toHaveCount(0);
    await expect(toastsBehindDialog(page).getByText("Actividad creada", { exact: true })).toBeVisible();
    await expect(toastsBehindDialog(page).getByText("La actividad ha sido asignada a todos los usuarios")).toBeVisible();

    // The new activity is listed with what was chosen and how many people it was assigned to.
    const created = (await apiGet<ProgramActivity[]>(page, `${base}/program-activities`)).find(
      (a) => a.title === title,
    );
    expect(created).toMatchObject({
      activityType: "memory_exercise",
      difficulty: "easy",
      recurrence: "once",
      scheduledDate: tomorrow,
      scheduledTime: "10:30",
    });
    const item = activities.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(item).toContainText("Ejercicio de memoria");
    await expect(item).toContainText(`Asignada a ${created!.assignedUsers} usuarios`);
    const people = await apiGet<{ total: number }>(page, `${base}/users?search=&status=all&page=1&pageSize=1`);
    expect(created!.assignedUsers).toBe(people.total);

    // 'Añadir Actividad' opens a form back at the defaults (docs/behaviour/04-states.md).
    await activities.getByRole("button", { name: "Añadir Actividad", exact: true }).click();
    await expectDefaults(form);
    await form.getByRole("button", { name: "Cancelar", exact: true }).click();
    await expect(form).toHaveCount(0);

    // In the older people's upcoming reminders, tomorrow at 10:30.
    for (const person of [carmen, antonio]) {
      const reminder = (await upcomingOf(person.id)).find((r) => r.programActivityId === created!.id);
      expect(reminder, `${person.firstName} has the activity`).toMatchObject({
        title,
        type: "activity",
        reminderDate: tomorrow,
        reminderTime: "10:30",
      });
    }

    // Deleting asks first; 'Cancelar' keeps it.
    const remove = activities.getByRole("button", { name: `Eliminar actividad ${title}`, exact: true });
    await remove.click();
    const confirm = page.getByRole("alertdialog", { name: "Eliminar actividad" });
    await expect(
      confirm.getByText("¿Estás seguro de eliminar esta actividad? Se eliminará para todos los usuarios.", {
        exact: true,
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page, "alert dialog 'Eliminar actividad'");
    await confirm.getByRole("button", { name: "Cancelar", exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(item).toBeVisible();

    await remove.click();
    await confirm.getByRole("button", { name: "Eliminar", exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(toastsBehindDialog(page).getByText("Actividad eliminada", { exact: true })).toBeVisible();
    await expect(item).toHaveCount(0);

    // Gone everywhere: the list, the card's count and every person's reminders.
    const left = await apiGet<ProgramActivity[]>(page, `${base}/program-activities`);
    expect(left.map((a) => a.id)).not.toContain(created!.id);
    for (const person of [carmen, antonio]) {
      const all = await apiGet<Reminder[]>(page, `/api/reminders/${person.id}`);
      expect(all.filter((r) => r.programActivityId === created!.id)).toEqual([]);
      expect((await upcomingOf(person.id)).filter((r) => r.title === title)).toEqual([]);
    }
    await activities.getByRole("button", { name: "Cerrar", exact: true }).click();
    await expect(statCard(page, "Actividades del Programa")).toContainText(String(left.length));
  } finally {
    const list = await apiGet<ProgramActivity[]>(page, `${base}/program-activities`);
    for (const activity of list.filter((a) => a.title === title)) {
      await apiSend(page, "DELETE", `/api/professional/program-activities/${activity.id}`);
    }
  }
});
