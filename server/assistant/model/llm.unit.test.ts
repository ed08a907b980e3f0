import { afterEach, describe, expect, it } from "vitest";
import { type ChatTurn, createAssistant } from "..";
import { answer, chatServer, closeChatServers, completion, context } from "./loopback-chat-server";
import { HISTORY_MAX_CHARS, HISTORY_MAX_TURNS } from "./prompt";

afterEach(closeChatServers);

const longHistory: ChatTurn[] = Array.from({ length: 41 }, (_, i) => ({
  role: i % 2 === 0 ? "assistant" : "user",
  content: `turno ${i} ${"palabra ".repeat(i === 38 ? 700 : 20)}`,
}));

describe("LLM engine against a real chat-completions server", () => {
  it("sends model, Spanish system prompt, clamped history and the key; returns the model's reply", async () => {
    const srv = await chatServer(
      answer(completion("<think>pienso</think> ¡Qué bien, Carmen! ¿Cómo están tus rosas?")),
    );
    const assistant = createAssistant({
      llm: { url: srv.url, model: "modelo-prueba", apiKey: "clave-secreta" },
    });
    const reply = await assistant.reply(context, "Hoy he estado en el jardín", longHistory);

    expect(reply).toEqual({
      response: "¡Qué bien, Carmen! ¿Cómo están tus rosas?",
      healthAlert: null,
      provider: "llm",
      intent: "topic:other",
    });
    expect(srv.seen).toHaveLength(1);
    const [req] = srv.seen;
    expect(req.method).toBe("POST");
    expect(req.url).toBe("/v1/chat/completions");
    expect(req.headers.authorization).toBe("Bearer clave-secreta");
    expect(req.headers["content-type"]).toMatch(/application\/json/);

    const body = JSON.parse(req.body);
    expect(body).toMatchObject({ model: "modelo-prueba", temperature: 0.6, max_tokens: 300 });
    expect(Object.keys(body).sort()).toEqual(["max_tokens", "messages", "model", "temperature"]);
    const [system, ...rest] = body.messages as { role: string; content: string }[];
    expect(system.role).toBe("system");
    for (const part of [
      "Carmen",
      "112",
      "diagnósticos",
      "miércoles, 18 de noviembre de 2026",
      "Son las 11:30",
      "no una persona",
      "No puedes llamar por teléfono",
    ]) {
      expect(system.content).toContain(part);
    }
    expect(system.content).toContain("a las 9:00, Pastilla de la tensión (hecho)");
    expect(system.content).toContain("jardinería, las sevillanas");

    expect(rest.at(-1)).toEqual({ role: "user", content: "Hoy he estado en el jardín" });
    expect(rest.length).toBeLessThanOrEqual(HISTORY_MAX_TURNS + 1);
    const historyChars = rest.slice(0, -1).reduce((n, m) => n + m.content.length, 0);
    expect(historyChars).toBeLessThanOrEqual(HISTORY_MAX_CHARS);
    expect(rest[0].role).toBe("user");
    rest.forEach((m, i) => {
      expect(m.role).toBe(i % 2 === 0 ? "user" : "assistant");
    });
    expect(rest.some((m) => m.content.startsWith("turno 39"))).toBe(true);
    expect(rest.some((m) => m.content.startsWith("turno 20 "))).toBe(false);
  });

  it("sends no Authorization header without a key and records the mood it reads", async () => {
    const srv = await chatServer(answer(completion("Lo siento mucho. ¿Quieres escribir a tu familia?")));
    const reply = await createAssistant({ llm: { url: srv.url, model: "m" } }).reply(
      context,
      "Estoy muy triste",
      [],
    );
    expect(reply).toMatchObject({
      provider: "llm",
      intent: "loneliness",
      emotionalState: "needs emotional support",
    });
    expect(srv.seen[0].headers.authorization).toBeUndefined();
    expect(JSON.parse(srv.seen[0].body).messages).toHaveLength(2);
  });

  it("does not repeat the message when the client already put it at the end of the history", async () => {
    const srv = await chatServer(answer(completion("Aquí estoy.")));
    const history: ChatTurn[] = [
      { role: "assistant", content: "¡Hola, Carmen!" },
      { role: "user", content: "¿Me acompañas un rato?" },
    ];
    await createAssistant({ llm: { url: srv.url, model: "m" } }).reply(
      context,
      "¿Me acompañas un rato?",
      history,
    );
    const messages = JSON.parse(srv.seen[0].body).messages;
    expect(messages.slice(1)).toEqual([{ role: "user", content: "¿Me acompañas un rato?" }]);
  });
});
