import { NOTICE_MESSAGES } from "@shared/api/notices";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import { ok, preloadShell, type Routes, signInProfessional, uuid } from "@/test/professional/professional-test-utils";

beforeAll(preloadShell, 30_000);
afterEach(() => vi.unstubAllGlobals());

const COUNT = "GET /api/notice-audience";
const sent = {
  id: uuid(1),
  title: "Aviso por calor",
  body: "Beba agua.",
  audienceLabel: "Todas las personas",
  confirmWithinMinutes: 60,
  createdAt: "2026-11-18T09:30:00.000Z",
  authorName: "Lucía Romero",
  recipients: 12,
  confirmed: 9,
  overdue: 3,
};

async function openPage(routes: Routes) {
  const user = userEvent.setup({ delay: null });
  const fake = signInProfessional({ [COUNT]: ok({ count: 12, conditions: ["Diabetes tipo 2"], districts: ["Centro"] }), ...routes });
  renderApp("/professional/notices");
  await screen.findByRole("heading", { level: 1, name: "Enviar aviso" });
  return { user, fake };
}

describe("'Enviar aviso'", { timeout: 15_000 }, () => {
  it("says how many it reaches, sends the notice and lists the notices with who is still to call", async () => {
    const { user, fake } = await openPage({
      "GET /api/notices": ok([sent]),
      "POST /api/notices": { status: 201, body: sent },
    });
    expect(await screen.findByText("El aviso llegará a 12 personas.")).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Avisos enviados" });
    expect(within(list).getByText("Confirmado: 9 de 12")).toBeInTheDocument();
    expect(within(list).getByText("Pendientes de confirmar: 3")).toBeInTheDocument();
    expect(within(list).getByRole("link", { name: "Ver confirmaciones de «Aviso por calor»" })).toHaveAttribute(
      "href",
      `/professional/notices/${sent.id}`,
    );

    await user.type(screen.getByRole("textbox", { name: /^Título/ }), "Aviso por calor");
    await user.type(screen.getByRole("textbox", { name: /^Texto del aviso/ }), "Beba agua.");
    await user.click(screen.getByRole("button", { name: "Enviar aviso" }));
    expect(await screen.findByText("Llegará a 12 personas.")).toBeInTheDocument();
    const post = fake.calls.find((call) => call.method === "POST");
    expect(post?.body).toEqual({
      title: "Aviso por calor",
      body: "Beba agua.",
      audience: { ageFrom: null, ageTo: null, condition: null, district: null, isLivingAloneOnly: false },
      confirmWithinMinutes: 180,
    });
  });

  it("shows the server's Spanish message beside the field it is about", async () => {
    const issue = { path: ["title"], message: NOTICE_MESSAGES.titleRequired };
    const { user } = await openPage({
      "GET /api/notices": ok([]),
      "POST /api/notices": { status: 400, body: { message: NOTICE_MESSAGES.titleRequired, issues: [issue] } },
    });
    expect(await screen.findByText("Todavía no se ha enviado ningún aviso.")).toBeInTheDocument();
    await screen.findByText("El aviso llegará a 12 personas.");
    await user.click(screen.getByRole("button", { name: "Enviar aviso" }));
    const title = screen.getByRole("textbox", { name: /^Título/ });
    expect(await screen.findAllByText(NOTICE_MESSAGES.titleRequired)).not.toHaveLength(0);
    expect(title).toHaveAttribute("aria-invalid", "true");
  });
});
