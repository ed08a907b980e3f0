import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, renderApp } from "@/test/render-app";

afterEach(() => vi.unstubAllGlobals());

function signIn(
  user: Record<string, unknown>,
  me: { status: number; body?: unknown } = { status: 200, body: { user } },
) {
  localStorage.setItem("user", JSON.stringify(user));
  const fake = fakeFetch({ "GET /api/auth/me": me, "POST /api/auth/logout": { status: 204 } });
  vi.stubGlobal("fetch", fake.fetchStub);
  return fake;
}

const elderly = { id: "e1", role: "elderly", firstName: "Carmen", lastName: "López" };

describe("logged-out routes", () => {
  it("shows the fallback page for an unknown path", async () => {
    renderApp("/no-existe");
    expect(await screen.findByText("Did you forget to add the page to the router?")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
  });

  it("offers the three roles on /select-user-type", async () => {
    renderApp("/select-user-type");
    expect(await screen.findByRole("heading", { level: 1, name: "Quién eres?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Acceso con PIN/ })).toHaveAttribute("href", "/elderly-name");
    expect(screen.getByRole("link", { name: /Acceso con usuario y contraseña/ })).toHaveAttribute(
      "href",
      "/family-login",
    );
    expect(screen.getByRole("link", { name: /Acceso profesional/ })).toHaveAttribute(
      "href",
      "/professional-login",
    );
    // No municipality stored: a clear way back to "/".
    expect(screen.getByRole("link", { name: "Elegir municipio" })).toHaveAttribute("href", "/");
  });
});

describe("role routes", () => {
  it("confirms the stored user with /api/auth/me while showing a spinner", async () => {
    const { calls } = signIn(elderly);
    renderApp("/");
    expect(screen.getByRole("status")).toHaveTextContent("Comprobando la sesión...");
    expect(await screen.findByRole("heading", { level: 1, name: "Hola, Carmen" })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: "GET", url: "/api/auth/me", credentials: "include" });
    expect(screen.getByText("Persona mayor")).toBeInTheDocument();
  });

  it("redirects an elderly user's unknown path to /dashboard", async () => {
    signIn(elderly);
    const { location } = renderApp("/professional/passwords");
    expect(await screen.findByRole("heading", { level: 1, name: "Hola, Carmen" })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe("/dashboard");
  });

  it("serves the elderly sections", async () => {
    signIn(elderly);
    renderApp("/memory-exercises");
    expect(await screen.findByRole("heading", { level: 1, name: "Ejercicios Memoria" })).toBeInTheDocument();
  });

  it("redirects a family user's unknown path to /dashboard", async () => {
    signIn({ id: "f1", role: "family", firstName: "Luis" });
    const { location } = renderApp("/chat");
    expect(await screen.findByRole("heading", { level: 1, name: "Panel Familiar" })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe("/dashboard");
  });

  it("shows 'Cargando dashboard...' then /dashboard for a professional's unknown path", async () => {
    signIn({ id: "p1", role: "professional", firstName: "Marta", lastName: "Ruiz" });
    const { location } = renderApp("/family");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Panel Municipal - Supervisión" }),
    ).toBeInTheDocument();
    // Replaced, not pushed: the browser's back button does not return to the unknown path.
    expect(location.history).toEqual(["/dashboard"]);
  });

  it("shows 'Verificando acceso...' for an unknown role", async () => {
    signIn({ id: "x1", role: "admin" }, { status: 503, body: { message: "fuera de servicio" } });
    renderApp("/dashboard");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Verificando acceso..." }),
    ).toBeInTheDocument();
  });

  it("ends an expired session: clears the user, goes to '/' and says why", async () => {
    signIn(elderly, { status: 401, body: { message: "No autenticado" } });
    const { location } = renderApp("/dashboard");
    expect(
      await screen.findByText("Su sesión ha caducado. Por favor, inicie sesión de nuevo."),
    ).toBeInTheDocument();
    expect(localStorage.getItem("user")).toBeNull();
    expect(location.history.at(-1)).toBe("/");
  });

  it("logs out: POST /api/auth/logout, forget the user, back to '/'", async () => {
    const { calls } = signIn(elderly);
    const { location } = renderApp("/dashboard");
    const button = await screen.findByRole("button", { name: "Cerrar Sesión" });
    button.click();
    // An older person confirms first; 'Seguir aquí' keeps them in.
    const dialog = await screen.findByRole("dialog", { name: "¿Cerrar la sesión?" });
    within(dialog).getByRole("button", { name: "Seguir aquí" }).click();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.some((call) => call.url === "/api/auth/logout")).toBe(false);
    await waitFor(() => expect(button).toHaveFocus());
    button.click();
    (await screen.findByRole("button", { name: "Sí, cerrar sesión" })).click();
    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
    expect(calls.some((call) => call.method === "POST" && call.url === "/api/auth/logout")).toBe(true);
    expect(localStorage.getItem("user")).toBeNull();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Bienvenido/a a Acompaña" }),
    ).toBeInTheDocument();
  });
});
