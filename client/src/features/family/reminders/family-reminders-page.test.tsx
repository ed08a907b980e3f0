import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import {
  CARMEN_ID,
  FAMILY_ID,
  findToastText,
  PRIVATE,
  relative,
  reminder,
  signInFamily,
} from "@/test/family/fixtures";
import { setupFamilyTests } from "@/test/family/setup-family-tests";
import { findReminderDialog } from "@/test/reminders/find-dialog";

setupFamilyTests();

const LIST = `GET /api/reminders/${CARMEN_ID}`;
const pill = reminder({ title: "Pastilla tensión", createdBy: FAMILY_ID, description: "Con agua" });
const walk = reminder({
  title: "Paseo matinal",
  type: "activity",
  createdBy: CARMEN_ID,
  reminderTime: "11:00",
});
const doctor = reminder({
  title: "Médico de cabecera",
  type: "appointment",
  recurrence: "once",
  reminderDate: "2030-05-06",
  reminderTime: "10:15",
  createdBy: FAMILY_ID,
});
const programme = reminder({
  title: "Taller de memoria",
  type: "activity",
  createdBy: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
  programActivityId: "3a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
});

function routes(extra: Parameters<typeof signInFamily>[0] = {}) {
  return signInFamily({
    "GET /api/family/relatives": { status: 200, body: [relative()] },
    [LIST]: { status: 200, body: [pill, walk, doctor, programme] },
    ...extra,
  });
}

async function openNewDialog(user: ReturnType<typeof userEvent.setup>) {
  renderApp("/reminders");
  await user.click(await screen.findByRole("button", { name: "Nuevo Recordatorio" }));
  return findReminderDialog("Nuevo Recordatorio");
}

