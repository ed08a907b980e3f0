import { describe, expect, it } from "vitest";
import { JOKES } from "./jokes";
import { createRuleEngine } from "./rules";
import type { AssistantContext, ChatTurn } from "../types";

const ctx: AssistantContext = {
  firstName: "Antonio",
  timezone: "Europe/Madrid",
  now: new Date("2026-11-18T10:30:00Z"),
  hobbies: [],
  likes: [],
  todayReminders: [],
  unreadMessages: [],
};

describe("jokes", () => {
  it("has a bank of at least 40 distinct jokes", () => {
    expect(JOKES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(JOKES).size).toBe(JOKES.length);
  });

  it("tells a joke from the bank even with a random source at its upper edge", () => {
    const reply = createRuleEngine({ random: () => 0.999999 }).reply(ctx, "Cuéntame un chiste", []);
    expect(JOKES.some((j) => reply.response === `Ahí va uno: ${j} ¿Quieres otro?`)).toBe(true);
  });

  it("never repeats one of the last 30 jokes told", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const jokes = createRuleEngine({ random });
    const history: ChatTurn[] = [];
    const told: string[] = [];
    for (let i = 0; i < 120; i++) {
      const { response } = jokes.reply(ctx, "Cuéntame un chiste", history);
      const joke = JOKES.find((j) => response.includes(j));
      expect(joke).toBeDefined();
      expect(told.slice(-30)).not.toContain(joke);
      told.push(joke as string);
      history.push({ role: "user", content: "Cuéntame un chiste" }, { role: "assistant", content: response });
    }
  });

  it("when every joke was told recently, tells the one told longest ago", () => {
    const history: ChatTurn[] = JOKES.map((j) => ({ role: "assistant", content: `Ahí va uno: ${j}` }));
    const reply = createRuleEngine({ random: () => 0.5 }).reply(ctx, "otro chiste", history);
    expect(reply.response).toContain(JOKES[0]);
  });
});
