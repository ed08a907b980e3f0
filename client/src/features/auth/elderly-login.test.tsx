import { DEVICE_MESSAGES, DEVICE_NOT_ENROLLED } from "@shared/api/device-texts";
import { MESSAGES, PIN_NAME_AMBIGUOUS } from "@shared/api/messages";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, renderApp } from "@/test/render-app";

const MUNICIPALITY_ID = "5b1f0c6e-8a4c-4d47-9a51-2f6f2a7c9e11";
const USER = {
  id: "0d8f0b8e-3c1a-4a7e-9a43-6c2b9f1d2e33",
  firstName: "Carmen",
  lastName: "López",
  role: "elderly",
  municipalityId: MUNICIPALITY_ID,
};

beforeEach(() => {
  localStorage.setItem("municipality", JSON.stringify({ id: MUNICIPALITY_ID, name: "Valle Verde" }));
});
afterEach(() => vi.unstubAllGlobals());

async function reachPinStep() {
  const user = userEvent.setup();
  const view = renderApp("/elderly-login?step=name");
  await screen.findByRole("heading", { level: 1, name: "Hola, cuál es tu nombre?" });
  await user.type(screen.getByLabelText("Su nombre"), "  Carmen ");
  await user.click(screen.getByRole("button", { name: "Continuar" }));
  await screen.findByRole("heading", { level: 1, name: "Escriba su PIN" });
  return { user, ...view };
}

describe("elderly name step", () => {
  it("keeps 'Continuar' disabled until the name is non-blank", async () => {
    const user = userEvent.setup();
    renderApp("/elderly-name");
    const input = await screen.findByLabelText("Su nombre");
    const button = screen.getByRole("button", { name: "Continuar" });
    expect(button).toBeDisabled();
    await user.type(input, "   ");
    expect(button).toBeDisabled();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Nombre requerido")).toBeInTheDocument();
    expect(screen.getByText("Por favor ingrese su nombre")).toBeInTheDocument();
    await user.type(input, "Ana");
    expect(button).toBeEnabled();
  });

  it("goes back to role selection", async () => {
    const user = userEvent.setup();
    const { location } = renderApp("/elderly");
    await user.click(await screen.findByRole("link", { name: "Volver" }));
    expect(location.history.at(-1)).toBe("/select-user-type");
  });
});

