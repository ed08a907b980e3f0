import type { Reminder } from "@shared/api/reminders";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { storedReminder } from "@/test/reminders/fixtures";
import { renderApp } from "@/test/render-app";
import { findReminderDialog } from "@/test/reminders/find-dialog";
import {
  ok,
  PRO,
  pickerUrl,
  preloadShell,
  type Routes,
  signInProfessional,
  userCard,
  uuid,
} from "@/test/professional/professional-test-utils";

beforeAll(preloadShell, 30_000);
afterEach(() => vi.unstubAllGlobals());

const carmen = userCard(1, { firstName: "Carmen", lastName: "López", username: "carmen" });
const antonio = userCard(2, { firstName: "Antonio", lastName: "García", username: "antonio" });

const reminder = (n: number, overrides: Partial<Reminder> = {}): Reminder =>
  storedReminder({
    id: uuid(300 + n),
    userId: carmen.id,
    createdBy: carmen.id,
    creatorRole: "elderly",
    title: `Recordatorio ${n}`,
    ...overrides,
  });

async function openPage(routes: Routes, path = "/professional/reminders") {
  const user = userEvent.setup({ delay: null });
  const fake = signInProfessional({
    [pickerUrl()]: ok({ items: [carmen, antonio], total: 2, page: 1, pageSize: 8 }),
    [pickerUrl("carm")]: ok({ items: [carmen], total: 1, page: 1, pageSize: 8 }),
    [`GET /api/users/${carmen.id}`]: ok({
      ...carmen,
      preferences: {},
      personalityTraits: "",
      emergencyContactName: "",
    }),
    ...routes,
  });
  renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "Gestión de Recordatorios" });
  return { user, fake };
}

