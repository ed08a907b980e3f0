import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveChatResponse } from "@shared/api/chat";
import { localDate, localTime } from "@shared/domain/time";
import { SEED_NOW } from "../test/constants";
import { createTestContext, type TestContext } from "../test/harness";

// A real OpenAI-compatible chat-completions server on loopback.
let requests = 0;
let mode: "ok" | "error" | "slow" = "ok";
const llm = http.createServer((req, res) => {
  requests++;
  let body = "";
  req.on("data", (chunk) => {
    body += chunk;
  });
  req.on("end", () => {
    if (mode === "error") {
      res.writeHead(500).end("boom");
      return;
    }
    const reply = () => {
      const parsed = JSON.parse(body) as { model: string };
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          choices: [{ message: { role: "assistant", content: `Respuesta del modelo ${parsed.model}` } }],
        }),
      );
    };
    if (mode === "slow") setTimeout(reply, 1500);
    else reply();
  });
});

let rules: TestContext;
let withLlm: TestContext;
beforeAll(async () => {
  await new Promise<void>((resolve) => llm.listen(0, "127.0.0.1", resolve));
  const port = (llm.address() as AddressInfo).port;
  rules = await createTestContext();
  withLlm = await createTestContext({
    config: {
      assistant: { url: `http://127.0.0.1:${port}/v1/chat/completions`, model: "prueba-1", timeoutMs: 400 },
    },
  });
});
afterAll(async () => {
  await rules.close();
  await withLlm.close();
  await new Promise((resolve) => llm.close(resolve));
});

type Row = Record<string, unknown>;
const query = async (t: TestContext, sql: string): Promise<Row[]> =>
  ((await t.db.execute(sql)) as unknown as { rows: Row[] }).rows;

