import { REAUTH_REQUIRED, SECOND_FACTOR_MESSAGES } from "@shared/api/second-factor-texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeRoute, fakeFetch, renderApp } from "@/test/render-app";

const FAMILY = {
  id: "7c2b9f1d-2e33-4a7e-9a43-0d8f0b8e3c1a",
  firstName: "Luis",
  lastName: "Pérez",
  role: "family",
  municipalityId: "5b1f0c6e-8a4c-4d47-9a51-2f6f2a7c9e11",
  timezone: "Europe/Madrid",
};
const SUMMARY = {
  state: "done",
  isRequired: false,
  hasTotp: true,
  passkeys: [{ id: "cred-1", name: "Mi teléfono", createdAt: "2026-11-01T09:00:00Z", lastUsedAt: null }],
  recoveryCodesLeft: 3,
  recentUntil: null,
};
const NEW_CODES = ["ABCDE23456", "FGHJK23456"];
const REFUSED: FakeRoute = { status: 403, body: { message: SECOND_FACTOR_MESSAGES.reauthRequired, code: REAUTH_REQUIRED } };

afterEach(() => vi.unstubAllGlobals());

function openAccount(routes: Record<string, FakeRoute | (() => FakeRoute)>) {
  localStorage.setItem("user", JSON.stringify(FAMILY));
  const fake = fakeFetch({
    "GET /api/auth/me": { status: 200, body: { user: FAMILY } },
    "GET /api/auth/second-factor": { status: 200, body: SUMMARY },
    "GET /api/auth/sign-ins": { status: 200, body: { items: [] } },
    ...routes,
  });
  vi.stubGlobal("fetch", fake.fetchStub);
  return { ...fake, user: userEvent.setup(), ...renderApp("/account") };
}

describe("'Confirme su identidad' before a sensitive act", () => {
  it("asks for the factor, then sends the refused request again and shows its answer", async () => {
    let tries = 0;
    const { user, calls } = openAccount({
      "POST /api/auth/second-factor/recovery-codes": () => (++tries === 1 ? REFUSED : { status: 200, body: { recoveryCodes: NEW_CODES } }),
      "POST /api/auth/second-factor/verify": { status: 200, body: { user: FAMILY, recentUntil: "2026-12-02T10:05:00Z" } },
    });
    expect(await screen.findByText("Le quedan 3 códigos de recuperación sin usar.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Generar códigos nuevos" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirme su identidad" });
    await user.type(within(dialog).getByLabelText("Código de la aplicación"), "123456");
    await user.click(within(dialog).getByRole("button", { name: "Verificar" }));
    expect(await screen.findByRole("list", { name: "Códigos de recuperación" })).toHaveTextContent("ABCDE-23456");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith("/recovery-codes"))).toHaveLength(2);
  });

  it("closing the dialog leaves the act undone and says why", async () => {
    const { user, calls } = openAccount({ "DELETE /api/auth/second-factor/totp": REFUSED });
    await user.click(await screen.findByRole("button", { name: "Quitar la aplicación de autenticación" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirme su identidad" });
    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(await screen.findByText(SECOND_FACTOR_MESSAGES.reauthRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.filter((c) => c.url.endsWith("/second-factor/totp"))).toHaveLength(1);
  });

  it("shows the server's refusal to remove the last factor", async () => {
    const { user } = openAccount({
      "DELETE /api/auth/second-factor/passkeys/cred-1": { status: 409, body: { message: SECOND_FACTOR_MESSAGES.lastFactor } },
    });
    await user.click(await screen.findByRole("button", { name: "Quitar la llave Mi teléfono" }));
    expect(await screen.findByText(SECOND_FACTOR_MESSAGES.lastFactor)).toBeInTheDocument();
  });
});

describe("'Mis accesos'", () => {
  it("lists recent sign-ins in Spanish, in the person's timezone, marking a new device", async () => {
    openAccount({
      "GET /api/auth/sign-ins": {
        status: 200,
        body: {
          items: [
            { at: "2026-12-01T22:30:00Z", ip: "203.0.113.9", device: "Chrome en Windows", method: "passkey", outcome: "success", isNewDevice: true },
            { at: "2026-11-30T08:00:00Z", ip: "198.51.100.4", device: "Safari en iPhone", method: "password", outcome: "failure", isNewDevice: false },
          ],
        },
      },
    });
    const list = await screen.findByRole("list", { name: "Mis accesos" });
    const [first, second] = await within(list).findAllByRole("listitem");
    expect(first).toHaveTextContent("1 dic 2026, 23:30");
    expect(first).toHaveTextContent("Correcto");
    expect(first).toHaveTextContent("Dispositivo nuevo");
    expect(first).toHaveTextContent("Llave de acceso");
    expect(second).toHaveTextContent("Fallido");
    expect(second).not.toHaveTextContent("Dispositivo nuevo");
  });
});
