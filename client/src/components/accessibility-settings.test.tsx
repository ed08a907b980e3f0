import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { initFontSize } from "@/lib/font-size";
import { fakeFetch, renderApp } from "@/test/render-app";

afterEach(() => vi.unstubAllGlobals());

describe("accessibility settings dialog", () => {
  it("changes data-font-size on the root and saves it", async () => {
    vi.stubGlobal("fetch", fakeFetch({ "GET /api/municipalities": { status: 200, body: [] } }).fetchStub);
    initFontSize();
    const user = userEvent.setup();
    renderApp("/");
    await user.click(screen.getByRole("button", { name: "Configuración de Accesibilidad" }));
    const dialog = await screen.findByRole("dialog", { name: "Configuración de Accesibilidad" });
    expect(within(dialog).getByText("Vista previa del texto:")).toBeInTheDocument();
    expect(
      within(dialog).getByText("Este es un ejemplo de cómo se verá el texto con el tamaño seleccionado."),
    ).toBeInTheDocument();
    const select = within(dialog).getByRole("combobox", { name: "Tamaño de Letra" });
    expect(select).toHaveTextContent("Mediano (16px - Estándar)");
    await user.click(select);
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Pequeño (14px - Compacto)",
      "Mediano (16px - Estándar)",
      "Grande (18px - Cómodo)",
      "Muy Grande (20px - Accesible)",
    ]);
    await user.click(screen.getByRole("option", { name: "Muy Grande (20px - Accesible)" }));
    expect(document.documentElement.getAttribute("data-font-size")).toBe("extra-large");
    expect(localStorage.getItem("fontSize")).toBe("extra-large");
    await user.click(within(dialog).getByRole("button", { name: "Listo" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("is reachable on a logged-in screen too", async () => {
    localStorage.setItem("user", JSON.stringify({ id: "u1", role: "family", firstName: "Luis" }));
    vi.stubGlobal(
      "fetch",
      fakeFetch({
        "GET /api/auth/me": { status: 200, body: { user: { id: "u1", role: "family", firstName: "Luis" } } },
      }).fetchStub,
    );
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "Panel Familiar" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Configuración de Accesibilidad" })).toBeInTheDocument();
  });
});