describe("POST /api/chat/ai with the offline engine", () => {
  it("answers today's date in the municipality's time zone and records the turn and one chat activity", async () => {
    const c = await rules.loginAs("carmen");
    const turns = await rules.count("assistant_turns");
    const activities = await rules.count("activities");
    const res = await c.post("/api/chat/ai", {
      userId: rules.ids.users.carmen,
      message: "¿Qué día es hoy?",
      messageHistory: [],
    });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatch(/miércoles, 18 de noviembre/i);
    expect(res.body).toMatchObject({ healthAlert: null, provider: "rules" });
    expect(await rules.count("assistant_turns")).toBe(turns + 1);
    expect(await rules.count("activities")).toBe(activities + 1); // the conversation
    await c.post("/api/chat/ai", {
      userId: rules.ids.users.carmen,
      message: "Cuéntame un chiste",
      messageHistory: [
        { role: "user", content: "¿Qué día es hoy?" },
        { role: "assistant", content: res.body.response },
      ],
    });
    expect(await rules.count("activities")).toBe(activities + 1);
  });

  it("raises a health alert for a fall and tells the person staff were notified", async () => {
    const c = await rules.loginAs("carmen");
    const res = await c.post("/api/chat/ai", {
      userId: rules.ids.users.carmen,
      message: "Me he caído en el baño y no me puedo levantar",
    });
    expect(res.status).toBe(200);
    expect(res.body.healthAlert).toMatchObject({ severity: expect.stringMatching(/high|critical/) });
    expect(res.body.response).toMatch(/112/);
    const [alert] = await query(
      rules,
      `select type, municipality_id from alerts where user_id = '${rules.ids.users.carmen}' and type = 'health' order by created_at desc limit 1`,
    );
    expect(alert).toEqual({ type: "health", municipality_id: rules.ids.municipalities.valleVerde });
  });

  it("writes a gas smell as a critical alert with its category, listed with the calls for help for the professional", async () => {
    const c = await rules.loginAs("carmen");
    const res = await c.post("/api/chat/ai", {
      userId: rules.ids.users.carmen,
      message: "huele mucho a gas en la cosina que hago",
    });
    expect(res.body.healthAlert).toMatchObject({ severity: "critical" });
    expect(res.body.response).toMatch(/interruptores.*ventanas.*112/s);
    const [alert] = await query(
      rules,
      `select category, severity from alerts where user_id = '${rules.ids.users.carmen}' order by created_at desc limit 1`,
    );
    expect(alert).toEqual({ category: "gas", severity: "critical" });
    const pro = await rules.loginAs("profesional");
    const list = await pro.get(`/api/professional/${rules.ids.users.profesional}/alerts`);
    expect(list.status).toBe(200);
    // Help requests and critical health alerts lead the list (the banner's block), before anything else.
    const items = list.body as { severity: string; type: string; isUrgent: boolean }[];
    const gas = items.findIndex((a) => a.type === "health" && a.severity === "critical");
    expect(gas).toBeGreaterThanOrEqual(0);
    expect(items.slice(0, gas + 1).every((a) => a.isUrgent)).toBe(true);
    const urgentFirst = [...items].sort((a, b) => Number(!a.isUrgent) - Number(!b.isUrgent));
    expect(items).toEqual(urgentFirst);
  });

  it("answers the next appointment with the day and time stored in the database", async () => {
    const c = await rules.loginAs("carmen");
    const rows = await query(
      rules,
      `select reminder_time from reminders where user_id = '${rules.ids.users.carmen}' and type = 'appointment'
       and is_active and (reminder_date > '${localDate(SEED_NOW, "Europe/Madrid")}'
         or (reminder_date = '${localDate(SEED_NOW, "Europe/Madrid")}' and reminder_time >= '${localTime(SEED_NOW, "Europe/Madrid")}'))
       order by reminder_date, reminder_time limit 1`,
    );
    const res = await c.post("/api/chat/ai", {
      userId: rules.ids.users.carmen,
      message: "cuando es mi cita con el medico",
    });
    expect(res.status).toBe(200);
    const time = String(rows[0]?.reminder_time ?? "").slice(0, 5).replace(/^0/, "");
    expect(time).not.toBe("");
    expect(res.body.response).toContain(`a las ${time}`);
    // Carmen prefers "usted" (her record).
    expect(res.body.response).toMatch(/Su próxima cita es (?:hoy|mañana|el \p{L}+ \d+ de \p{L}+)/u);
  });

  it("offers to write to the family, with the text ready, when the person feels lonely", async () => {
    const c = await rules.loginAs("carmen");
    const res = await c.post("/api/chat/ai", { userId: rules.ids.users.carmen, message: "me siento un poco sola hoy" });
    expect(res.body.offer).toEqual({ kind: "write_family", text: expect.stringContaining("Carmen") });
    expect(res.body.response).not.toMatch(/interesante|jardín/i);
  });

  it("answers a calm idiom without any alert", async () => {
    const c = await rules.loginAs("carmen");
    const before = await rules.count("alerts");
    const res = await c.post("/api/chat/ai", {
      userId: rules.ids.users.carmen,
      message: "me muero de risa con los chistes de mi nieto",
    });
    expect(res.body.healthAlert).toBeNull();
    expect(await rules.count("alerts")).toBe(before);
  });

  it("refuses other people and bad input without writing", async () => {
    const turns = await rules.count("assistant_turns");
    const carmen = await rules.loginAs("carmen");
    expect(
      (await carmen.post("/api/chat/ai", { userId: rules.ids.users.antonio, message: "Hola" })).status,
    ).toBe(404);
    expect(
      (await carmen.post("/api/chat/ai", { userId: rules.ids.users.carmen, message: "   " })).status,
    ).toBe(400);
    const family = await rules.loginAs("familia");
    expect(
      (await family.post("/api/chat/ai", { userId: rules.ids.users.carmen, message: "Hola" })).status,
    ).toBe(403);
    expect(await rules.count("assistant_turns")).toBe(turns);
  });
});

