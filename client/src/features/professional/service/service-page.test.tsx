import { SERVICE_SETTINGS_MESSAGES as M } from "@shared/api/service-settings";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import { BASE, ok, preloadShell, PRO, type Routes, signInProfessional } from "@/test/professional/professional-test-utils";

beforeAll(preloadShell, 30_000);
afterEach(() => vi.unstubAllGlobals());

const READ = `GET ${BASE}/service-settings`;
const SAVE = `PUT ${BASE}/service-settings`;
const DEFAULTS = {
  ackTargetSeconds: 60,
  attendTargetSeconds: 900,
  staffedHours: { days: [1, 2, 3, 4, 5], from: "08:00", to: "15:00" },
  programmePhone: "",
  timezone: "Europe/Madrid",
  lastChange: null,
};

async function openPage(routes: Routes) {
  const user = userEvent.setup({ delay: null });
  const fake = signInProfessional(routes);
  renderApp("/professional/service");
  await screen.findByRole("heading", { level: 1, name: "Servicio y objetivos" });
  await screen.findByRole("form", { name: "Servicio y objetivos" });
  return { user, fake };
}

const ack = () => screen.getByRole("textbox", { name: "«La atiendo» antes de (segundos)" });
const attend = () => screen.getByRole("textbox", { name: "«Atendida» antes de (minutos)" });
const save = () => screen.getByRole("button", { name: "Guardar cambios" });

describe("'Servicio y objetivos'", { timeout: 15_000 }, () => {
  it("shows the saved settings, edits targets, days and hours, and saves them in seconds", async () => {
    const saved = { ...DEFAULTS, ackTargetSeconds: 45, attendTargetSeconds: 600, lastChange: { at: "2026-11-18T09:30:00.000Z", actorName: "Lucía Romero" } };
    const { user, fake } = await openPage({ [READ]: ok(DEFAULTS), [SAVE]: ok(saved) });
    expect(ack()).toHaveValue("60");
    expect(attend()).toHaveValue("15");
    const days = screen.getByRole("group", { name: "Días" });
    expect(within(days).getByRole("checkbox", { name: "Lunes" })).toBeChecked();
    expect(within(days).getByRole("checkbox", { name: "Sábado" })).not.toBeChecked();
    expect(screen.getByText(/Se usan los valores por defecto/)).toBeInTheDocument();
    expect(save()).toBeDisabled();

    await user.clear(ack());
    await user.type(ack(), "45");
    await user.clear(attend());
    await user.type(attend(), "10");
    await user.click(within(days).getByRole("checkbox", { name: "Viernes" }));
    await user.click(within(days).getByRole("checkbox", { name: "Sábado" }));
    fireEvent.change(screen.getByLabelText("Hasta"), { target: { value: "20:30" } });
    await user.type(screen.getByRole("textbox", { name: /Teléfono del programa/ }), "910 222 333");
    expect(screen.getByRole("status")).toHaveTextContent("Hay cambios sin guardar.");
    await user.click(save());

    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    const put = fake.calls.find((call) => call.method === "PUT");
    expect(put?.url).toBe(`/api/professional/${PRO.id}/service-settings`);
    expect(put?.body).toEqual({
      ackTargetSeconds: 45,
      attendTargetSeconds: 600,
      staffedHours: { days: [1, 2, 3, 4, 6], from: "08:00", to: "20:30" },
      programmePhone: "910 222 333",
    });
    expect(await screen.findByText(/Último cambio/)).toHaveTextContent("Último cambio: 18 de noviembre de 2026 a las 10:30 · Lucía Romero");
  });

  it("marks each wrong field in Spanish, with the server's own rules, without calling it", async () => {
    const { user, fake } = await openPage({ [READ]: ok(DEFAULTS) });
    await user.clear(ack());
    await user.type(ack(), "5");
    await user.clear(attend());
    await user.type(attend(), "0,5");
    for (const day of ["Lunes", "Martes", "Miércoles", "Jueves", "Viernes"])
      await user.click(screen.getByRole("checkbox", { name: day }));
    fireEvent.change(screen.getByLabelText("Hasta"), { target: { value: "07:00" } });
    await user.click(save());

    expect(ack()).toHaveAccessibleDescription(expect.stringContaining(M.ackTarget));
    expect(ack()).toHaveAttribute("aria-invalid", "true");
    expect(attend()).toHaveAccessibleDescription(expect.stringContaining(M.attendTarget));
    expect(screen.getByRole("group", { name: "Horario con personal" })).toHaveAccessibleDescription(M.days);
    expect(screen.getByLabelText("Hasta")).toHaveAccessibleDescription(M.fromBeforeTo);
    expect(screen.getByRole("alert")).toHaveTextContent("Revise los campos marcados.");
    expect(fake.calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const { user } = await openPage({
      [READ]: ok(DEFAULTS),
      [SAVE]: { status: 400, body: { message: M.attendBeforeAck } },
    });
    await user.clear(attend());
    await user.type(attend(), "20");
    await user.click(save());
    expect(await screen.findByRole("alert")).toHaveTextContent(M.attendBeforeAck);
    expect(attend()).toHaveValue("20");
  });
});