describe("professional reminders", { timeout: 15_000 }, () => {
  it("finds a person as you type and lists their reminders with today's state and creator", async () => {
    const { user } = await openPage({
      [`GET /api/reminders/${carmen.id}`]: ok([
        reminder(1, { completedToday: true }),
        reminder(2, { createdBy: uuid(99), creatorRole: "family", title: "Llamar a Javier", type: "call" }),
        reminder(3, { createdBy: PRO.id, creatorRole: "professional", title: "Taller", type: "activity" }),
      ]),
    });
    await user.type(screen.getByRole("searchbox", { name: "Buscar persona" }), "carm");
    await waitFor(() => expect(screen.queryByRole("radio", { name: /Antonio/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole("radio", { name: /Carmen López/ }));

    const panel = await screen.findByRole("region", { name: "Recordatorios de Carmen López" });
    const first = (await within(panel).findByRole("heading", { name: "Recordatorio 1" })).closest(
      "li",
    ) as HTMLElement;
    expect(within(first).getByText("Completado hoy")).toBeInTheDocument();
    expect(within(first).getByText("Creado por profesional")).toBeInTheDocument();
    const call = within(panel).getByRole("heading", { name: "Llamar a Javier" }).closest("li") as HTMLElement;
    expect(within(call).getByText("Pendiente hoy")).toBeInTheDocument();
    expect(within(call).getByText("Creado por familiar")).toBeInTheDocument();
    const staff = within(panel).getByRole("heading", { name: "Taller" }).closest("li") as HTMLElement;
    expect(within(staff).getByText("Creado por profesional")).toBeInTheDocument();
  });

  it("creates a reminder with the documented defaults and validation messages", async () => {
    const { user, fake } = await openPage(
      {
        [`GET /api/reminders/${carmen.id}`]: ok([]),
        "POST /api/reminders": { status: 201, body: reminder(5) },
      },
      `/professional/reminders?persona=${carmen.id}`,
    );
    const panel = await screen.findByRole("region", { name: "Recordatorios de Carmen López" });
    expect(await within(panel).findByText("No tiene recordatorios activos")).toBeInTheDocument();
    await user.click(within(panel).getByRole("button", { name: "Nuevo Recordatorio" }));
    const dialog = await findReminderDialog("Nuevo Recordatorio");
    expect(within(dialog).getByRole("combobox", { name: "Tipo" })).toHaveTextContent("Medicina");
    expect(within(dialog).getByRole("radio", { name: "Todos los días" })).toBeChecked();

    await user.click(within(dialog).getByRole("button", { name: "Crear Recordatorio" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("El título y la hora son obligatorios");

    await user.type(within(dialog).getByRole("textbox", { name: "Título" }), "Pastilla");
    await user.type(within(dialog).getByLabelText(/^Hora/), "09:30");
    await user.click(within(dialog).getByRole("radio", { name: "Una sola vez" }));
    await user.click(within(dialog).getByRole("button", { name: "Crear Recordatorio" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Para recordatorios únicos es necesario especificar la fecha",
    );
    expect(fake.calls.some((call) => call.method === "POST")).toBe(false);

    await user.click(within(dialog).getByRole("radio", { name: "Todos los días" }));
    await user.click(within(dialog).getByRole("button", { name: "Crear Recordatorio" }));
    expect(await screen.findByText("Recordatorio creado")).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === "POST")?.body).toEqual({
      title: "Pastilla",
      description: "",
      reminderTime: "09:30",
      reminderDate: null,
      type: "medicine",
      recurrence: "daily",
      userId: carmen.id,
      createdBy: PRO.id,
      isActive: true,
      weekdays: null,
    });
  });

  it("edits one person's copy of a programme activity, keeping its creator", async () => {
    const taller = reminder(4, {
      title: "Taller de memoria",
      type: "activity",
      createdBy: PRO.id,
      creatorRole: "professional",
      programActivityId: uuid(400),
    });
    const { user, fake } = await openPage(
      {
        [`GET /api/reminders/${carmen.id}`]: ok([taller]),
        [`PATCH /api/reminders/${taller.id}`]: ok(taller),
      },
      `/professional/reminders?persona=${carmen.id}`,
    );
    await user.click(await screen.findByRole("button", { name: "Editar Taller de memoria" }));
    const dialog = await findReminderDialog("Editar Recordatorio");
    expect(within(dialog).getByRole("textbox", { name: "Título" })).toHaveValue("Taller de memoria");
    await user.clear(within(dialog).getByLabelText(/^Hora/));
    await user.type(within(dialog).getByLabelText(/^Hora/), "17:30");
    await user.click(within(dialog).getByRole("button", { name: "Guardar cambios" }));
    expect(await screen.findByText("Recordatorio actualizado")).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === "PATCH")?.body).toMatchObject({
      title: "Taller de memoria",
      reminderTime: "17:30",
      type: "activity",
      userId: carmen.id,
      createdBy: PRO.id,
    });
  });

  it("asks before deleting a reminder", async () => {
    const { user, fake } = await openPage(
      {
        [`GET /api/reminders/${carmen.id}`]: ok([reminder(1)]),
        [`DELETE /api/reminders/${reminder(1).id}`]: { status: 204 },
      },
      `/professional/reminders?persona=${carmen.id}`,
    );
    await user.click(await screen.findByRole("button", { name: "Eliminar Recordatorio 1" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Eliminar recordatorio" });
    expect(confirm).toHaveTextContent("¿Estás seguro de que quieres eliminar este recordatorio?");
    await user.click(within(confirm).getByRole("button", { name: "Eliminar" }));
    expect(await screen.findByText("Recordatorio eliminado")).toBeInTheDocument();
    await waitFor(() => expect(fake.calls.filter((call) => call.method === "DELETE")).toHaveLength(1));
  });

  it("shows 'Failed to fetch reminders' when the list fails", async () => {
    await openPage(
      { [`GET /api/reminders/${carmen.id}`]: { status: 500 } },
      `/professional/reminders?persona=${carmen.id}`,
    );
    expect(await screen.findByText("Failed to fetch reminders")).toBeInTheDocument();
  });
});