describe("POST /api/chat/ai with an OpenAI-compatible engine", () => {
  it("uses the model, and falls back to the rules on an error or a timeout", async () => {
    const c = await withLlm.loginAs("carmen");
    const ask = (message: string) => c.post("/api/chat/ai", { userId: withLlm.ids.users.carmen, message });
    mode = "ok";
    const ok = await ask("Hola, ¿cómo estás?");
    expect(ok.body).toMatchObject({ provider: "llm", response: "Respuesta del modelo prueba-1" });
    mode = "error";
    expect((await ask("¿Qué día es hoy?")).body).toMatchObject({
      provider: "rules",
      response: expect.stringMatching(/18 de noviembre/),
    });
    mode = "slow";
    const slow = await ask("¿Qué día es hoy?");
    expect(slow.body.provider).toBe("rules");
    const providers = await query(
      withLlm,
      `select provider from assistant_turns where user_id = '${withLlm.ids.users.carmen}' order by created_at desc limit 3`,
    );
    expect(providers.map((p) => p.provider).sort()).toEqual(["llm", "rules", "rules"]);
    // A safety phrase never reaches the model.
    mode = "ok";
    const before = requests;
    expect((await ask("Me duele mucho el pecho")).body.healthAlert).not.toBeNull();
    expect(requests).toBe(before);
  });
});

describe("POST /api/chat (save session)", () => {
  const turns = [
    { role: "assistant", content: "¡Hola, Carmen!" },
    { role: "user", content: "Hoy he tomado la pastilla" },
    { role: "assistant", content: "¡Muy bien!" },
  ];
  it("saves a session with at least one message from the person", async () => {
    const c = await rules.loginAs("carmen");
    const before = await rules.count("chat_sessions");
    const res = await c.post("/api/chat", {
      userId: rules.ids.users.carmen,
      messages: JSON.stringify(turns),
      duration: 4,
      topicsDiscussed: ["medicación"],
      emotionalState: "positive",
      sessionSummary: "Habló de su medicación",
    });
    expect(res.status).toBe(201);
    expect(await rules.count("chat_sessions")).toBe(before + 1);
  });
  it("stores the assistant's own reading of the talk, not labels sent by the client", async () => {
    const c = await rules.loginAs("carmen");
    const talk = [
      { role: "assistant", content: "¡Hola, Carmen!" },
      { role: "user", content: "me siento muy sola, mi hija no me llama desde hace semanas" },
      { role: "assistant", content: "Lo siento mucho." },
      { role: "user", content: "y esta noche tampoco he pegado ojo" },
      { role: "assistant", content: "Vaya." },
    ];
    const res = await c.post("/api/chat", {
      userId: rules.ids.users.carmen,
      messages: JSON.stringify(talk),
      duration: 6,
      topicsDiscussed: ["comida"],
      emotionalState: "positive",
      sessionSummary: "Todo bien",
    });
    expect(res.status).toBe(201);
    const expected = {
      topicsDiscussed: ["estado emocional", "familia"],
      emotionalState: "needs emotional support",
      sessionSummary: "Conversación de 2 mensajes sobre estado emocional y familia. Estado de ánimo: necesita apoyo emocional.",
    };
    expect(saveChatResponse.parse(res.body)).toMatchObject(expected);
    const [row] = await query(
      rules,
      `select topics_discussed, emotional_state, session_summary, message_count, duration from chat_sessions where id = '${res.body.id as string}'`,
    );
    expect(row).toEqual({
      topics_discussed: expected.topicsDiscussed,
      emotional_state: expected.emotionalState,
      session_summary: expected.sessionSummary,
      message_count: 5,
      duration: 6,
    });
  });
  it.each([
    ["only the greeting", JSON.stringify([turns[0]])],
    ["no message from the person", JSON.stringify([turns[0], turns[2]])],
    ["text that is not JSON", "hola"],
  ])("refuses %s", async (_name, messages) => {
    const c = await rules.loginAs("carmen");
    const before = await rules.count("chat_sessions");
    const res = await c.post("/api/chat", { userId: rules.ids.users.carmen, messages, duration: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/sesión|conversación/);
    expect(await rules.count("chat_sessions")).toBe(before);
  });
});
