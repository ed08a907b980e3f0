import type { ProgramActivity } from "@shared/api/professional";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import {
  BASE,
  dashboardRoutes,
  ok,
  PRO,
  preloadShell,
  type Routes,
  signInProfessional,
  userCard,
  uuid,
} from "@/test/professional/professional-test-utils";

beforeAll(preloadShell, 30_000);
afterEach(() => vi.unstubAllGlobals());

const activity: ProgramActivity = {
  id: uuid(500),
  title: "Taller de memoria",
  description: "Juegos de palabras en grupo",
  activityType: "memory_exercise",
  instructions: "",
  difficulty: "easy",
  scheduledDate: "2026-11-20",
  scheduledTime: "11:00",
  recurrence: "weekly",
  createdAt: "2026-11-01T10:00:00Z",
  assignedUsers: 12,
  professionalId: PRO.id,
};

async function openActivities(routes: Routes) {
  const user = userEvent.setup({ delay: null });
  const fake = signInProfessional(dashboardRoutes(routes));
  renderApp("/dashboard");
  await user.click(await screen.findByRole("button", { name: /Actividades del Programa/ }));
  const panel = await screen.findByRole("dialog", { name: "Actividades del Programa" });
  return { user, fake, panel };
}

async function openForm(user: ReturnType<typeof userEvent.setup>, panel: HTMLElement) {
  await user.click(within(panel).getByRole("button", { name: "Añadir Actividad" }));
  return screen.findByRole("dialog", { name: "Nueva actividad del programa" });
}

