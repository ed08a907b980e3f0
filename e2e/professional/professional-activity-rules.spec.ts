import { expect, test } from "../support/fixtures";
import type { ProgramActivity } from "../../shared/api/professional";
import { type Box, intersects } from "../support/elderly-layout-helpers";
import { apiGet, loginAsProfessional } from "../support/helpers";
import { openStatDialog, storedUserId, toastsBehindDialog } from "./professional-helpers";

// 'Añadir Actividad' needs a date and a time for a one-off activity (no more "overdue today at
// 10:00" for everyone), and its date and time fields never overlap, whatever the width.

test("a one-off activity without date and time is refused with Spanish errors; fields never overlap", async ({
  page,
}) => {
  await loginAsProfessional(page);
  const base = `/api/professional/${await storedUserId(page)}`;
  const activities = await openStatDialog(page, "Actividades del Programa");
  await activities.getByRole("button", { name: "Añadir Actividad", exact: true }).click();
  const form = page.getByRole("dialog", { name: "Nueva actividad del programa" });
  const title = `Sin hora ${Date.now()}`;
  await form.getByRole("textbox", { name: "Título", exact: true }).fill(title);
  await form.getByRole("textbox", { name: "Descripción", exact: true }).fill("Una actividad sin día ni hora");
  await form.getByRole("button", { name: "Crear Actividad", exact: true }).click();
  await expect(form.getByText("Para una actividad única indique la fecha")).toBeVisible();
  await expect(form.getByText("Indique la hora de la actividad")).toBeVisible();
  await expect(toastsBehindDialog(page).getByText("Para una actividad única indique la fecha")).toBeVisible();
  const listed = await apiGet<ProgramActivity[]>(page, `${base}/program-activities`);
  expect(listed.map((a) => a.title)).not.toContain(title);

  const response = await page.request.post("/api/professional/program-activities", {
    data: { title, description: "Sin hora", recurrence: "daily" },
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).message).toBe("Indique la hora de la actividad");

  for (const width of [320, 390, 640, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const date = (await form.getByLabel(/^Fecha/).boundingBox()) as Box;
    const time = (await form.getByLabel(/^Hora/).boundingBox()) as Box;
    expect(intersects(date, time), `date ${JSON.stringify(date)} and time ${JSON.stringify(time)} at ${width}`).toBe(
      false,
    );
  }
});
