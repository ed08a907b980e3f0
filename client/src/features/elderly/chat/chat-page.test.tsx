import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { FakeRoute } from "@/test/render-app";
import { fakeFetch, renderApp } from "@/test/render-app";
import { CARMEN, deferred, FIRST_PAINT, signInCarmen, warmElderlyShell } from "@/test/elderly/elderly-test-utils";

const GREETING = "¡Hola, Carmen! Soy tu asistente. ¿En qué puedo ayudarte hoy?";
const reply = (response: string, healthAlert: unknown = null): FakeRoute => ({
  status: 200,
  body: { response, healthAlert, provider: "rules" },
});

beforeAll(() => Promise.all([warmElderlyShell(), import("./chat-page")]));
afterEach(() => {
  vi.unstubAllGlobals();
  // The unsaved conversation lives in sessionStorage: each test starts a fresh tab.
  window.sessionStorage.clear();
});

async function openChat(routes: Parameters<typeof signInCarmen>[0] = {}) {
  const fake = signInCarmen(routes);
  const user = userEvent.setup();
  renderApp("/chat");
  const input = await screen.findByRole("textbox", { name: "Escriba su mensaje" }, FIRST_PAINT);
  return { ...fake, user, input };
}
const aiCalls = (calls: { url: string }[]) => calls.filter((c) => c.url === "/api/chat/ai");

describe("elderly chat", () => {
  it("greets de usted when the person's record says so", async () => {
    const usted = { ...CARMEN, formOfAddress: "usted" };
    localStorage.setItem("user", JSON.stringify(usted));
    const fake = fakeFetch({ "GET /api/auth/me": { status: 200, body: { user: usted } } });
    vi.stubGlobal("fetch", fake.fetchStub);
    renderApp("/chat");
    const log = await screen.findByRole("log", { name: "Conversación" }, FIRST_PAINT);
    expect(within(log).getByText("¡Hola, Carmen! Soy su asistente. ¿En qué puedo ayudarle hoy?")).toBeInTheDocument();
  });

  it("greets by first name, with the four quick phrases and a 120vh conversation box", async () => {
    await openChat();
    expect(screen.getByRole("heading", { level: 1, name: "Hablar con Asistente" })).toBeInTheDocument();
    const log = screen.getByRole("log", { name: "Conversación" });
    expect(within(log).getByText(GREETING)).toBeInTheDocument();
    expect(log).toHaveClass("h-[120vh]");
    for (const phrase of [
      "¿Qué día es hoy?",
      "Quiero hacer un ejercicio de memoria",
      "¿Qué tiempo hace?",
      "Cuéntame un chiste",
    ]) {
      expect(screen.getByRole("button", { name: phrase })).toBeEnabled();
    }
    expect(screen.getByRole("button", { name: "Guardar Sesión" })).toBeDisabled();
    expect(screen.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/dashboard");
  });

  it("sends with Enter (history included), not with Shift+Enter, and ignores blank text", async () => {
    const { user, input, calls } = await openChat({ "POST /api/chat/ai": reply("¡Buenos días, Carmen!") });
    await user.type(input, "   {Enter}");
    expect(aiCalls(calls)).toHaveLength(0);
    await user.clear(input);
    await user.type(input, "Hola{Shift>}{Enter}{/Shift}qué tal");
    expect(input).toHaveValue("Hola\nqué tal");
    expect(aiCalls(calls)).toHaveLength(0);
    await user.keyboard("{Enter}");
    expect(await screen.findByText("¡Buenos días, Carmen!")).toBeInTheDocument();
    expect(input).toHaveValue("");
    expect(aiCalls(calls)[0]).toMatchObject({
      method: "POST",
      body: {
        userId: CARMEN.id,
        message: "Hola\nqué tal",
        messageHistory: [{ role: "assistant", content: GREETING }],
      },
    });
    expect(screen.getByRole("button", { name: "Guardar Sesión" })).toBeEnabled();
  });

  it("blocks sending while a reply loads and shows 'Escribiendo...'", async () => {
    const pending = deferred<FakeRoute>();
    const { user, input, calls } = await openChat({ "POST /api/chat/ai": () => pending.promise });
    await user.type(input, "Primera{Enter}");
    expect(await screen.findByText("Escribiendo...")).toBeInTheDocument();
    await user.type(input, "Segunda{Enter}");
    await user.click(screen.getByRole("button", { name: "Cuéntame un chiste" }));
    expect(screen.getByRole("button", { name: "Enviar" })).toBeDisabled();
    expect(aiCalls(calls)).toHaveLength(1);
    expect(input).toHaveValue("Segunda");
    pending.resolve(reply("Respuesta"));
    expect(await screen.findByText("Respuesta")).toBeInTheDocument();
    expect(screen.queryByText("Escribiendo...")).not.toBeInTheDocument();
  });

  it("shows a health alert as a destructive 'Alerta de Salud' toast", async () => {
    const { user, input } = await openChat({
      "POST /api/chat/ai": reply("He avisado al personal. Si es una emergencia, llame al 112.", {
        reason: "Dolor en el pecho",
        severity: "critical",
      }),
    });
    await user.type(input, "Me duele el pecho{Enter}");
    expect(await screen.findByText("Alerta de Salud")).toBeInTheDocument();
    expect(screen.getByText("Dolor en el pecho. El personal ha sido avisado.")).toBeInTheDocument();
  });

  it("keeps the typed text when sending fails", async () => {
    const { user, input } = await openChat({ "POST /api/chat/ai": { status: 500, body: { message: "x" } } });
    await user.type(input, "¿Vendrá mi hija?{Enter}");
    expect(await screen.findByText("No se pudo enviar el mensaje. Intente nuevamente.")).toBeInTheDocument();
    expect(input).toHaveValue("¿Vendrá mi hija?");
    expect(within(screen.getByRole("log")).queryByText("¿Vendrá mi hija?")).not.toBeInTheDocument();
  });

  it("saves the session's messages and minutes once; the server labels it", async () => {
    const { user, input, calls } = await openChat({
      "POST /api/chat/ai": reply("¡Qué bien!"),
      "POST /api/chat": { status: 201, body: {} },
    });
    await user.type(input, "Estoy muy contenta, mi nieta viene a comer{Enter}");
    await screen.findByText("¡Qué bien!");
    await user.click(screen.getByRole("button", { name: "Guardar Sesión" }));
    expect(await screen.findByText("Sesión guardada")).toBeInTheDocument();
    const save = calls.find((c) => c.url === "/api/chat");
    expect(save?.body).toEqual({
      userId: CARMEN.id,
      messages: JSON.stringify([
        { role: "assistant", content: GREETING },
        { role: "user", content: "Estoy muy contenta, mi nieta viene a comer" },
        { role: "assistant", content: "¡Qué bien!" },
      ]),
      duration: 0,
    });
    await waitFor(() => expect(screen.getByRole("button", { name: "Guardar Sesión" })).toBeDisabled());
  });

  it("reads assistant messages aloud only on request, in es-ES at rate 0.8", async () => {
    const speak = vi.fn();
    class Utterance {
      lang = "";
      rate = 1;
      voice: unknown = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public text: string) {}
    }
    vi.stubGlobal("SpeechSynthesisUtterance", Utterance);
    vi.stubGlobal("speechSynthesis", { speak, cancel: vi.fn(), getVoices: () => [] });
    const { user } = await openChat();
    expect(speak).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Leer en voz alta" }));
    expect(speak).toHaveBeenCalledWith(expect.objectContaining({ text: GREETING, lang: "es-ES", rate: 0.8 }));
    expect(screen.getByRole("button", { name: "Parar lectura" })).toBeInTheDocument();
  });

  it("says when the browser cannot read aloud", async () => {
    const { user } = await openChat();
    await user.click(screen.getByRole("button", { name: "Leer en voz alta" }));
    expect(await screen.findByText("TTS no disponible")).toBeInTheDocument();
    expect(screen.getByText("El navegador no soporta lectura en voz alta")).toBeInTheDocument();
  });
});

