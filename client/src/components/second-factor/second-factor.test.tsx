import { SECOND_FACTOR_MESSAGES, SECOND_FACTOR_REQUIRED } from "@shared/api/second-factor-texts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeRoute, fakeFetch, renderApp } from "@/test/render-app";

const MUNICIPALITY_ID = "5b1f0c6e-8a4c-4d47-9a51-2f6f2a7c9e11";
const FAMILY = {
  id: "7c2b9f1d-2e33-4a7e-9a43-0d8f0b8e3c1a",
  firstName: "Luis",
  lastName: "Pérez",
  role: "family",
  municipalityId: MUNICIPALITY_ID,
};
const SUMMARY = {
  state: "verify",
  isRequired: false,
  hasTotp: true,
  passkeys: [],
  recoveryCodesLeft: 10,
  recentUntil: null,
};
const CODES = ["ABCDE23456", "FGHJK23456", "MNPQR23456", "STUVW23456", "XYZ2345678", "ABCDEFGHJK", "23456789AB", "CDEFGHJKMN", "PQRSTUVWXY", "Z23456789A"];

// The browser's WebAuthn prompt stands in for the person's fingerprint; everything else is the real client.
const ASSERTION = { id: "cred1", rawId: "cred1", type: "public-key", response: { clientDataJSON: "e30" }, clientExtensionResults: {} };
vi.mock("@simplewebauthn/browser", () => ({
  startAuthentication: vi.fn(async () => ASSERTION),
  startRegistration: vi.fn(async () => ASSERTION),
}));

type Routes = Record<string, FakeRoute | (() => FakeRoute | Promise<FakeRoute>)>;

afterEach(() => vi.unstubAllGlobals());

async function signIn(secondFactor: "verify" | "enrol", routes: Routes) {
  localStorage.setItem("municipality", JSON.stringify({ id: MUNICIPALITY_ID, name: "Valle Verde" }));
  const fake = fakeFetch({
    "POST /api/auth/login": { status: 200, body: { user: { ...FAMILY, secondFactor } } },
    "GET /api/auth/second-factor": { status: 200, body: { ...SUMMARY, state: secondFactor } },
    "POST /api/auth/logout": { status: 204 },
    ...routes,
  });
  vi.stubGlobal("fetch", fake.fetchStub);
  const user = userEvent.setup();
  const view = renderApp("/family-login");
  await user.type(await screen.findByLabelText("Correo electrónico"), "luis@example.org");
  await user.type(screen.getByLabelText("Contraseña"), "Un-paseo-por-el-parque-9");
  await user.click(screen.getByRole("button", { name: "Entrar" }));
  return { ...fake, user, ...view };
}

