import { PASSWORD_MESSAGES } from "@shared/domain/password-rules";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, renderApp } from "@/test/render-app";

const MUNICIPALITY_ID = "5b1f0c6e-8a4c-4d47-9a51-2f6f2a7c9e11";
const FAMILY = {
  id: "7c2b9f1d-2e33-4a7e-9a43-0d8f0b8e3c1a",
  firstName: "Luis",
  lastName: "Pérez",
  role: "family",
  municipalityId: MUNICIPALITY_ID,
};
const TEMPORARY = "k7pm-x3dq-9fwa-r2ht";
const CHOSEN = "Un-paseo-por-el-parque-9";

afterEach(() => vi.unstubAllGlobals());

async function signInWithTemporaryPassword(routes: Parameters<typeof fakeFetch>[0]) {
  localStorage.setItem("municipality", JSON.stringify({ id: MUNICIPALITY_ID, name: "Valle Verde" }));
  const fake = fakeFetch({
    "POST /api/auth/login": { status: 200, body: { user: { ...FAMILY, mustChangePassword: true } } },
    ...routes,
  });
  vi.stubGlobal("fetch", fake.fetchStub);
  const user = userEvent.setup();
  const view = renderApp("/family-login");
  await user.type(await screen.findByLabelText("Correo electrónico"), "luis@example.org");
  await user.type(screen.getByLabelText("Contraseña"), TEMPORARY);
  await user.click(screen.getByRole("button", { name: "Entrar" }));
  expect(await screen.findByRole("heading", { level: 1, name: "Cree una contraseña nueva" })).toBeInTheDocument();
  return { ...fake, user, ...view };
}

async function fill(user: ReturnType<typeof userEvent.setup>, next: string, repeated = next) {
  await user.type(screen.getByLabelText("Contraseña actual"), TEMPORARY);
  await user.type(screen.getByLabelText("Contraseña nueva"), next);
  await user.type(screen.getByLabelText("Repita la contraseña nueva"), repeated);
  await user.click(screen.getByRole("button", { name: "Guardar y continuar" }));
}

describe("forced change of a one-time password", () => {
  it("shows only 'Cree una contraseña nueva' until the password is replaced, then the portal", async () => {
    const { user, calls } = await signInWithTemporaryPassword({
      "POST /api/auth/password": { status: 200, body: { message: "ok", endedSessions: 0 } },
    });
    expect(screen.queryByRole("heading", { name: "Panel Familiar" })).not.toBeInTheDocument();
    await fill(user, CHOSEN);
    expect(await screen.findByRole("heading", { level: 1, name: "Panel Familiar" })).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith("/api/auth/password"))?.body).toEqual({
      currentPassword: TEMPORARY,
      newPassword: CHOSEN,
    });
  });

  it("checks the length and the repetition before calling the server", async () => {
    const { user, calls } = await signInWithTemporaryPassword({});
    await fill(user, "corta");
    expect(await screen.findByRole("alert")).toHaveTextContent(PASSWORD_MESSAGES.tooShortFamily);
    expect(calls.some((c) => c.url.endsWith("/api/auth/password"))).toBe(false);
  });

  it("announces the server's refusal in Spanish and stays on the screen", async () => {
    const { user } = await signInWithTemporaryPassword({
      "POST /api/auth/password": { status: 400, body: { message: PASSWORD_MESSAGES.common } },
    });
    await fill(user, "qwerty123456");
    expect(await screen.findByText(PASSWORD_MESSAGES.common)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Cree una contraseña nueva" })).toBeInTheDocument();
  });
});

describe("professional login", () => {
  it("offers no 'Recordarme': staff sessions always end after 12 hours", async () => {
    vi.stubGlobal("fetch", fakeFetch({}).fetchStub);
    renderApp("/professional-login");
    expect(await screen.findByLabelText("Contraseña")).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Recordarme" })).not.toBeInTheDocument();
  });
});
