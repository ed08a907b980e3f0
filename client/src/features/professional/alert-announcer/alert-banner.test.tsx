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
import { newUrgentAlerts } from "./use-new-alerts";

beforeAll(preloadShell, 30_000);
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const help = alertItem(1, { type: "help", userName: "Carmen López", createdAt: minutesAgo(2) });
const inactivity = alertItem(2, { type: "inactivity", userName: "Antonio García" });

describe("alert banner on every page", () => {
  it("names the person, counts in title and sidebar, and opens the alert", async () => {
    const fake = signInProfessional(
      dashboardRoutes({
        [`GET ${BASE}/alerts`]: ok([help, inactivity]),
        [`POST /api/alerts/${help.id}/seen`]: { status: 204 },
        [`POST /api/alerts/${inactivity.id}/seen`]: { status: 204 },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp("/professional/reminders");
    const banner = await screen.findByText("Alerta de Ayuda Urgente:");
    expect(banner.closest("section")).toHaveTextContent("Carmen López");
    await waitFor(() => expect(document.title).toMatch(/^\(2\)/));
    expect(screen.getByText("2 alertas pendientes")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Abrir alerta de Carmen López" }));
    const dialog = await screen.findByRole("dialog", { name: "Alertas Pendientes" });
    expect(await within(dialog).findByText("Carmen López")).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.calls.some((c) => c.method === "POST" && c.url === `/api/alerts/${help.id}/seen`)).toBe(true),
    );
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
  });
});

describe("newUrgentAlerts", () => {
  it("keeps unseen help and health alerts, newest first", () => {
    const seen = alertItem(3, { type: "health", seenAt: minutesAgo(1) });
    const health = alertItem(4, { type: "health", createdAt: minutesAgo(1) });
    expect(newUrgentAlerts([help, inactivity, seen, health]).map((a) => a.id)).toEqual([health.id, help.id]);
  });
});
