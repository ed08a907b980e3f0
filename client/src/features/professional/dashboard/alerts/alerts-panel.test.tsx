import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import {
  alertItem,
  BASE,
  dashboardRoutes,
  minutesAgo,
  ok,
  preloadShell,
  type Routes,
  signInProfessional,
} from "@/test/professional/professional-test-utils";
import { ALERTS_POLL_MS, sortAlerts } from "./use-alerts";

beforeAll(preloadShell, 30_000);
afterEach(() => vi.unstubAllGlobals());

const help = alertItem(1, { type: "help", userName: "Carmen López", createdAt: minutesAgo(5) });
const inactivity = alertItem(2, {
  type: "inactivity",
  userName: "Antonio García",
  createdAt: minutesAgo(90),
});
const escalated = alertItem(3, {
  type: "health",
  userName: "Dolores Martín",
  createdAt: minutesAgo(42),
  escalatedAt: minutesAgo(12),
});

async function openAlerts(routes: Routes) {
  const user = userEvent.setup({ delay: null });
  const fake = signInProfessional(dashboardRoutes(routes));
  renderApp("/dashboard");
  await user.click(await screen.findByRole("button", { name: /Alertas Pendientes/ }));
  const dialog = await screen.findByRole("dialog", { name: "Alertas Pendientes" });
  return { user, fake, dialog };
}

describe("pending alerts dialog", () => {
  it("titles each alert by type, names the person and puts escalated ones first with their wait", async () => {
    const { dialog } = await openAlerts({ [`GET ${BASE}/alerts`]: ok([help, inactivity, escalated]) });
    const headings = await within(dialog).findAllByRole("heading", { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      "Alerta de Salud",
      "Alerta de Ayuda Urgente",
      "Alerta de Inactividad",
    ]);
    expect(within(dialog).getByText("Esperando 42 min")).toBeInTheDocument();
    expect(within(dialog).getByText("Carmen López")).toBeInTheDocument();
    expect(within(dialog).getByText("Hace 5 minutos")).toBeInTheDocument();
    expect(within(dialog).getByText("Hace 1 hora")).toBeInTheDocument();
    expect(within(dialog).getAllByText(/Esperando/)).toHaveLength(1);
    // The escalated one is red, with a red 'Atendida'; the others are not.
    const rows = within(dialog).getAllByRole("listitem");
    expect(rows[0]).toHaveClass("border-red-700", "bg-red-50");
    expect(within(rows[0]).getByRole("button", { name: /^Atendida/ })).toHaveClass("bg-red-700");
    for (const row of rows.slice(1)) expect(row).not.toHaveClass("border-red-700");
  });

  it("'Atendida' asks the outcome, sends it with PATCH /api/alerts/{id}/dismiss and confirms with a toast", async () => {
    let isDismissed = false;
    const { user, fake, dialog } = await openAlerts({
      [`GET ${BASE}/alerts`]: () => ok(isDismissed ? [] : [help]),
      [`PATCH /api/alerts/${help.id}/dismiss`]: () => {
        isDismissed = true;
        return { status: 204 };
      },
    });
    await user.click(await within(dialog).findByRole("button", { name: /^Atendida/ }));
    // Without an outcome nothing is sent.
    await user.click(within(dialog).getByRole("button", { name: "Guardar como atendida" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Elija qué se ha hecho");
    expect(fake.calls.some((call) => call.method === "PATCH")).toBe(false);
    await user.click(within(dialog).getByRole("radio", { name: "Derivado al 112" }));
    await user.type(within(dialog).getByLabelText("Nota (opcional)"), "Ambulancia en camino");
    await user.click(within(dialog).getByRole("button", { name: "Guardar como atendida" }));
    expect(await screen.findByText("Alerta eliminada")).toBeInTheDocument();
    expect(await within(dialog).findByText("No hay alertas pendientes")).toBeInTheDocument();
    expect(screen.getByText("La alerta ha sido marcada como atendida")).toBeInTheDocument();
    const patch = fake.calls.find((call) => call.method === "PATCH");
    expect(patch?.url).toBe(`/api/alerts/${help.id}/dismiss`);
    expect(patch?.credentials).toBe("include");
    expect(patch?.body).toEqual({ outcome: "emergency_112", note: "Ambulancia en camino" });
    // Opening the list told the person their request was seen.
    expect(fake.calls.some((call) => call.method === "POST" && call.url === `/api/alerts/${help.id}/seen`)).toBe(true);
  });

  it("shows 'Error' / 'No se pudo eliminar la alerta' when dismissing fails and keeps the alert", async () => {
    const { user, dialog } = await openAlerts({
      [`GET ${BASE}/alerts`]: ok([help]),
      [`PATCH /api/alerts/${help.id}/dismiss`]: { status: 500, body: { message: "Fallo" } },
    });
    await user.click(await within(dialog).findByRole("button", { name: /^Atendida/ }));
    await user.click(within(dialog).getByRole("radio", { name: "Falsa alarma" }));
    await user.click(within(dialog).getByRole("button", { name: "Guardar como atendida" }));
    expect(await screen.findByText("No se pudo eliminar la alerta")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "Alerta de Ayuda Urgente" })).toBeInTheDocument();
  });

  it("says plainly when escalation is dashboard-only (no SMTP)", async () => {
    const { dialog } = await openAlerts({
      [`GET ${BASE}/alerts`]: ok([help]),
      "GET /api/alerts/escalation": ok({ isEmailEnabled: false }),
    });
    expect(await within(dialog).findByText(/Escalado solo en este panel/)).toBeInTheDocument();
  });

  it("shows 'No hay alertas pendientes' when the list is empty", async () => {
    const { dialog } = await openAlerts({ [`GET ${BASE}/alerts`]: ok([]) });
    expect(await within(dialog).findByText("No hay alertas pendientes")).toBeInTheDocument();
  });

  it("polls the alert list every 30 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fake = signInProfessional(dashboardRoutes());
      renderApp("/dashboard");
      await screen.findByRole("button", { name: /Alertas Pendientes/ });
      const count = () => fake.calls.filter((call) => call.url === `${BASE}/alerts`).length;
      await waitFor(() => expect(count()).toBe(1));
      await vi.advanceTimersByTimeAsync(ALERTS_POLL_MS);
      await waitFor(() => expect(count()).toBe(2));
      // No other query polls.
      expect(fake.calls.filter((call) => call.url === `${BASE}/summary`)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("sortAlerts", () => {
  it("orders escalated first, then newest", () => {
    expect(sortAlerts([help, inactivity, escalated]).map((a) => a.id)).toEqual([
      escalated.id,
      help.id,
      inactivity.id,
    ]);
  });
});
