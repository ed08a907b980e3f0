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

function chooseMunicipality() {
  localStorage.setItem("municipality", JSON.stringify({ id: MUNICIPALITY_ID, name: "Valle Verde" }));
}

afterEach(() => vi.unstubAllGlobals());

describe("family portal", () => {
  it("asks for every field before calling the server", async () => {
    const { fetchStub, calls } = fakeFetch({});
    vi.stubGlobal("fetch", fetchStub);
    const user = userEvent.setup();
    renderApp("/family-login");
    expect(await screen.findByRole("heading", { level: 1, name: "Portal Familiar" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Correo electrónico"), "luis@example.org");
    await user.click(screen.getByRole("button", { name: "Entrar" }));
    expect(await screen.findByText("Campos requeridos")).toBeInTheDocument();
    expect(screen.getByText("Por favor complete todos los campos")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("logs in with 'Recordarme' and opens the family dashboard", async () => {
    chooseMunicipality();
    const { fetchStub, calls } = fakeFetch({
      "POST /api/auth/login": { status: 200, body: { user: FAMILY } },
    });
    vi.stubGlobal("fetch", fetchStub);
    const user = userEvent.setup();
    const { location } = renderApp("/family-login");
    await user.type(await screen.findByLabelText("Correo electrónico"), "luis@example.org");
    await user.type(screen.getByLabelText("Contraseña"), "secreto-largo");
    await user.click(screen.getByRole("checkbox", { name: "Recordarme" }));
    await user.click(screen.getByRole("button", { name: "Entrar" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Panel Familiar" })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe("/dashboard");
    expect(calls[0]?.body).toEqual({
      username: "luis@example.org",
      password: "secreto-largo",
      municipalityId: MUNICIPALITY_ID,
      remember: true,
      expectedRole: "family",
    });
  });

  it("shows the server's message when the login is refused", async () => {
    vi.stubGlobal(
      "fetch",
      fakeFetch({
        "POST /api/auth/login": {
          status: 403,
          body: { message: "Esta cuenta no tiene permisos de familiar" },
        },
      }).fetchStub,
    );
    const user = userEvent.setup();
    renderApp("/family-login");
    await user.type(await screen.findByLabelText("Correo electrónico"), "pro@example.org");
    await user.type(screen.getByLabelText("Contraseña"), "x");
    await user.click(screen.getByRole("button", { name: "Entrar" }));
    expect(await screen.findByText("Esta cuenta no tiene permisos de familiar")).toBeInTheDocument();
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("explains whom to contact when the password is forgotten", async () => {
    const user = userEvent.setup();
    renderApp("/family-login");
    const toggle = await screen.findByRole("button", { name: "¿Olvidó su contraseña?" });
    expect(screen.queryByText("Contacte con su centro de servicios sociales")).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Contacte con su centro de servicios sociales")).toBeVisible();
  });
});

describe("professional portal", () => {
  async function fillRegistration(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole("button", { name: "Registrarse" }));
    await user.type(screen.getByLabelText("Nombre"), "Marta");
    await user.type(screen.getByLabelText("Apellidos"), "Ruiz");
    await user.type(screen.getByLabelText("Correo electrónico"), "marta@example.org");
    await user.type(screen.getByLabelText("Contraseña"), "contraseña-segura");
  }

  it("refuses registration without a chosen municipality", async () => {
    const { fetchStub, calls } = fakeFetch({});
    vi.stubGlobal("fetch", fetchStub);
    const user = userEvent.setup();
    renderApp("/professional");
    await fillRegistration(user);
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }));
    const messages = await screen.findAllByText(
      "No se ha seleccionado un municipio. Por favor, vuelva a la página principal.",
    );
    expect(messages.length).toBeGreaterThanOrEqual(1);
    // Only the login page's read of the single sign-on providers; nothing was sent.
    expect(calls.filter((c) => c.method !== "GET")).toHaveLength(0);
  });

  it("shows 'Registrando...' and then returns to login mode with the pending message", async () => {
    chooseMunicipality();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal(
      "fetch",
      fakeFetch({
        "POST /api/professional/register": async () => {
          await gate;
          return {
            status: 201,
            body: {
              user: { ...FAMILY, role: "professional" },
              status: "pending",
              message: "Tu cuenta está pendiente de aprobación",
            },
          };
        },
      }).fetchStub,
    );
    const user = userEvent.setup();
    renderApp("/professional-login");
    await fillRegistration(user);
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }));
    expect(await screen.findByRole("button", { name: "Registrando..." })).toBeDisabled();
    release();
    expect(await screen.findByText("Tu cuenta está pendiente de aprobación")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Iniciar sesión" })).toBeInTheDocument();
    expect(screen.getByLabelText("Usuario o correo electrónico")).toHaveValue("marta@example.org");
    expect(localStorage.getItem("user")).toBeNull();
  });
});
