import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { CARMEN_ID, FAMILY_ID, findToastText, message, relative, signInFamily } from "@/test/family/fixtures";
import { setupFamilyTests } from "@/test/family/setup-family-tests";

setupFamilyTests();

const FIRST_PAGE = `GET /api/messages/${CARMEN_ID}?limit=30`;
const mine = {
  fromUserId: FAMILY_ID,
  toUserId: CARMEN_ID,
  fromName: "Javier López",
  toName: "Carmen García",
};

// Newest first, as the server answers.
const thread = [
  message({
    id: "10000000-0000-4000-8000-000000000003",
    content: "Gracias, hijo",
    createdAt: "2026-03-10T12:00:00.000Z",
  }),
  message({
    id: "10000000-0000-4000-8000-000000000002",
    ...mine,
    content: "¿Comiste bien?",
    isRead: true,
    createdAt: "2026-03-10T11:00:00.000Z",
  }),
  message({
    id: "10000000-0000-4000-8000-000000000001",
    ...mine,
    content: "Buenos días, mamá",
    createdAt: "2026-03-10T10:00:00.000Z",
  }),
];

function routes(extra: Parameters<typeof signInFamily>[0] = {}) {
  return signInFamily({
    "GET /api/family/relatives": { status: 200, body: [relative({ canSeeActivity: false })] },
    [FIRST_PAGE]: { status: 200, body: thread },
    [`PATCH /api/messages/${thread[0]!.id}/read`]: { status: 204 },
    ...extra,
  });
}

const bubbles = () =>
  within(screen.getByRole("region", { name: "Mensajes con Carmen" }))
    .getAllByRole("listitem")
    .map((li) => li.querySelector("p.text-lg")?.textContent);

describe("family messages", () => {
  it("shows the conversation oldest first, with 'Leído' on own read messages, even without consent", async () => {
    const { calls } = routes();
    renderApp("/messages");
    expect(await screen.findByText("Gracias, hijo")).toBeInTheDocument();
    expect(bubbles()).toEqual(["Buenos días, mamá", "¿Comiste bien?", "Gracias, hijo"]);
    const region = within(screen.getByRole("region", { name: "Mensajes con Carmen" }));
    const [first, second] = region.getAllByRole("listitem");
    expect(within(second!).getByText("Leído")).toBeInTheDocument();
    expect(within(first!).getByText("Enviado")).toBeInTheDocument();
    // The incoming unread message is marked read once it is shown.
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "PATCH").map((c) => c.url)).toEqual([
        `/api/messages/${thread[0]!.id}/read`,
      ]),
    );
  });

  it("sends a message, clears the box and shows it at the bottom", async () => {
    const sent = message({ ...mine, content: "Voy el sábado", createdAt: "2026-03-10T13:00:00.000Z" });
    const { calls } = routes({ "POST /api/messages": { status: 201, body: sent } });
    const user = userEvent.setup();
    renderApp("/messages");
    const box = await screen.findByLabelText("Escriba un mensaje para Carmen");
    expect(screen.getByRole("button", { name: "Enviar" })).toBeDisabled();
    await user.type(box, "Voy el sábado");
    expect(screen.getByText("13/1000 caracteres")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    expect(await findToastText("Mensaje enviado")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      toUserId: CARMEN_ID,
      content: "Voy el sábado",
    });
    expect(box).toHaveValue("");
    expect(bubbles().at(-1)).toBe("Voy el sábado");
  });

  it("keeps the typed text when sending fails", async () => {
    routes({ "POST /api/messages": { status: 500, body: { message: "Error interno" } } });
    const user = userEvent.setup();
    renderApp("/messages");
    const box = await screen.findByLabelText("Escriba un mensaje para Carmen");
    await user.type(box, "¿Necesitas algo?");
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    expect(await findToastText("No se pudo enviar el mensaje. Intente nuevamente.")).toBeInTheDocument();
    expect(box).toHaveValue("¿Necesitas algo?");
    expect(screen.getByRole("button", { name: "Enviar" })).toBeEnabled();
  });

  it("loads older messages with before= and puts them on top", async () => {
    const page = Array.from({ length: 30 }, (_, i) =>
      message({
        content: `Mensaje ${30 - i}`,
        isRead: true,
        createdAt: new Date(Date.UTC(2026, 2, 10, 12, 30 - i)).toISOString(),
      }),
    );
    const oldest = page.at(-1)!.createdAt;
    const { calls } = routes({
      [FIRST_PAGE]: { status: 200, body: page },
      [`GET /api/messages/${CARMEN_ID}?limit=30&before=${encodeURIComponent(oldest)}`]: {
        status: 200,
        body: [message({ content: "El más antiguo", isRead: true, createdAt: "2026-03-01T09:00:00.000Z" })],
      },
    });
    const user = userEvent.setup();
    renderApp("/messages");
    await user.click(await screen.findByRole("button", { name: "Cargar mensajes anteriores" }));
    expect(await screen.findByText("El más antiguo")).toBeInTheDocument();
    expect(bubbles()[0]).toBe("El más antiguo");
    expect(bubbles().at(-1)).toBe("Mensaje 30");
    expect(screen.queryByRole("button", { name: "Cargar mensajes anteriores" })).toBeNull();
    expect(calls.filter((c) => c.method === "GET" && c.url.includes("before="))).toHaveLength(1);
  });

  it("waits for the link to be confirmed before offering the conversation", async () => {
    routes({
      "GET /api/family/relatives": {
        status: 200,
        body: [relative({ status: "pending", canSeeActivity: false })],
      },
    });
    renderApp("/messages");
    expect(
      await screen.findByRole("heading", { level: 2, name: "Vínculo pendiente de confirmación" }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("Escriba un mensaje para Carmen")).toBeNull();
  });
});
