import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { storedReminder } from "@/test/reminders/fixtures";
import { renderApp } from "@/test/render-app";
import { ok, pickerUrl, preloadShell, signInProfessional, userCard } from "@/test/professional/professional-test-utils";
import { findReminderDialog } from "@/test/reminders/find-dialog";

beforeAll(preloadShell, 30_000);
afterEach(() => vi.unstubAllGlobals());

const carmen = userCard(1, { firstName: "Carmen", lastName: "López", username: "carmen" });

describe("a reminder on some weekdays, at several times", { timeout: 15_000 }, () => {
  it("asks for a weekday, keeps what was typed, then makes one reminder per time", async () => {
    const user = userEvent.setup({ delay: null });
    const fake = signInProfessional({
      [pickerUrl()]: ok({ items: [carmen], total: 1, page: 1, pageSize: 8 }),
      [`GET /api/users/${carmen.id}`]: ok({ ...carmen, preferences: {}, personalityTraits: "", emergencyContactName: "" }),
      [`GET /api/reminders/${carmen.id}`]: ok([]),
      "POST /api/reminders": { status: 201, body: storedReminder({ userId: carmen.id }) },
    });
    renderApp(`/professional/reminders?persona=${carmen.id}`);
    const panel = await screen.findByRole("region", { name: "Recordatorios de Carmen López" });
    await user.click(within(panel).getByRole("button", { name: "Nuevo Recordatorio" }));
    const dialog = within(await findReminderDialog("Nuevo Recordatorio"));
    await user.type(dialog.getByRole("textbox", { name: "Título" }), "Pastilla");
    await user.type(dialog.getByLabelText("Hora"), "08:00");
    await user.click(dialog.getByRole("button", { name: "Añadir otra hora" }));
    await user.type(dialog.getByLabelText("Hora 2"), "20:00");

    await user.click(dialog.getByRole("radio", { name: "Algunos días de la semana" }));
    const days = within(dialog.getByRole("group", { name: "Días de la semana" }));
    expect(days.getAllByRole("checkbox")).toHaveLength(7);
    for (const name of ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"])
      expect(days.getByRole("checkbox", { name })).not.toBeChecked();
    await user.click(dialog.getByRole("button", { name: "Crear Recordatorio" }));
    expect(dialog.getByRole("alert")).toHaveTextContent("Elija al menos un día de la semana");
    expect(dialog.getByRole("textbox", { name: "Título" })).toHaveValue("Pastilla");
    expect(dialog.getByLabelText("Hora 2")).toHaveValue("20:00");

    await user.click(days.getByRole("checkbox", { name: "jueves" }));
    await user.click(days.getByRole("checkbox", { name: "lunes" }));
    await user.click(dialog.getByRole("button", { name: "Crear Recordatorio" }));
    expect(await screen.findByText("Recordatorios creados")).toBeInTheDocument();
    const posts = fake.calls.filter((call) => call.method === "POST" && call.url === "/api/reminders");
    expect(posts.map((call) => call.body)).toMatchObject([
      { title: "Pastilla", reminderTime: "08:00", recurrence: "daily", weekdays: [1, 4], reminderDate: null },
      { title: "Pastilla", reminderTime: "20:00", recurrence: "daily", weekdays: [1, 4], reminderDate: null },
    ]);
  });
});
