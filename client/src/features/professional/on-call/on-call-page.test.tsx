import { MAX_ON_CALL_EMAILS, ON_CALL_MESSAGES } from "@shared/api/on-call-texts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import { BASE, ok, preloadShell, PRO, type Routes, signInProfessional } from "@/test/professional/professional-test-utils";

beforeAll(preloadShell, 30_000);
afterEach(() => vi.unstubAllGlobals());

const READ = `GET ${BASE}/on-call-emails`;
const SAVE = `PUT ${BASE}/on-call-emails`;
const ESCALATION = "GET /api/alerts/escalation";
const change = {
  at: "2026-11-18T09:30:00.000Z",
  actorName: "Marta Ruiz",
  before: [],
  after: ["guardia@valleverde.es"],
};

async function openPage(routes: Routes) {
  const user = userEvent.setup({ delay: null });
  const fake = signInProfessional({ [ESCALATION]: ok({ isEmailEnabled: true }), ...routes });
  renderApp("/professional/on-call");
  await screen.findByRole("heading", { level: 1, name: "Correos de guardia" });
  return { user, fake };
}

const newEmailBox = () => screen.getByRole("textbox", { name: "Nuevo correo de guardia" });

describe("'Correos de guardia'", { timeout: 15_000 }, () => {
  it("shows the list and its latest changes, adds and removes addresses and saves the whole list", async () => {
    const saved = { emails: ["guardia@valleverde.es", "servicios@valleverde.es"], changes: [change, change] };
    const { user, fake } = await openPage({ [READ]: ok({ emails: ["guardia@valleverde.es"], changes: [change] }), [SAVE]: ok(saved) });
    const list = await screen.findByRole("list", { name: "Correos de guardia" });
    expect(within(list).getByText("guardia@valleverde.es")).toBeInTheDocument();
    const history = screen.getByRole("region", { name: "Últimos cambios" });
    expect(history).toHaveTextContent("Marta Ruiz");
    expect(history).toHaveTextContent("Antes: ninguno");
    expect(screen.getByRole("button", { name: "Guardar cambios" })).toBeDisabled();

    await user.type(newEmailBox(), "  otra@valleverde.es{Enter}");
    expect(within(list).getByText("otra@valleverde.es")).toBeInTheDocument();
    expect(newEmailBox()).toHaveValue("");
    expect(screen.getByRole("status")).toHaveTextContent("Hay cambios sin guardar.");
    await user.click(screen.getByRole("button", { name: "Quitar otra@valleverde.es" }));
    await user.type(newEmailBox(), "servicios@valleverde.es");
    await user.click(screen.getByRole("button", { name: "Añadir correo" }));
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));

    expect(await screen.findByText(ON_CALL_MESSAGES.saved)).toBeInTheDocument();
    const put = fake.calls.find((call) => call.method === "PUT");
    expect(put?.url).toBe(`/api/professional/${PRO.id}/on-call-emails`);
    expect(put?.body).toEqual({ emails: ["guardia@valleverde.es", "servicios@valleverde.es"] });
    expect(screen.getByRole("button", { name: "Guardar cambios" })).toBeDisabled();
  });

  it.each([
    ["not an address", "guardia", ON_CALL_MESSAGES.invalid],
    ["a repeated address", "GUARDIA@valleverde.es", ON_CALL_MESSAGES.duplicate("GUARDIA@valleverde.es")],
  ])("refuses %s inline, in Spanish, without calling the server", async (_label, typed, message) => {
    const { user, fake } = await openPage({ [READ]: ok({ emails: ["guardia@valleverde.es"], changes: [] }) });
    await screen.findByRole("list", { name: "Correos de guardia" });
    await user.type(newEmailBox(), `${typed}{Enter}`);
    expect(newEmailBox()).toHaveAccessibleDescription(message);
    expect(newEmailBox()).toHaveAttribute("aria-invalid", "true");
    expect(fake.calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it(`stops adding at ${MAX_ON_CALL_EMAILS} addresses and says why`, async () => {
    const emails = Array.from({ length: MAX_ON_CALL_EMAILS }, (_, i) => `guardia${i}@valleverde.es`);
    await openPage({ [READ]: ok({ emails, changes: [] }) });
    await screen.findByRole("list", { name: "Correos de guardia" });
    expect(newEmailBox()).toBeDisabled();
    expect(newEmailBox()).toHaveAccessibleDescription(/Ya hay 5 correos, el máximo/);
    expect(screen.getByRole("button", { name: "Añadir correo" })).toBeDisabled();
  });

  it("shows the server's refusal and keeps the list being edited", async () => {
    const { user } = await openPage({
      [READ]: ok({ emails: [], changes: [] }),
      [SAVE]: { status: 400, body: { message: ON_CALL_MESSAGES.controlChars } },
    });
    expect(await screen.findByText(/No hay correos de guardia/)).toBeInTheDocument();
    await user.type(newEmailBox(), "guardia@valleverde.es{Enter}");
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(ON_CALL_MESSAGES.controlChars);
    expect(screen.getByText("guardia@valleverde.es")).toBeInTheDocument();
  });

  it("says when the server sends no e-mail at all", async () => {
    await openPage({ [READ]: ok({ emails: [], changes: [] }), [ESCALATION]: ok({ isEmailEnabled: false }) });
    expect(await screen.findByText(/no tiene correo configurado/)).toBeInTheDocument();
  });
});
