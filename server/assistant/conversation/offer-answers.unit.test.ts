import { afterEach, describe, expect, it } from "vitest";
import { type AssistantReply, type ChatTurn, createAssistant } from "..";
import { answer, chatServer, closeChatServers, completion, context } from "../model/loopback-chat-server";

afterEach(closeChatServers);

/** Plays a conversation through the real assistant and returns every reply. */
async function talk(messages: string[], seed = 0.1, llm?: { url: string; model: string }) {
  const assistant = createAssistant(llm ? { llm } : {}, undefined, { random: () => seed });
  const history: ChatTurn[] = [];
  const replies: AssistantReply[] = [];
  for (const message of messages) {
    const reply = await assistant.reply(context, message, history);
    replies.push(reply);
    history.push({ role: "user", content: message }, { role: "assistant", content: reply.response });
  }
  return replies;
}

describe("answering the assistant's own offer", () => {
  it("a yes to writing to the family brings the button back with the note ready", async () => {
    const [lonely, yes] = await talk(["me siento muy sola", "sí"]);
    expect(lonely.offer?.kind).toBe("write_family");
    expect(yes.offer).toEqual(lonely.offer);
    expect(yes.response).toContain("«Escribir a mi familia»");
    expect(yes.healthAlert).toBeNull();
  });

  it("the words choose the offer: 'le escribo' after an offer of games is writing", async () => {
    const replies = await talk(["me siento sola", "me siento sola otra vez", "si, a lo mejor le escribo"]);
    expect(replies[1].response).toContain("ejercicio de memoria");
    expect(replies[2].offer?.kind).toBe("write_family");
  });

  it("'sí, llama a mi hija' after the offer is about the family, not the staff", async () => {
    const [, reply] = await talk(["me siento sola", "si, llama a mi hija"]);
    expect(reply.offer?.kind).toBe("write_family");
  });

  it("a yes to the games after loneliness points to the memory exercises", async () => {
    const replies = await talk(["me siento sola", "me siento sola otra vez", "vale"]);
    expect(replies[2].intent).toBe("memory_exercise");
    expect(replies[2].response).toContain("«Ejercicios Memoria»");
  });

  it("'sí, avísales' after feeling unwell offers the staff button, without raising an alert itself", async () => {
    const [unwell, yes] = await talk(["me duele la espalda", "sí, avísales por favor"]);
    expect(unwell.offer?.kind).toBe("call_staff");
    expect(yes.offer).toEqual({ kind: "call_staff", text: "Avisar al personal" });
    expect(yes.response).toContain("«Avisar al personal»");
    expect(yes.healthAlert).toBeNull();
  });

  it("a no is accepted calmly, with no new question and no button", async () => {
    for (const no of ["no", "no, gracias", "ahora no", "mejor no, luego"]) {
      const [, reply] = await talk(["me siento sola", no]);
      expect(reply.intent).toBe("offer_answer");
      expect(reply.offer).toBeUndefined();
      expect(reply.response).not.toContain("?");
    }
  });

  it("a yes with a real request is that request", async () => {
    const [, reply] = await talk(["me siento sola", "sí, ¿y qué tengo mañana?"]);
    expect(reply.intent).toBe("tomorrow_agenda");
  });

  it("an unsure answer, a long story or a yes to nothing is ordinary conversation", async () => {
    expect((await talk(["me siento sola", "bueno, no sé"]))[1].intent).not.toBe("offer_answer");
    const story = "sí, mi hija vive en Alemania con los niños y trabaja mucho en el hospital";
    expect((await talk(["me siento sola", story]))[1].intent).not.toBe("offer_answer");
    expect((await talk(["hola", "sí"]))[1].intent).not.toBe("offer_answer");
  });

  it("an emergency said with a yes is still an emergency", async () => {
    const [, reply] = await talk(["me siento sola", "sí, pero me he caído y no me puedo levantar"]);
    expect(reply.healthAlert?.severity).toBeDefined();
    expect(reply.intent).toBe("health_alert");
  });

  it("with a model configured, a yes to a button is answered here; a no is left to the model", async () => {
    const srv = await chatServer(answer(completion("Claro, Carmen, aquí estoy contigo.")));
    const llm = { url: srv.url, model: "modelo-prueba" };
    const [, yes] = await talk(["me duele la espalda", "sí, avísales"], 0.1, llm);
    expect(yes.provider).toBe("rules");
    expect(yes.offer?.kind).toBe("call_staff");
    const calls = srv.seen.length;
    const [, no] = await talk(["me duele la espalda", "no, gracias"], 0.1, llm);
    expect(no.provider).toBe("llm");
    expect(srv.seen.length).toBe(calls + 2);
  });
});

describe("keeping company", () => {
  it("two sad messages in a row never open with the same words", async () => {
    for (const seed of [0, 0.34, 0.5, 0.99]) {
      const [first, second] = await talk(["estoy muy triste", "sigo muy triste"], seed);
      const opening = (r: AssistantReply) => r.response.split(/[;:.]/)[0];
      expect(opening(second)).not.toBe(opening(first));
    }
  });

  it("a visit from the family is taken up as a visit", async () => {
    const [visit] = await talk(["hoy ha venido mi nieta a comer"]);
    expect(visit.response).toContain("¡Qué alegría esa visita!");
  });

  it("when the profile's topics are used up, the plain question is not repeated", async () => {
    const replies = await talk(["bien", "nada", "pues eso", "ya ves", "asi es"]);
    const questions = replies.map((r) => r.response.replace(/^[^.]*\. /, ""));
    for (let i = 1; i < questions.length; i++) expect(questions[i]).not.toBe(questions[i - 1]);
  });

  it("takes up the topic the person brings up, not a random hobby", async () => {
    const [boleros] = await talk(["cuéntame algo de los boleros"]);
    expect(boleros.intent).toBe("small_talk");
    expect(boleros.response).toContain("¿Qué canción te apetece escuchar hoy?");
    const [geraniums] = await talk(["hoy he plantado geranios en el balcón"]);
    expect(geraniums.response).toContain("jardín");
  });
});