describe("programme activities", { timeout: 15_000 }, () => {
  it("lists the activities with their labels, or the empty state", async () => {
    const { panel } = await openActivities({ [`GET ${BASE}/program-activities`]: ok([activity]) });
    expect(await within(panel).findByRole("heading", { name: "Taller de memoria" })).toBeInTheDocument();
    expect(within(panel).getByText("Ejercicio de memoria")).toBeInTheDocument();
    expect(within(panel).getByText("Fácil")).toBeInTheDocument();
    expect(within(panel).getByText("Semanal")).toBeInTheDocument();
    expect(within(panel).getByText("Asignada a 12 usuarios")).toBeInTheDocument();
  });

  it("shows 'No hay actividades del programa creadas' without activities", async () => {
    const { panel } = await openActivities({ [`GET ${BASE}/program-activities`]: ok([]) });
    expect(await within(panel).findByText("No hay actividades del programa creadas")).toBeInTheDocument();
  });

  it("opens the form with the documented defaults: cognitive exercise, medium, once, other fields empty", async () => {
    const { user, panel } = await openActivities({ [`GET ${BASE}/program-activities`]: ok([]) });
    const form = await openForm(user, panel);
    expect(within(form).getByRole("textbox", { name: /Título/ })).toHaveValue("");
    expect(within(form).getByRole("textbox", { name: /Descripción/ })).toHaveValue("");
    expect(within(form).getByRole("textbox", { name: "Instrucciones" })).toHaveValue("");
    expect(within(form).getByLabelText(/^Fecha/)).toHaveValue("");
    expect(within(form).getByLabelText(/^Hora/)).toHaveValue("");
    expect(within(form).getByRole("combobox", { name: "Tipo de actividad" })).toHaveTextContent(
      "Ejercicio cognitivo",
    );
    expect(within(form).getByRole("combobox", { name: "Dificultad" })).toHaveTextContent("Medio");
    expect(within(form).getByRole("combobox", { name: "Repetición" })).toHaveTextContent("Una vez");
  });

  it("refuses a missing title or description with the documented toast and sends nothing", async () => {
    const { user, fake, panel } = await openActivities({ [`GET ${BASE}/program-activities`]: ok([]) });
    const form = await openForm(user, panel);
    await user.type(within(form).getByRole("textbox", { name: /Título/ }), "Paseo");
    await user.click(within(form).getByRole("button", { name: "Crear Actividad" }));
    // Other live regions (loading states) may also have role status: find the toast by its text.
    const message = await screen.findByText("El título y descripción son obligatorios");
    const toast = message.closest("li") ?? message.parentElement!;
    expect(toast).toHaveTextContent("Error");
    expect(within(form).getByRole("textbox", { name: /Descripción/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(within(form).getByRole("textbox", { name: /Título/ })).toHaveValue("Paseo");
    expect(fake.calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("creates for all managed users, toasts, closes and resets the form", async () => {
    const { user, fake, panel } = await openActivities({
      [`GET ${BASE}/program-activities`]: ok([]),
      [`GET ${BASE}/users`]: ok([userCard(1), userCard(2)]),
      "POST /api/professional/program-activities": { status: 201, body: activity },
    });
    const form = await openForm(user, panel);
    await user.type(within(form).getByRole("textbox", { name: /Título/ }), "Paseo");
    await user.type(within(form).getByRole("textbox", { name: /Descripción/ }), "Por el parque");
    await user.click(within(form).getByRole("combobox", { name: "Dificultad" }));
    await user.click(await screen.findByRole("option", { name: "Difícil" }));
    // Without a date and a time nothing is sent; the fields say why.
    await user.click(within(form).getByRole("button", { name: "Crear Actividad" }));
    expect(await within(form).findByText("Para una actividad única indique la fecha")).toBeInTheDocument();
    expect(within(form).getByText("Indique la hora de la actividad")).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Fecha/)).toHaveAttribute("aria-invalid", "true");
    expect(fake.calls.some((call) => call.method === "POST")).toBe(false);
    fireEvent.change(within(form).getByLabelText(/^Fecha/), { target: { value: "2026-11-20" } });
    fireEvent.change(within(form).getByLabelText(/^Hora/), { target: { value: "17:30" } });
    await user.click(within(form).getByRole("button", { name: "Crear Actividad" }));

    expect(await screen.findByText("Actividad creada")).toBeInTheDocument();
    expect(screen.getByText("La actividad ha sido asignada a todos los usuarios")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Nueva actividad del programa" })).not.toBeInTheDocument(),
    );
    expect(fake.calls.find((call) => call.method === "POST")?.body).toEqual({
      title: "Paseo",
      description: "Por el parque",
      activityType: "cognitive_exercise",
      instructions: "",
      difficulty: "hard",
      scheduledDate: "2026-11-20",
      scheduledTime: "17:30",
      recurrence: "once",
      professionalId: PRO.id,
      userIds: [userCard(1).id, userCard(2).id],
    });

    const again = await openForm(user, panel);
    expect(within(again).getByRole("textbox", { name: /Título/ })).toHaveValue("");
    expect(within(again).getByRole("combobox", { name: "Dificultad" })).toHaveTextContent("Medio");
  });

  it("keeps what was typed when creation fails and says 'No se pudo crear la actividad'", async () => {
    const { user, panel } = await openActivities({
      [`GET ${BASE}/program-activities`]: ok([]),
      [`GET ${BASE}/users`]: ok([userCard(1)]),
      "POST /api/professional/program-activities": { status: 500, body: { message: "Fallo" } },
    });
    const form = await openForm(user, panel);
    await user.type(within(form).getByRole("textbox", { name: /Título/ }), "Paseo");
    await user.type(within(form).getByRole("textbox", { name: /Descripción/ }), "Por el parque");
    fireEvent.change(within(form).getByLabelText(/^Fecha/), { target: { value: "2026-11-20" } });
    fireEvent.change(within(form).getByLabelText(/^Hora/), { target: { value: "17:30" } });
    await user.click(within(form).getByRole("button", { name: "Crear Actividad" }));
    expect(await screen.findByText("No se pudo crear la actividad")).toBeInTheDocument();
    expect(within(form).getByRole("textbox", { name: /Título/ })).toHaveValue("Paseo");
  });

  it("shows the server's reason when it refuses the form", async () => {
    const reason = "Escriba el texto en una sola línea, sin caracteres invisibles ni de control";
    const { user, panel } = await openActivities({
      [`GET ${BASE}/program-activities`]: ok([]),
      [`GET ${BASE}/users`]: ok([userCard(1)]),
      "POST /api/professional/program-activities": { status: 400, body: { message: reason } },
    });
    const form = await openForm(user, panel);
    await user.type(within(form).getByRole("textbox", { name: /Título/ }), "Paseo");
    await user.type(within(form).getByRole("textbox", { name: /Descripción/ }), "Por el parque");
    fireEvent.change(within(form).getByLabelText(/^Fecha/), { target: { value: "2026-11-20" } });
    fireEvent.change(within(form).getByLabelText(/^Hora/), { target: { value: "17:30" } });
    await user.click(within(form).getByRole("button", { name: "Crear Actividad" }));
    expect(await screen.findByText("No se pudo crear la actividad")).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
  });

  it("asks before deleting, and deletes for everyone after confirmation", async () => {
    const { user, fake, panel } = await openActivities({
      [`GET ${BASE}/program-activities`]: ok([activity]),
      [`DELETE /api/professional/program-activities/${activity.id}`]: { status: 204 },
    });
    const remove = await within(panel).findByRole("button", { name: "Eliminar actividad Taller de memoria" });
    await user.click(remove);
    const confirm = await screen.findByRole("alertdialog", { name: "Eliminar actividad" });
    expect(confirm).toHaveTextContent(
      "¿Estás seguro de eliminar esta actividad? Se eliminará para todos los usuarios.",
    );
    await user.click(within(confirm).getByRole("button", { name: "Cancelar" }));
    expect(fake.calls.some((call) => call.method === "DELETE")).toBe(false);

    await user.click(remove);
    await user.click(
      within(await screen.findByRole("alertdialog", { name: "Eliminar actividad" })).getByRole("button", {
        name: "Eliminar",
      }),
    );
    // The toast's live region may repeat its text for screen readers: any copy will do.
    expect((await screen.findAllByText("Actividad eliminada"))[0]).toBeInTheDocument();
    expect(screen.getAllByText(/se ha eliminado para todos los usuarios/)[0]).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
    // The deleted item's button is gone: focus goes back to the list, not to the page body.
    const add = within(panel).getByRole("button", { name: "Añadir Actividad" });
    await waitFor(() => expect(document.activeElement).toContainElement(add));
  });

  it("says 'No se pudo eliminar la actividad' when deleting fails", async () => {
    const { user, panel } = await openActivities({
      [`GET ${BASE}/program-activities`]: ok([activity]),
      [`DELETE /api/professional/program-activities/${activity.id}`]: { status: 500 },
    });
    await user.click(await within(panel).findByRole("button", { name: /Eliminar actividad/ }));
    const confirm = await screen.findByRole("alertdialog", { name: "Eliminar actividad" });
    await user.click(within(confirm).getByRole("button", { name: "Eliminar" }));
    expect(await screen.findByText("No se pudo eliminar la actividad")).toBeInTheDocument();
  });
});
