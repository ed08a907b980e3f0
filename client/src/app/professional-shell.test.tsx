import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeFetch, renderApp } from "@/test/render-app";

// The shell (with the dashboard) is a lazy chunk: load it once so the first test does not time out.
beforeAll(() => import("./professional-shell"), 30_000);
afterEach(() => vi.unstubAllGlobals());

const professional = { id: "p1", role: "professional", firstName: "Marta", lastName: "Ruiz" };

function signIn() {
  localStorage.setItem("user", JSON.stringify(professional));
  vi.stubGlobal(
    "fetch",
    fakeFetch({ "GET /api/auth/me": { status: 200, body: { user: professional } } }).fetchStub,
  );
}

describe("professional sidebar", () => {
  it("shows the name, the label and the five links plus 'Cerrar Sesión'", async () => {
    signIn();
    renderApp("/dashboard");
    const nav = await screen.findByRole("navigation", { name: "Menú profesional" });
    expect(nav).toHaveTextContent("Marta Ruiz");
    expect(nav).toHaveTextContent("Panel Profesional");
    const links = ["Dashboard", "Crear Usuario", "Recordatorios", "Enviar aviso", "Gestión PINs", "Correos de guardia", "Servicio y objetivos", "Ánimo bajo"];
    for (const name of links) {
      expect(screen.getByRole("link", { name })).toBeInTheDocument();
    }
    expect(screen.getByRole("button", { name: "Cerrar Sesión" })).toBeInTheDocument();
  });

  it("toggles with Ctrl+B and Cmd+B and keeps the state in the sidebar_state cookie", async () => {
    signIn();
    const user = userEvent.setup();
    renderApp("/dashboard");
    const trigger = await screen.findByRole("button", { name: "Ocultar menú lateral" });
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Control>}b{/Control}");
    expect(screen.getByRole("button", { name: "Mostrar menú lateral" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(document.cookie).toContain("sidebar_state=false");
    // Collapsed to icons: the links keep their accessible names.
    expect(screen.getByRole("link", { name: "Crear Usuario" })).toBeInTheDocument();
    await user.keyboard("{Meta>}b{/Meta}");
    expect(screen.getByRole("button", { name: "Ocultar menú lateral" })).toBeInTheDocument();
    expect(document.cookie).toContain("sidebar_state=true");
    await user.click(screen.getByRole("button", { name: "Ocultar menú lateral" }));
    expect(document.cookie).toContain("sidebar_state=false");
  });

  it("starts collapsed when the cookie says so", async () => {
    // sets up the cookie of docs/behaviour/09-constants.md.
    document.cookie = "sidebar_state=false; path=/";
    signIn();
    renderApp("/dashboard");
    expect(await screen.findByRole("button", { name: "Mostrar menú lateral" })).toBeInTheDocument();
  });

  it("loads the user detail page lazily", async () => {
    signIn();
    renderApp("/professional/user/abc-123");
    expect(await screen.findByRole("heading", { level: 1, name: "Ficha de la persona" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText("No se encontró a esta persona en su municipio.")).toBeInTheDocument();
  });
});
