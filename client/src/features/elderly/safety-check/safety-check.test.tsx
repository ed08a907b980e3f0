import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import { CARMEN, FIRST_PAINT, signInCarmen, warmElderlyShell } from "@/test/elderly/elderly-test-utils";

// The assistant's '¿Está bien?': two large answers under the question in the chat, and a card on the home screen
// while the server still has it open.

const CHECK_ID = "7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b";
const QUESTION = "Carmen, quiero asegurarme: ¿te encuentras bien?";
const OPEN_CHECK = `GET /api/chat/safety-check/${CARMEN.id}`;
const ANSWER = `POST /api/chat/safety-check/${CHECK_ID}/answer`;
const open = { id: CHECK_ID, question: QUESTION, category: "fall", createdAt: "2026-11-18T10:00:00.000Z" };
const answered = (answer: "help" | "fine") => ({
  status: 200,
  body: {
    id: CHECK_ID,
    answer,
    answeredAt: "2026-11-18T10:01:00.000Z",
    service: answer === "help" ? { isStaffed: true, hasOnCall: false, staffedHours: { days: [1], from: "08:00", to: "20:00" } } : null,
  },
});

beforeAll(() => Promise.all([warmElderlyShell(), import("../chat/chat-page")]));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe("the assistant's question '¿Está bien?'", () => {
  it("in the chat, shows both answers under the question; 'Sí, necesito ayuda' sends it once and they go", async () => {
    let isOpen = false;
    const fake = signInCarmen({
      "POST /api/chat/ai": () => {
        isOpen = true;
        return { status: 200, body: { response: QUESTION, healthAlert: null, safetyCheck: open, provider: "rules" } };
      },
      [OPEN_CHECK]: () => ({ status: 200, body: isOpen ? open : null }),
      [ANSWER]: answered("help"),
    });
    const user = userEvent.setup();
    renderApp("/chat");
    const input = await screen.findByRole("textbox", { name: "Escriba su mensaje" }, FIRST_PAINT);
    await user.type(input, "me siento muy débil{Enter}");
    const answers = await screen.findByRole("group", { name: QUESTION });
    const help = within(answers).getByRole("button", { name: "Sí, necesito ayuda" });
    expect(within(answers).getByRole("button", { name: "Estoy bien" })).toBeInTheDocument();
    await user.click(help);
    expect(await screen.findByText("Ayuda enviada")).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: QUESTION })).not.toBeInTheDocument();
    const sent = fake.calls.filter((c) => c.url === ANSWER.slice(5));
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ userId: CARMEN.id, answer: "help" });
  });

  it("on the home screen, keeps the open question as a card until 'Estoy bien'", async () => {
    let isOpen = true;
    signInCarmen({
      [OPEN_CHECK]: () => ({ status: 200, body: isOpen ? open : null }),
      [ANSWER]: () => {
        isOpen = false;
        return answered("fine");
      },
    });
    const user = userEvent.setup();
    renderApp("/dashboard");
    const card = await screen.findByRole("region", { name: "El asistente le pregunta" }, FIRST_PAINT);
    expect(within(card).getByText(QUESTION)).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Leer en voz alta" })).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Estoy bien" }));
    expect(await screen.findByText("Gracias por responder")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "El asistente le pregunta" })).not.toBeInTheDocument();
  });
});
