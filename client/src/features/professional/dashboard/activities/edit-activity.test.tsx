import type { ProgramActivity } from "@shared/api/professional";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import { BASE, dashboardRoutes, ok, PRO, preloadShell, signInProfessional, uuid } from "@/test/professional/professional-test-utils";

beforeAll(preloadShell, 30_000);
afterEach(() => vi.unstubAllGlobals());

const taller: ProgramActivity = {
  id: uuid(501),
  title: "Taller de memoria",
  description: "Juegos de palabras en grupo",
  activityType: "memory_exercise",
  instructions: "",
  difficulty: "easy",
  scheduledDate: "2026-11-19",
  scheduledTime: "11:00",
  recurrence: "weekly",
  createdAt: "2026-11-01T10:00:00Z",
  assignedUsers: 12,
  professionalId: PRO.id,
};

describe("editing a programme activity", { timeout: 15_000 }, () => {
  it("opens the form filled in, says how reminders repeat, and sends PUT with the changes", async () => {
    const user = userEvent.setup({ delay: null });
    const fake = signInProfessional(
      dashboardRoutes({
        [`GET ${BASE}/program-activities`]: ok([taller]),
        [`PUT /api/professional/program-activities/${taller.id}`]: ok({ ...taller, scheduledDate: "2026-11-20" }),
      }),
    );
    renderApp("/dashboard");
    await user.click(await screen.findByRole("button", { name: /Actividades del Programa/ }));
    const panel = await screen.findByRole("dialog", { name: "Actividades del Programa" });
    await user.click(await within(panel).findByRole("button", { name: "Editar actividad Taller de memoria" }));
    const form = await screen.findByRole("dialog", { name: "Editar actividad del programa" });
    expect(within(form).getByRole("textbox", { name: /Título/ })).toHaveValue("Taller de memoria");
    expect(within(form).getByText("Cada persona tendrá un recordatorio todos los jueves desde esa fecha.")).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/^Fecha/), { target: { value: "2026-11-20" } });
    expect(within(form).getByText("Cada persona tendrá un recordatorio todos los viernes desde esa fecha.")).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Guardar cambios" }));

    expect(await screen.findByText("Actividad actualizada")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Editar actividad del programa" })).not.toBeInTheDocument());
    expect(fake.calls.find((call) => call.method === "PUT")?.body).toEqual({
      title: "Taller de memoria",
      description: "Juegos de palabras en grupo",
      activityType: "memory_exercise",
      instructions: "",
      difficulty: "easy",
      scheduledDate: "2026-11-20",
      scheduledTime: "11:00",
      recurrence: "weekly",
    });
  });
});
