import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { type AssistantLogger, createAssistant } from "./index";
import { answer, chatServer, closeChatServers, completion, context } from "./model/loopback-chat-server";

// createAssistant: safety first, the LLM when configured, the rules on any LLM failure.

afterEach(closeChatServers);

function recordingLogger() {
  const warnings: string[] = [];
  const logger: AssistantLogger = { warn: (obj, msg) => warnings.push(`${msg} ${JSON.stringify(obj)}`) };
  return { logger, warnings };
}

describe("falling back from the LLM to the rules", () => {
  it.each([
    ["an HTTP 500", answer(JSON.stringify({ error: { message: "boom" } }), 500), "HTTP 500"],
    ["invalid JSON", answer("{esto no es json"), "no es JSON"],
    ["an empty reply", answer(completion("   ")), "sin texto"],
    ["a reply without choices", answer(JSON.stringify({ choices: [] })), "sin texto"],
  ])("falls back to the rules on %s", async (_label, handler, logged) => {
    const srv = await chatServer(handler);
    const { logger, warnings } = recordingLogger();
    const reply = await createAssistant({ llm: { url: srv.url, model: "m" } }, logger).reply(
      context,
      "¿Qué día es hoy?",
      [],
    );
    expect(reply).toMatchObject({ provider: "rules", intent: "date_time", healthAlert: null });
    expect(reply.response).toBe("Hoy es miércoles, 18 de noviembre de 2026.");
    expect(srv.seen).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(logged);
  });

  it("falls back to the rules when the server is slower than the timeout", async () => {
    const srv = await chatServer((_req, res) => {
      setTimeout(() => answer(completion("demasiado tarde"))(_req, res, ""), 2000);
    });
    const { logger, warnings } = recordingLogger();
    const started = Date.now();
    const reply = await createAssistant({ llm: { url: srv.url, model: "m", timeoutMs: 300 } }, logger).reply(
      context,
      "Cuéntame un chiste",
      [],
    );
    const elapsed = Date.now() - started;
    expect(reply).toMatchObject({ provider: "rules", intent: "joke" });
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1500);
    expect(warnings[0]).toContain("300 ms");
  });

  it("falls back to the rules when the body stalls after the headers", async () => {
    const srv = await chatServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"choices": [');
    });
    const reply = await createAssistant({ llm: { url: srv.url, model: "m", timeoutMs: 300 } }).reply(
      context,
      "¿Qué hora es?",
      [],
    );
    expect(reply).toMatchObject({ provider: "rules", response: "Son las 11:30." });
  });

  it("falls back to the rules when nothing listens", async () => {
    const srv = await chatServer(answer(completion("x")));
    await srv.close();
    const reply = await createAssistant({ llm: { url: srv.url, model: "m" } }).reply(context, "Hola", []);
    expect(reply).toMatchObject({ provider: "rules", intent: "greeting" });
  });

  it("never sends a safety phrase to the server", async () => {
    const srv = await chatServer(answer(completion("respuesta del modelo")));
    const assistant = createAssistant({ llm: { url: srv.url, model: "m" } });
    const alarm = await assistant.reply(context, "Me duele mucho el pecho", []);
    expect(alarm).toEqual({
      response: expect.stringContaining("112"),
      healthAlert: { reason: "Dolor en el pecho", severity: "critical", category: "chest_pain" },
      provider: "rules",
      intent: "health_alert",
      emotionalState: "health concern",
    });
    expect(alarm.response).toMatch(/he avisado al personal/);
    await assistant.reply(context, "quiero morirme", []);
    expect(srv.seen).toHaveLength(0);
    const normal = await assistant.reply(context, "No me duele el pecho, estoy bien", []);
    expect(normal).toMatchObject({ provider: "llm", healthAlert: null });
    expect(srv.seen).toHaveLength(1);
  });
});

describe("createAssistant without an LLM", () => {
  it("answers with the rules and still runs the safety detector first", async () => {
    const assistant = createAssistant({}, createLogger("silent"));
    expect(await assistant.reply(context, "Cuéntame un chiste", [])).toMatchObject({
      provider: "rules",
      intent: "joke",
    });
    const fall = await assistant.reply(context, "me he caído en la cocina", []);
    expect(fall.healthAlert).toEqual({ reason: "Posible caída", severity: "high", category: "fall" });
    expect(fall.response).toMatch(/^Carmen, he avisado al personal del programa.*llama al 112\./);
    const selfHarm = await assistant.reply(context, "no quiero vivir", []);
    expect(selfHarm).toMatchObject({
      emotionalState: "needs emotional support",
      healthAlert: { severity: "critical" },
    });
    expect(selfHarm.response).toMatch(/024/);
  });
});
