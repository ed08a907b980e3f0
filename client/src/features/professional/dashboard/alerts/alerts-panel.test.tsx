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
  it("puts the open help request first with its wait, then escalated ones, then the newest", async () => {
    const { dialog } = await openAlerts({ [`GET ${BASE}/alerts`]: ok([inactivity, escalated, help]) });
    const headings = await within(dialog).findAllByRole("heading", { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      "Alerta de Ayuda Urgente",
      "Alerta de Salud",
      "Alerta de Inactividad",
    ]);
    // Five minutes without 'La atiendo' is past the one-minute target.
    expect(within(dialog).getByText("Esperando: hace 5 min · Fuera de plazo")).toBeInTheDocument();
    expect(within(dialog).getAllByText(/Esperando/)).toHaveLength(1);
    expect(within(dialog).getByText("Nadie la atiende todavía")).toBeInTheDocument();
    expect(within(dialog).getByText("Hace 1 hora")).toBeInTheDocument();
    const rows = within(dialog).getAllByRole("listitem");
    // Late and escalated rows are red; the inactivity one is not.
    expect(rows[0]).toHaveClass("border-red-700", "bg-red-50");
    expect(within(rows[0]).getByRole("button", { name: "La atiendo: Alerta de Ayuda Urgente de Carmen López" })).toBeVisible();
    expect(rows[1]).toHaveClass("border-red-700");
    expect(within(rows[1]).queryByRole("button", { name: /^La atiendo/ })).not.toBeInTheDocument();
    expect(rows[2]).not.toHaveClass("border-red-700");
  });

  it("'La atiendo' takes the request and then shows who has it", async () => {
    let isTaken = false;
    const taken = { ...help, acknowledgedAt: minutesAgo(0), acknowledgedByName: "Lucía Romero" };
    const { user, fake, dialog } = await openAlerts({
      [`GET ${BASE}/alerts`]: () => ok([isTaken ? taken : help]),
      [`POST /api/alerts/${help.id}/acknowledge`]: () => {
        isTaken = true;
        return { status: 204 };
      },
    });
    await user.click(await within(dialog).findByRole("button", { name: /^La atiendo/ }));
    expect(await within(dialog).findByText(/^La atiende Lucía Romero desde las \d\d:\d\d$/)).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: /^La atiendo/ })).not.toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([
      `/api/alerts/${help.id}/acknowledge`,
    ]);
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
    // Opening the list tells the person nothing; only 'La atiendo' does.
    expect(fake.calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("moves the focus into the form, back on 'Cancelar', and on to the next alert once one is attended", async () => {
    let isDismissed = false;
    const { user, dialog } = await openAlerts({
      [`GET ${BASE}/alerts`]: () => ok(isDismissed ? [inactivity] : [help, inactivity]),
      [`PATCH /api/alerts/${help.id}/dismiss`]: () => {
        isDismissed = true;
        return { status: 204 };
      },
    });
    const attend = await within(dialog).findByRole("button", { name: /^Atendida: Alerta de Ayuda Urgente/ });
    await user.click(attend);
    expect(within(dialog).getAllByRole("radio")[0]).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(within(dialog).getByRole("button", { name: /^Atendida: Alerta de Ayuda Urgente/ })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: /^Atendida: Alerta de Ayuda Urgente/ }));
    await user.click(within(dialog).getByRole("radio", { name: "Falsa alarma" }));
    await user.click(within(dialog).getByRole("button", { name: "Guardar como atendida" }));
    await waitFor(() => expect(within(dialog).getByRole("heading", { name: "Alerta de Inactividad" })).toHaveFocus());
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
  it("orders open help requests first, then escalated, then newest", () => {
    const newer = alertItem(4, { type: "security", createdAt: minutesAgo(1) });
    expect(sortAlerts([inactivity, newer, escalated, help]).map((a) => a.id)).toEqual([
      help.id,
      escalated.id,
      newer.id,
      inactivity.id,
    ]);
  });
});
