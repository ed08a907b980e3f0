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
  signInProfessional,
} from "@/test/professional/professional-test-utils";
import { openUrgentAlerts } from "./use-new-alerts";

beforeAll(preloadShell, 30_000);
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const help = alertItem(1, { type: "help", userName: "Carmen López", createdAt: minutesAgo(2) });
const inactivity = alertItem(2, { type: "inactivity", userName: "Antonio García" });
const olderHelp = alertItem(3, { type: "help", userName: "María Sánchez", createdAt: minutesAgo(360) });

describe("alert banner on every page", () => {
  it("names every open request, the oldest first, with its wait; counts in title and sidebar; opens the list", async () => {
    const fake = signInProfessional(dashboardRoutes({ [`GET ${BASE}/alerts`]: ok([help, inactivity, olderHelp]) }));
    const user = userEvent.setup({ delay: null });
    renderApp("/professional/reminders");
    const banner = await screen.findByRole("region", { name: "Alertas sin atender" });
    expect(within(banner).getByRole("alert")).toHaveTextContent("2 alertas sin atender: María Sánchez (y 1 más)");
    const rows = within(banner).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("María Sánchez · Petición de ayuda · hace 6 h · Fuera de plazo"),
      expect.stringContaining("Carmen López · Petición de ayuda · hace 2 min · Fuera de plazo"),
    ]);
    // Inactivity is on the list, not in the banner.
    expect(banner).not.toHaveTextContent("Antonio García");
    await waitFor(() => expect(document.title).toMatch(/^\(3\)/));
    expect(screen.getByText("3 alertas pendientes")).toBeInTheDocument();
    await user.click(within(banner).getByRole("button", { name: "Abrir alerta de Carmen López" }));
    const dialog = await screen.findByRole("dialog", { name: "Alertas Pendientes" });
    expect(await within(dialog).findByText("Carmen López")).toBeInTheDocument();
    // Opening the list tells the person nothing: only 'La atiendo' does.
    expect(fake.calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("within its targets a request is not red; taken, it says by whom", async () => {
    const fresh = alertItem(4, { userName: "José Martín", createdAt: new Date(Date.now() - 20_000).toISOString() });
    const taken = alertItem(5, {
      userName: "Pilar Gómez",
      createdAt: minutesAgo(3),
      acknowledgedAt: minutesAgo(2),
      acknowledgedByName: "Lucía Romero",
      accidentalAt: minutesAgo(2),
    });
    signInProfessional(dashboardRoutes({ [`GET ${BASE}/alerts`]: ok([taken, fresh]) }));
    renderApp("/dashboard");
    const banner = await screen.findByRole("region", { name: "Alertas sin atender" });
    const [first, second] = within(banner).getAllByRole("listitem");
    expect(first).toHaveTextContent("José Martín · Petición de ayuda · hace 20 s");
    expect(first).toHaveTextContent("Nadie la atiende todavía");
    expect(first).not.toHaveTextContent("Fuera de plazo");
    expect(second).toHaveTextContent(/La atiende Lucía Romero desde las \d\d:\d\d · Posible pulsación accidental/);
    expect(second).not.toHaveTextContent("Fuera de plazo");
  });

  it("the sound switch is remembered", async () => {
    signInProfessional(dashboardRoutes({ [`GET ${BASE}/alerts`]: ok([]) }));
    const user = userEvent.setup({ delay: null });
    renderApp("/dashboard");
    const toggle = await screen.findByRole("button", { name: "Sonido de alertas" });
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(window.localStorage.getItem("acompana.alertSound")).toBe("off");
    expect(screen.queryByRole("region", { name: "Alertas sin atender" })).not.toBeInTheDocument();
  });
});

describe("openUrgentAlerts", () => {
  it("keeps help and critical health alerts, seen or not: nobody's first, then the oldest", () => {
    const critical = alertItem(6, { type: "health", severity: "critical", createdAt: minutesAgo(1) });
    const highHealth = alertItem(7, { type: "health", severity: "high", createdAt: minutesAgo(50) });
    const seen = alertItem(8, { type: "help", seenAt: minutesAgo(1), createdAt: minutesAgo(30) });
    const taken = alertItem(9, { type: "help", acknowledgedAt: minutesAgo(1), createdAt: minutesAgo(90) });
    expect(openUrgentAlerts([help, inactivity, critical, highHealth, seen, taken]).map((a) => a.id)).toEqual([
      seen.id,
      help.id,
      critical.id,
      taken.id,
    ]);
  });
});