describe("unsaved work across a reload", () => {
  it("keeps the conversation and the typed draft in this tab, and offers to write to the family", async () => {
    const fake = reply("Te entiendo, Carmen. ¿Te apetece escribir a tu familia?");
    fake.body = { ...(fake.body as object), offer: { kind: "write_family", text: "Hola, soy Carmen." } };
    const first = await openChat({ "POST /api/chat/ai": fake });
    await first.user.type(first.input, "me siento sola{Enter}");
    expect(await screen.findByText(/Te entiendo, Carmen/)).toBeInTheDocument();
    await first.user.type(first.input, "borrador sin enviar");
    cleanup();
    const second = await openChat({ "POST /api/chat/ai": fake });
    expect(await screen.findByText("me siento sola")).toBeInTheDocument();
    expect(second.input).toHaveValue("borrador sin enviar");
    await second.user.click(screen.getByRole("button", { name: "Escribir a mi familia" }));
    expect(window.sessionStorage.getItem("acompana:draft:family-message")).toBe("Hola, soy Carmen.");
    expect(await screen.findByRole("heading", { level: 1, name: "Mensajes Familia" }, FIRST_PAINT)).toBeInTheDocument();
  });
});

describe("leaving the chat and coming back", () => {
  it("finds the conversation where it was, without asking the assistant again", async () => {
    const { user, input, calls } = await openChat({ "POST /api/chat/ai": reply("¡Qué rico, Carmen! ¿Es una receta de familia?") });
    await user.type(input, "hoy he hecho lentejas{Enter}");
    expect(await screen.findByText(/¡Qué rico, Carmen!/)).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Volver al inicio" }));
    await user.click(await screen.findByRole("link", { name: /Hablar con Asistente/ }, FIRST_PAINT));
    const log = await screen.findByRole("log", { name: "Conversación" }, FIRST_PAINT);
    expect(within(log).getByText("hoy he hecho lentejas")).toBeInTheDocument();
    expect(within(log).getByText(/¡Qué rico, Carmen!/)).toBeInTheDocument();
    expect(aiCalls(calls)).toHaveLength(1);
  });
});

describe("offer to call the staff", () => {
  it("sends the help alert only when the person taps 'Avisar al personal'", async () => {
    const fake = reply("Siento que no te encuentres bien, Carmen.");
    fake.body = { ...(fake.body as object), offer: { kind: "call_staff", text: "Avisar al personal" } };
    const chat = await openChat({ "POST /api/chat/ai": fake, "POST /api/help/alert": { status: 201, body: {} } });
    await chat.user.type(chat.input, "no me encuentro bien{Enter}");
    const offer = await screen.findByRole("button", { name: "Avisar al personal" });
    expect(chat.calls.filter((c) => c.url === "/api/help/alert")).toHaveLength(0);
    await chat.user.click(offer);
    expect(await screen.findByRole("button", { name: "Personal avisado" })).toBeInTheDocument();
    expect(chat.calls.filter((c) => c.url === "/api/help/alert")).toHaveLength(1);
  });
});
