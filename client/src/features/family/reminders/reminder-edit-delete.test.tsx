import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { CARMEN_ID, findToastText, relative, reminder, signInFamily } from "@/test/family/fixtures";
import { setupFamilyTests } from "@/test/family/setup-family-tests";
import { findReminderDialog } from "@/test/reminders/find-dialog";

setupFamilyTests();

const LIST = `GET /api/reminders/${CARMEN_ID}`;
const doctor = reminder({
  title: "Médico de cabecera",
  description: "Llevar la tarjeta sanitaria",
  type: "appointment",
  recurrence: "once",
  reminderDate: "2030-05-06",
  reminderTime: "10:15",
  createdBy: CARMEN_ID,
});

function routes(extra: Parameters<typeof signInFamily>[0] = {}) {
  return signInFamily({
    "GET /api/family/relatives": { status: 200, body: [relative()] },
    [LIST]: { status: 200, body: [doctor] },
    ...extra,
  });
}

describe("editing and deleting a reminder", () => {
  it("prefills the edit dialog and sends a PATCH with the same fields", async () => {
    const { calls } = routes({ [`PATCH /api/reminders/${doctor.id}`]: { status: 200, body: doctor } });
    const user = userEvent.setup();
    renderApp("/reminders");
    await user.click(await screen.findByRole("button", { name: "Editar Médico de cabecera" }));
    const dialog = within(await findReminderDialog("Editar Recordatorio"));
    expect(dialog.getByLabelText("Título")).toHaveValue("Médico de cabecera");
    expect(dialog.getByLabelText("Descripción")).toHaveValue("Llevar la tarjeta sanitaria");
    expect(dialog.getByRole("combobox", { name: "Tipo" })).toHaveTextContent("Cita");
    expect(dialog.getByLabelText("Hora")).toHaveValue("10:15");
    expect(dialog.getByRole("radio", { name: "Una sola vez" })).toBeChecked();
    expect(dialog.getByLabelText("Fecha")).toHaveValue("2030-05-06");

    await user.clear(dialog.getByLabelText("Título"));
    await user.type(dialog.getByLabelText("Título"), "Médico de familia");
    await user.click(dialog.getByRole("radio", { name: "Todos los días" }));
    expect(dialog.queryByLabelText("Fecha")).toBeNull();
    await user.click(dialog.getByRole("button", { name: "Guardar cambios" }));
    expect(await findToastText("Recordatorio actualizado")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({
      title: "Médico de familia",
      description: "Llevar la tarjeta sanitaria",
      reminderTime: "10:15",
      reminderDate: null,
      type: "appointment",
      recurrence: "daily",
      userId: CARMEN_ID,
      createdBy: CARMEN_ID,
      isActive: true,
      weekdays: null,
    });
  });

  it("says 'No se pudo actualizar el recordatorio' with the server's reason", async () => {
    routes({
      [`PATCH /api/reminders/${doctor.id}`]: {
        status: 409,
        body: { message: "Este recordatorio pertenece a una actividad del programa" },
      },
    });
    const user = userEvent.setup();
    renderApp("/reminders");
    await user.click(await screen.findByRole("button", { name: "Editar Médico de cabecera" }));
    const dialog = within(await findReminderDialog("Editar Recordatorio"));
    await user.click(dialog.getByRole("button", { name: "Guardar cambios" }));
    expect(await findToastText("No se pudo actualizar el recordatorio")).toBeInTheDocument();
    expect(
      await findToastText("Este recordatorio pertenece a una actividad del programa"),
    ).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Editar Recordatorio" })).toBeInTheDocument();
  });

  it("asks for confirmation before deleting; cancelling sends nothing", async () => {
    const { calls } = routes({ [`DELETE /api/reminders/${doctor.id}`]: { status: 204 } });
    const user = userEvent.setup();
    renderApp("/reminders");
    await user.click(await screen.findByRole("button", { name: "Eliminar Médico de cabecera" }));
    let confirm = within(await screen.findByRole("alertdialog", { name: "Eliminar recordatorio" }));
    expect(confirm.getByText("¿Estás seguro de que quieres eliminar este recordatorio?")).toBeInTheDocument();
    await user.click(confirm.getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.filter((c) => c.method === "DELETE")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Eliminar Médico de cabecera" }));
    confirm = within(await screen.findByRole("alertdialog", { name: "Eliminar recordatorio" }));
    await user.click(confirm.getByRole("button", { name: "Eliminar" }));
    expect(await findToastText("Recordatorio eliminado")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 2, name: "Recordatorios activos" })).toHaveFocus(),
    );
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual([
      `/api/reminders/${doctor.id}`,
    ]);
    await waitFor(() => expect(calls.filter((c) => `${c.method} ${c.url}` === LIST)).toHaveLength(2));
  });

  it("shows 'No se pudo eliminar el recordatorio' with the server's message", async () => {
    routes({ [`DELETE /api/reminders/${doctor.id}`]: { status: 404, body: { message: "No encontrado" } } });
    const user = userEvent.setup();
    renderApp("/reminders");
    await user.click(await screen.findByRole("button", { name: "Eliminar Médico de cabecera" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "Eliminar recordatorio" }));
    await user.click(confirm.getByRole("button", { name: "Eliminar" }));
    expect(await findToastText("No se pudo eliminar el recordatorio")).toBeInTheDocument();
    expect(await findToastText("No encontrado")).toBeInTheDocument();
  });
});