describe("family reminders page", () => {
    // The created-by label follows docs/behaviour/06-roles-and-access.md.
  it("lists the active reminders with counts by type and the created-by label", async () => {
    routes();
    renderApp("/reminders");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Gestión de Recordatorios" }),
    ).toBeInTheDocument();
    const counts = within(await screen.findByRole("list", { name: "Recordatorios activos por tipo" }));
    expect(counts.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "1Medicina",
      "1Cita",
      "0Llamada",
      "2Actividad",
    ]);
    const itemOf = (title: string) => screen.getByRole("heading", { level: 3, name: title }).closest("li")!;
    expect(within(itemOf("Paseo matinal")).getByText("Creado por profesional")).toBeInTheDocument();
    expect(within(itemOf("Pastilla tensión")).getByText("Creado por familiar")).toBeInTheDocument();
    expect(within(itemOf("Médico de cabecera")).getByText(/10:15 \(una sola vez\)/)).toBeInTheDocument();
    // Programme activities are managed by staff: no edit or delete here.
    expect(within(itemOf("Taller de memoria")).queryByRole("button")).toBeNull();
    expect(screen.getByRole("button", { name: "Editar Pastilla tensión" })).toBeInTheDocument();
  });

  it("shows 'Información privada' without the person's consent", async () => {
    routes({ "GET /api/family/relatives": { status: 200, body: [relative({ canSeeActivity: false })] } });
    renderApp("/reminders");
    expect(await screen.findByRole("heading", { level: 2, name: "Información privada" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Nuevo Recordatorio" })).toBeNull();
  });

  it("shows 'Información privada' when the list answers 403", async () => {
    routes({ [LIST]: PRIVATE });
    renderApp("/reminders");
    expect(await screen.findByRole("heading", { level: 2, name: "Información privada" })).toBeInTheDocument();
  });

  it("opens the dialog with type medicine and recurrence daily, and no date field", async () => {
    routes();
    const user = userEvent.setup();
    const dialog = within(await openNewDialog(user));
    expect(dialog.getByRole("combobox", { name: "Tipo" })).toHaveTextContent("Medicina");
    expect(dialog.getByRole("radio", { name: "Todos los días" })).toBeChecked();
    expect(dialog.getByRole("radio", { name: "Una sola vez" })).not.toBeChecked();
    expect(dialog.queryByLabelText("Fecha")).toBeNull();
  });

  it("requires title and time, then a date for a once reminder, without calling the server", async () => {
    const { calls } = routes();
    const user = userEvent.setup();
    const dialog = within(await openNewDialog(user));
    await user.click(dialog.getByRole("button", { name: "Crear Recordatorio" }));
    expect(await dialog.findByText("El título y la hora son obligatorios")).toBeInTheDocument();
    expect(dialog.getByLabelText("Título")).toHaveAttribute("aria-invalid", "true");

    await user.type(dialog.getByLabelText("Título"), "Análisis de sangre");
    await user.type(dialog.getByLabelText("Hora"), "08:30");
    await user.click(dialog.getByRole("radio", { name: "Una sola vez" }));
    expect(dialog.getByLabelText("Fecha")).toHaveValue("");
    await user.click(dialog.getByRole("button", { name: "Crear Recordatorio" }));
    expect(
      await dialog.findByText("Para recordatorios únicos es necesario especificar la fecha"),
    ).toBeInTheDocument();
    expect(dialog.queryByText("El título y la hora son obligatorios")).toBeNull();
    // What was typed stays.
    expect(dialog.getByLabelText("Título")).toHaveValue("Análisis de sangre");
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("creates a daily reminder with a null date, toasts and reloads the list", async () => {
    const { calls } = routes({
      "POST /api/reminders": { status: 201, body: reminder({ title: "Vitamina D" }) },
    });
    const user = userEvent.setup();
    const dialog = within(await openNewDialog(user));
    await user.type(dialog.getByLabelText("Título"), "  Vitamina D ");
    await user.type(dialog.getByLabelText("Descripción"), "Con la comida");
    await user.type(dialog.getByLabelText("Hora"), "14:00");
    await user.click(dialog.getByRole("button", { name: "Crear Recordatorio" }));
    expect(await findToastText("Recordatorio creado")).toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST");
    expect(post).toMatchObject({ url: "/api/reminders", credentials: "include" });
    expect(post?.body).toEqual({
      title: "Vitamina D",
      description: "Con la comida",
      reminderTime: "14:00",
      reminderDate: null,
      type: "medicine",
      recurrence: "daily",
      userId: CARMEN_ID,
      createdBy: FAMILY_ID,
      isActive: true,
      weekdays: null,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(calls.filter((c) => `${c.method} ${c.url}` === LIST)).toHaveLength(2));
  });

  it("sends the date and the chosen type for a once reminder", async () => {
    const { calls } = routes({ "POST /api/reminders": { status: 201, body: reminder() } });
    const user = userEvent.setup();
    const dialog = within(await openNewDialog(user));
    await user.type(dialog.getByLabelText("Título"), "Dentista");
    await user.click(dialog.getByRole("combobox", { name: "Tipo" }));
    await user.click(await screen.findByRole("option", { name: "Cita" }));
    await user.type(dialog.getByLabelText("Hora"), "17:45");
    await user.click(dialog.getByRole("radio", { name: "Una sola vez" }));
    await user.type(dialog.getByLabelText("Fecha"), "2030-04-02");
    await user.click(dialog.getByRole("button", { name: "Crear Recordatorio" }));
    await findToastText("Recordatorio creado");
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      type: "appointment",
      recurrence: "once",
      reminderDate: "2030-04-02",
      reminderTime: "17:45",
    });
  });

  it("keeps what was typed when the server refuses, and shows its message", async () => {
    routes({
      "POST /api/reminders": { status: 400, body: { message: "El título no puede superar 120 caracteres" } },
    });
    const user = userEvent.setup();
    const dialog = within(await openNewDialog(user));
    await user.type(dialog.getByLabelText("Título"), "Gotas para los ojos");
    await user.type(dialog.getByLabelText("Hora"), "20:00");
    await user.click(dialog.getByRole("button", { name: "Crear Recordatorio" }));
    expect(await findToastText("No se pudo crear el recordatorio")).toBeInTheDocument();
    expect(await findToastText("El título no puede superar 120 caracteres")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Nuevo Recordatorio" })).toBeInTheDocument();
    expect(dialog.getByLabelText("Título")).toHaveValue("Gotas para los ojos");
    expect(dialog.getByLabelText("Hora")).toHaveValue("20:00");
  });

  it("prefills the dialog from a suggestion", async () => {
    routes();
    const user = userEvent.setup();
    renderApp("/reminders");
    await user.click(await screen.findByRole("button", { name: /^Usar sugerencia:\s*Llamada diaria/ }));
    const dialog = within(await findReminderDialog("Nuevo Recordatorio"));
    expect(dialog.getByLabelText("Título")).toHaveValue("Llamada diaria");
    expect(dialog.getByLabelText("Hora")).toHaveValue("19:00");
    expect(dialog.getByRole("combobox", { name: "Tipo" })).toHaveTextContent("Llamada");
    expect(dialog.getByRole("radio", { name: "Todos los días" })).toBeChecked();
  });
});
