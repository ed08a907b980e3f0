import type { AlertContact } from "@shared/api/professional";
import { screen, within } from "@testing-library/react";
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

beforeAll(preloadShell, 30_000);
afterEach(() => vi.unstubAllGlobals());

const contact: AlertContact = {
  phone: "600 000 001",
  address: "Calle de los Almendros 12, 2.º B",
  district: "Centro",
  livesAlone: true,
  keyHolderName: "Rosa Pérez (vecina)",
  keyHolderPhone: "600 000 051",
  emergencyContactName: "Javier López",
  emergencyContactPhone: "+34 612 345 678",
};

async function openAlerts(alerts: unknown[]) {
  const user = userEvent.setup({ delay: null });
  signInProfessional(dashboardRoutes({ [`GET ${BASE}/alerts`]: ok(alerts) }));
  renderApp("/dashboard");
  await user.click(await screen.findByRole("button", { name: /Alertas Pendientes/ }));
  return screen.findByRole("dialog", { name: "Alertas Pendientes" });
}

describe("the contact block of an alert card", () => {
  it("shows where the person lives and calls them, the key holder and the emergency contact", async () => {
    const help = alertItem(1, { type: "help", userName: "Carmen López", createdAt: minutesAgo(2), contact });
    const dialog = await openAlerts([help]);
    const [card] = await within(dialog).findAllByRole("listitem");
    const calls = [
      ["Llamar a Carmen López: 600 000 001", "tel:+34600000001"],
      ["Llamar a Rosa Pérez (vecina): 600 000 051", "tel:+34600000051"],
      ["Llamar a Javier López: +34 612 345 678", "tel:+34612345678"],
    ];
    for (const [name, href] of calls) expect(within(card).getByRole("link", { name })).toHaveAttribute("href", href);
    expect(card).toHaveTextContent("Calle de los Almendros 12, 2.º B, Centro · Vive sola/solo");
  });

  it("says what is missing, names a key holder without a name, and shows nothing for an unknown person", async () => {
    const sparse = { ...contact, phone: "", address: "", district: "", livesAlone: null, keyHolderName: "" };
    const help = alertItem(1, { type: "help", userName: "Antonio García", createdAt: minutesAgo(2), contact: sparse });
    const security = alertItem(2, { type: "security", userName: null, createdAt: minutesAgo(9) });
    const dialog = await openAlerts([help, security]);
    const [card, unknown] = await within(dialog).findAllByRole("listitem");
    expect(card).toHaveTextContent("TeléfonoNo indicado");
    expect(card).toHaveTextContent("DirecciónNo indicada");
    expect(card).not.toHaveTextContent("Vive sola/solo");
    expect(within(card).getByRole("link", { name: "Llamar a quien tiene llave: 600 000 051" })).toBeInTheDocument();
    expect(within(unknown).queryAllByRole("link")).toEqual([]);
    expect(unknown).not.toHaveTextContent("Teléfono");
  });
});
