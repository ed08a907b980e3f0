import { describe, expect, it } from "vitest";
import { type ChatTurn, createAssistant } from "..";
import { context } from "../model/loopback-chat-server";

const assistant = createAssistant({}, undefined, { random: () => 0.2 });
const ask = (message: string, history: ChatTurn[] = []) => assistant.reply(context, message, history);

describe("what a person asks of the assistant itself", () => {
  it("says plainly it is a program, not a person, and a yes then brings the staff button", async () => {
    for (const question of ["¿eres una persona de verdad?", "como te llamas", "oye tu eres un robot?"]) {
      const reply = await ask(question);
      expect(reply.intent).toBe("about_assistant");
      expect(reply.response).toContain("no una persona");
    }
    const first = await ask("¿eres una persona?");
    const yes = await ask("sí, avísales", [
      { role: "user", content: "¿eres una persona?" },
      { role: "assistant", content: first.response },
    ]);
    expect(yes.offer?.kind).toBe("call_staff");
  });

  it("explains what it can do when the person does not know how it works", async () => {
    const reply = await ask("no entiendo como funciona esto");
    expect(reply.response).toMatch(/recordatorios.*«Ayuda profesional»/);
  });

  it("a wish to talk to a person gets the staff button", async () => {
    for (const message of ["quiero hablar con alguien de verdad", "que me llame la trabajadora social"]) {
      const reply = await ask(message);
      expect(reply.intent).toBe("talk_to_person");
      expect(reply.offer).toEqual({ kind: "call_staff", text: "Avisar al personal" });
      expect(reply.healthAlert).toBeNull();
    }
  });

  it("cannot phone the family, says so, and offers the message instead", async () => {
    const call = await ask("llama a mi hija");
    expect(call.intent).toBe("call_family");
    expect(call.response).toContain("no puedo llamar");
    expect(call.offer?.kind).toBe("write_family");
    const write = await ask("me ayudas a escribir a mi nieto");
    expect(write.offer?.kind).toBe("write_family");
    expect(write.response).not.toContain("no puedo llamar");
  });

  it("cannot note a reminder down and says who can; 'recuérdame qué tengo' is still a question", async () => {
    for (const message of ["recuérdame que mañana tengo que llamar al banco", "recuérdame llamar a mi hija"]) {
      const reply = await ask(message);
      expect(reply.intent).toBe("add_reminder");
      expect(reply.response).toContain("no puedo apuntar recordatorios");
    }
    expect((await ask("recuérdame qué tengo hoy")).intent).toBe("today_agenda");
    expect((await ask("recuérdame qué pastillas me tocan")).intent).toBe("medicines");
  });

  it("meets a death with condolence, not a question about the garden", async () => {
    for (const message of ["mi marido murió hace un mes", "me quedé viuda en verano"]) {
      const reply = await ask(message);
      expect(reply.intent).toBe("loneliness");
      expect(reply.response).toMatch(/^Lo siento muchísimo, Carmen\./);
      expect(reply.response).not.toMatch(/jardín|jardinería/);
    }
    expect((await ask("estoy triste")).response).not.toContain("Lo siento muchísimo");
  });

  it("acknowledges a medicine taken, but answers the question '¿me la he tomado?' from the reminders", async () => {
    const told = await ask("ya me he tomado la pastilla de la tensión");
    expect(told.response).toContain("«Marcar como Completado»");
    const asked = await ask("¿me he tomado la pastilla?");
    expect(asked.intent).toBe("medicines");
    expect(asked.response).not.toContain("«Marcar como Completado»");
  });

  it("answers affection warmly", async () => {
    expect((await ask("te quiero mucho")).response).toMatch(/^¡Qué bonito, Carmen!/);
    // "Te quiero contar…" is not a declaration.
    expect((await ask("te quiero contar una cosa de mi nieta")).intent).not.toBe("about_assistant");
  });
});
