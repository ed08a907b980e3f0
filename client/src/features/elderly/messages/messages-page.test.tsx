import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import { CARMEN, FIRST_PAINT, signInCarmen, warmElderlyShell } from "@/test/elderly/elderly-test-utils";

const LUIS = "a1a1a1a1-1111-4111-8111-111111111111";
const OTHER = "b2b2b2b2-2222-4222-8222-222222222222";
const LIST = `GET /api/messages/${CARMEN.id}?limit=30`;
const LINKS = `GET /api/family/links/${CARMEN.id}`;
const links = {
  approved: [{ linkId: "l1", userId: LUIS, firstName: "Luis", lastName: "García" }],
  pending: [],
};

const message = (id: number, over: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, "0")}`,
  fromUserId: LUIS,
  toUserId: CARMEN.id,
  fromName: "Luis García",
  toName: "Carmen López",
  content: `Mensaje ${id}`,
  isRead: true,
  readAt: null,
  createdAt: new Date(Date.UTC(2026, 10, 17, 8, 30) - id * 60_000).toISOString(),
  ...over,
});

beforeAll(() => Promise.all([warmElderlyShell(), import("./messages-page")]));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-17T10:30:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("elderly messages", () => {
  it("shows who wrote, when, 'Nuevo', and marks unread messages read", async () => {
    const unread = message(1, { isRead: false, content: "¿Cómo estás, mamá?" });
    const { calls } = signInCarmen({
      [LIST]: { status: 200, body: [unread, message(2, { fromUserId: OTHER, fromName: "Ana Pérez" })] },
      [LINKS]: { status: 200, body: links },
      [`PATCH /api/messages/${unread.id}/read`]: { status: 204 },
    });
    renderApp("/messages");
    const card = (await screen.findByText("¿Cómo estás, mamá?", undefined, FIRST_PAINT)).closest(
      "li",
    ) as HTMLElement;
    expect(within(card).getByRole("heading", { name: "Luis García" })).toBeInTheDocument();
    expect(within(card).getByText("Nuevo")).toBeInTheDocument();
    expect(within(card).getByText("Hace 2 horas")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Leer en voz alta" })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(calls.filter((c) => c.method === "PATCH").map((c) => c.url)).toEqual([
      `/api/messages/${unread.id}/read`,
    ]);
    // Ana is not an approved relative: her message cannot be answered from here.
    const ana = screen.getByText("Mensaje 2").closest("li") as HTMLElement;
    expect(within(ana).queryByRole("button", { name: "Responder" })).not.toBeInTheDocument();
  });

  it("replies with a quick answer to an approved relative; the sent message joins the list", async () => {
    const sent = message(0, {
      fromUserId: CARMEN.id,
      toUserId: LUIS,
      fromName: "Carmen López",
      toName: "Luis García",
      content: "Te quiero",
      createdAt: "2026-11-17T10:29:00.000Z",
    });
    const { calls } = signInCarmen({
      [LIST]: { status: 200, body: [message(1)] },
      [LINKS]: { status: 200, body: links },
      "POST /api/messages": { status: 201, body: sent },
    });
    const user = userEvent.setup();
    renderApp("/messages");
    const card = (await screen.findByText("Mensaje 1", undefined, FIRST_PAINT)).closest("li") as HTMLElement;
    await user.click(within(card).getByRole("button", { name: "Responder" }));
    await user.click(within(card).getByRole("button", { name: "Te quiero" }));
    expect(await screen.findByRole("heading", { name: "Usted escribió a Luis García" })).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ toUserId: LUIS, content: "Te quiero" });
    expect(screen.getByText("Mensaje enviado")).toBeInTheDocument();
  });

  it("keeps a typed message when sending fails", async () => {
    signInCarmen({
      [LIST]: { status: 200, body: [] },
      [LINKS]: { status: 200, body: links },
      "POST /api/messages": { status: 500, body: { message: "No se pudo enviar" } },
    });
    const user = userEvent.setup();
    renderApp("/messages");
    expect(await screen.findByText(/Todavía no tiene mensajes/, undefined, FIRST_PAINT)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Escribir a Luis García" }));
    const field = screen.getByRole("textbox", { name: "O escriba su propio mensaje" });
    await user.type(field, "Ven el domingo");
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    expect(await screen.findByText("No se pudo enviar el mensaje")).toBeInTheDocument();
    expect(field).toHaveValue("Ven el domingo");
  });

  it("loads older messages with before=", async () => {
    const firstPage = Array.from({ length: 30 }, (_, i) => message(i + 1));
    const before = firstPage[29].createdAt;
    signInCarmen({
      [LIST]: { status: 200, body: firstPage },
      [`GET /api/messages/${CARMEN.id}?limit=30&before=${encodeURIComponent(before)}`]: {
        status: 200,
        body: [message(31, { content: "El más antiguo" })],
      },
      [LINKS]: { status: 200, body: links },
    });
    const user = userEvent.setup();
    renderApp("/messages");
    await user.click(await screen.findByRole("button", { name: "Cargar mensajes anteriores" }, FIRST_PAINT));
    expect(await screen.findByText("El más antiguo")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cargar mensajes anteriores" })).not.toBeInTheDocument();
  });
});