describe("elderly PIN step", () => {
  it("has a real PIN field: typed, pasted or filled, and the step's heading takes the focus", async () => {
    const { user } = await reachPinStep();
    expect(screen.getByRole("heading", { level: 1, name: "Escriba su PIN" })).toHaveFocus();
    const field = screen.getByLabelText("PIN");
    expect(field).toHaveAttribute("inputmode", "numeric");
    expect(field).toHaveAttribute("autocomplete", "current-password");
    const count = screen.getByText("0 de 4 dígitos introducidos");
    expect(count).toHaveAttribute("aria-atomic", "true");
    // Pasted with a space (as a message or a note may carry it): the digits are kept, the rest dropped.
    await user.click(field);
    await user.paste("12 34");
    expect(field).toHaveValue("1234");
    expect(screen.getByRole("button", { name: "Acceder" })).toBeEnabled();
    await user.clear(field);
    await user.type(field, "98a76543");
    expect(field).toHaveValue("9876");
    expect(screen.getByText("4 de 4 dígitos introducidos")).toBeInTheDocument();
    // The keypad writes into the same field.
    await user.click(screen.getByRole("button", { name: "Borrar último dígito" }));
    expect(field).toHaveValue("987");
  });

  it("tells what to do when the PIN is forgotten", async () => {
    const { user } = await reachPinStep();
    const toggle = screen.getByRole("button", { name: "¿No recuerda su PIN?" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("No se preocupe: le pueden dar un PIN nuevo.")).toBeVisible();
  });

  it("holds at most 4 digits and enables confirm and 'Acceder' only at 4", async () => {
    const { user } = await reachPinStep();
    const acceder = screen.getByRole("button", { name: "Acceder" });
    const confirm = screen.getByRole("button", { name: "Confirmar PIN" });
    expect(acceder).toBeDisabled();
    for (const digit of ["1", "2", "3"]) await user.click(screen.getByRole("button", { name: digit }));
    expect(screen.getByText("3 de 4 dígitos introducidos")).toBeInTheDocument();
    expect(acceder).toBeDisabled();
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "4" }));
    await user.click(screen.getByRole("button", { name: "5" }));
    expect(screen.getByText("4 de 4 dígitos introducidos")).toBeInTheDocument();
    expect(acceder).toBeEnabled();
    expect(confirm).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Borrar último dígito" }));
    expect(screen.getByText("3 de 4 dígitos introducidos")).toBeInTheDocument();
    expect(acceder).toBeDisabled();
    // The physical keyboard works too, and the digits are never shown.
    await user.keyboard("7");
    expect(acceder).toBeEnabled();
    await user.keyboard("{Backspace}");
    expect(acceder).toBeDisabled();
    expect(screen.queryByText(/123/)).not.toBeInTheDocument();
  });

  it("shows 'Verificando...' while verifying, then logs in and goes to /dashboard", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fetchStub, calls } = fakeFetch({
      "POST /api/auth/login-pin": async () => {
        await gate;
        return { status: 200, body: { user: USER } };
      },
    });
    vi.stubGlobal("fetch", fetchStub);
    const { user, location } = await reachPinStep();
    await user.keyboard("2468");
    await user.click(screen.getByRole("button", { name: "Acceder" }));
    const pending = await screen.findByRole("button", { name: "Verificando..." });
    expect(pending).toBeDisabled();
    expect(screen.getByRole("button", { name: "Confirmar PIN" })).toBeDisabled();
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      body: { username: "Carmen", pin: "2468", municipalityId: MUNICIPALITY_ID },
      credentials: "include",
    });
    release();
    expect(await screen.findByRole("heading", { level: 1, name: "Hola, Carmen" })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe("/dashboard");
    expect(screen.getByText("¡Bienvenido/a Carmen")).toBeInTheDocument();
    expect(screen.getByText("Acceso correcto")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("user") ?? "{}")).toMatchObject({ id: USER.id, role: "elderly" });
  });

  it("on a browser that is not an enrolled tablet, explains and asks for the code instead of a keypad", async () => {
    const { fetchStub, calls } = fakeFetch({
      "GET /api/auth/device": { status: 200, body: { isEnrolled: false, people: [] } },
    });
    vi.stubGlobal("fetch", fetchStub);
    await reachPinStep();
    expect(await screen.findByText(DEVICE_MESSAGES.notEnrolled)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Acceder" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Código de registro")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("turns a 'not enrolled for this person' answer into the explanation, not an error toast", async () => {
    const { fetchStub } = fakeFetch({
      "POST /api/auth/login-pin": {
        status: 403,
        body: { message: DEVICE_MESSAGES.notEnrolledForPerson, code: DEVICE_NOT_ENROLLED },
      },
    });
    vi.stubGlobal("fetch", fetchStub);
    const { user } = await reachPinStep();
    await user.keyboard("2468{Enter}");
    expect(await screen.findByText(DEVICE_MESSAGES.notEnrolledForPerson)).toBeInTheDocument();
    expect(screen.queryByText("Error de acceso")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Registrar esta tableta" })).toBeInTheDocument();
  });

  it("when two people on the tablet share the name and the PIN, goes back to the name and asks for it in full", async () => {
    const { fetchStub } = fakeFetch({
      "POST /api/auth/login-pin": {
        status: 409,
        body: { message: MESSAGES.pinNameAmbiguous, code: PIN_NAME_AMBIGUOUS },
      },
    });
    vi.stubGlobal("fetch", fetchStub);
    const { user } = await reachPinStep();
    await user.keyboard("4826{Enter}");
    expect(await screen.findByText(MESSAGES.pinNameAmbiguous)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Hola, cuál es tu nombre?" })).toBeInTheDocument();
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("shows the server message on failure and clears the PIN", async () => {
    const { fetchStub } = fakeFetch({
      "POST /api/auth/login-pin": {
        status: 401,
        body: { message: "PIN incorrecto. Por favor intente nuevamente." },
      },
    });
    vi.stubGlobal("fetch", fetchStub);
    const { user } = await reachPinStep();
    await user.keyboard("1111{Enter}");
    expect(await screen.findByText("Error de acceso")).toBeInTheDocument();
    expect(screen.getByText("PIN incorrecto. Por favor intente nuevamente.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("0 de 4 dígitos introducidos")).toBeInTheDocument());
    expect(localStorage.getItem("user")).toBeNull();
  });
});
