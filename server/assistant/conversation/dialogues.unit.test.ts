import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { evaluateIntents } from "../eval";
import { createAssistant } from "..";
import { buildSystemPrompt } from "../model/prompt";
import type { AssistantContext, ChatTurn } from "../types";

type Dialogue = { title: string; turns: { intent: string; text: string }[] };

function loadDialogues(): Dialogue[] {
  const text = readFileSync(fileURLToPath(new URL("../corpus/dialogues.txt", import.meta.url)), "utf8");
  const dialogues: Dialogue[] = [];
  for (const line of text.split("\n").map((l) => l.trim())) {
    if (!line || line.startsWith("#")) continue;
    if (line.startsWith("=== ")) dialogues.push({ title: line.slice(4), turns: [] });
    else {
      const [intent, said] = line.split(" | ");
      dialogues.at(-1)?.turns.push({ intent, text: said });
    }
  }
  return dialogues;
}

const context: AssistantContext = {
  firstName: "Carmen",
  timezone: "Europe/Madrid",
  now: new Date("2026-11-18T10:30:00Z"),
  hobbies: ["jardinería"],
  likes: ["los boleros"],
  todayReminders: [{ title: "Pastilla de la tensión", reminderTime: "09:00", isCompleted: true }],
  tomorrowReminders: [{ title: "Paseo", reminderTime: "10:00" }],
  appointments: [{ title: "Cita con la doctora Ruiz", date: "2026-11-20", time: "10:30" }],
  unreadMessages: [{ fromName: "Lucía" }],
};

const questions = (reply: string) => reply.match(/¿[^?]+\?/g) ?? [];

describe("scripted dialogues", () => {
  const dialogues = loadDialogues();
  it("has at least 30 dialogues", () => expect(dialogues.length).toBeGreaterThanOrEqual(30));

  it.each(dialogues.map((d) => [d.title, d] as const))("%s", async (_title, dialogue) => {
    const assistant = createAssistant({}, undefined, { random: () => 0.5 });
    const history: ChatTurn[] = [];
    const asked = new Set<string>();
    for (const turn of dialogue.turns) {
      const reply = await assistant.reply(context, turn.text, history);
      expect(reply.intent, turn.text).toBe(turn.intent);
      expect(reply.response).not.toMatch(/qué interesante/i);
      // Never the same question twice in one conversation.
      for (const q of questions(reply.response)) {
        expect(asked.has(q), `${turn.text}: ${q}`).toBe(false);
        asked.add(q);
      }
      history.push({ role: "user", content: turn.text }, { role: "assistant", content: reply.response });
    }
  });
});

describe("the model engine's system prompt", () => {
  it("carries the person's next appointment and unread senders, with the guardrails", () => {
    const prompt = buildSystemPrompt(context);
    expect(prompt).toMatch(/Próxima cita: 2026-11-20 a las 10:30, Cita con la doctora Ruiz\./);
    expect(prompt).toMatch(/Mensajes sin leer de: Lucía\./);
    expect(prompt).toMatch(/Nunca des diagnósticos/);
    expect(prompt).toMatch(/Responde siempre en español/);
  });
});

describe("intent accuracy on the labelled conversation corpus", () => {
  it("is at least 90 % with 400 or more messages", () => {
    const train = evaluateIntents("train");
    const holdout = evaluateIntents("holdout");
    expect(train.total + holdout.total).toBeGreaterThanOrEqual(400);
    expect(train.correct / train.total).toBeGreaterThanOrEqual(0.9);
  });
});