describe("the second step of a sign-in", () => {
  it("shows only 'Verificación en dos pasos' after the password, then the portal once a code is right", async () => {
    const { user, calls } = await signIn("verify", {
      "POST /api/auth/second-factor/verify": { status: 200, body: { user: FAMILY, recentUntil: "2026-12-02T10:05:00Z" } },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Verificación en dos pasos" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Panel Familiar" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Usar llave de acceso" })).toBeInTheDocument();
    const field = screen.getByLabelText("Código de la aplicación");
    expect(field).toHaveAttribute("inputmode", "numeric");
    expect(field).toHaveAttribute("autocomplete", "one-time-code");
    await user.type(field, "123 456");
    await user.click(screen.getByRole("button", { name: "Verificar" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Panel Familiar" })).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith("/second-factor/verify"))?.body).toEqual({ method: "totp", code: "123456" });
    expect(JSON.parse(localStorage.getItem("user") ?? "{}")).not.toHaveProperty("secondFactor");
  });

  it("shows the server's refusal in the form alert and moves the focus to it", async () => {
    const { user } = await signIn("verify", {
      "POST /api/auth/second-factor/verify": { status: 400, body: { message: SECOND_FACTOR_MESSAGES.codeWrong } },
    });
    await user.type(await screen.findByLabelText("Código de la aplicación"), "000000");
    await user.click(screen.getByRole("button", { name: "Verificar" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(SECOND_FACTOR_MESSAGES.codeWrong);
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
    expect(screen.getByRole("heading", { level: 1, name: "Verificación en dos pasos" })).toBeInTheDocument();
  });

  it("takes a recovery code instead, and checks its form before calling the server", async () => {
    const { user, calls } = await signIn("verify", {
      "POST /api/auth/second-factor/verify": { status: 200, body: { user: FAMILY, recentUntil: "2026-12-02T10:05:00Z" } },
    });
    await user.click(await screen.findByRole("button", { name: "Usar un código de recuperación" }));
    const field = screen.getByLabelText("Código de recuperación");
    await user.type(field, "abc");
    await user.click(screen.getByRole("button", { name: "Verificar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(SECOND_FACTOR_MESSAGES.recoveryInvalid);
    expect(calls.some((c) => c.url.endsWith("/second-factor/verify"))).toBe(false);
    await user.clear(field);
    await user.type(field, "abcde-23456");
    await user.click(screen.getByRole("button", { name: "Verificar" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Panel Familiar" })).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith("/second-factor/verify"))?.body).toEqual({ method: "recovery", code: "ABCDE23456" });
  });

  it("'Usar llave de acceso' signs the server's challenge and sends the passkey's answer", async () => {
    const { user, calls } = await signIn("verify", {
      "POST /api/auth/second-factor/passkey-options": { status: 200, body: { options: { challenge: "abc" } } },
      "POST /api/auth/second-factor/verify": { status: 200, body: { user: FAMILY, recentUntil: "2026-12-02T10:05:00Z" } },
    });
    await user.click(await screen.findByRole("button", { name: "Usar llave de acceso" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Panel Familiar" })).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith("/second-factor/verify"))?.body).toEqual({ method: "passkey", credential: ASSERTION });
  });

  it("'Cancelar' signs out", async () => {
    const { user, calls } = await signIn("verify", {});
    await user.click(await screen.findByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(calls.some((c) => c.url === "/api/auth/logout")).toBe(true));
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("appears when any request is refused for a step still owed (a reload of a pending sign-in)", async () => {
    localStorage.setItem("user", JSON.stringify(FAMILY));
    const refused = { status: 403, body: { message: SECOND_FACTOR_MESSAGES.required, code: SECOND_FACTOR_REQUIRED } };
    vi.stubGlobal("fetch", fakeFetch({ "GET /api/auth/me": refused, "GET /api/auth/second-factor": { status: 200, body: SUMMARY } }).fetchStub);
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "Verificación en dos pasos" })).toBeInTheDocument();
  });
});

describe("enrolling the first factor", () => {
  it("sets up the app, shows the recovery codes once, and opens the portal after 'Continuar'", async () => {
    const { user, calls } = await signIn("enrol", {
      "POST /api/auth/second-factor/totp/setup": {
        status: 200,
        body: { manualKey: "JBSWY3DPEHPK3PXP", uri: "otpauth://totp/Acompa%C3%B1a:luis?secret=JBSWY3DPEHPK3PXP" },
      },
      "POST /api/auth/second-factor/totp/confirm": { status: 200, body: { user: FAMILY, recoveryCodes: CODES } },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Proteja su cuenta" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Crear una llave de acceso" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Usar una aplicación de autenticación" }));
    expect(await screen.findByText("JBSW Y3DP EHPK 3PXP")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Código QR para la aplicación de autenticación" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Código de la aplicación"), "654321");
    await user.click(screen.getByRole("button", { name: "Activar la aplicación" }));
    const list = await screen.findByRole("list", { name: "Códigos de recuperación" });
    expect(list.querySelectorAll("li")).toHaveLength(10);
    expect(list).toHaveTextContent("ABCDE-23456");
    expect(calls.find((c) => c.url.endsWith("/totp/confirm"))?.body).toEqual({ code: "654321" });
    const next = screen.getByRole("button", { name: "Continuar" });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "He guardado los códigos en un lugar seguro" }));
    await user.click(next);
    expect(await screen.findByRole("heading", { level: 1, name: "Panel Familiar" })).toBeInTheDocument();
    expect(screen.queryByText("ABCDE-23456")).not.toBeInTheDocument();
  });
});
