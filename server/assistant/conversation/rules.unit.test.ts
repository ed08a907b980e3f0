import { describe, expect, it } from "vitest";
import { classifyMessage, createRuleEngine } from "./rules";
import type { AssistantContext, ChatTurn } from "../types";

const base: AssistantContext = {
  firstName: "Carmen",
  timezone: "Europe/Madrid",
  now: new Date("2026-11-18T10:30:00Z"), // 11:30 in Madrid (CET)
  hobbies: [],
  likes: [],
  todayReminders: [],
  unreadMessages: [],
};
const ctx = (over: Partial<AssistantContext> = {}): AssistantContext => ({ ...base, ...over });
const engine = createRuleEngine({ random: () => 0.5 });
const ask = (message: string, over: Partial<AssistantContext> = {}, history: ChatTurn[] = []) =>
  engine.reply(ctx(over), message, history);

describe("quick phrases of the chat screen", () => {
  it.each([
    ["¿Qué día es hoy?", "date_time"],
    ["Quiero hacer un ejercicio de memoria", "memory_exercise"],
    ["¿Qué tiempo hace?", "weather"],
    ["Cuéntame un chiste", "joke"],
  ])("%s -> %s", (message, intent) => {
    const reply = ask(message);
    expect(reply).toMatchObject({ intent, provider: "rules", healthAlert: null });
  });
});

describe("date and time in the municipality's time zone", () => {
  it("gives the long Spanish date and the time", () => {
    expect(ask("¿Qué día es hoy?").response).toBe("Hoy es miércoles, 18 de noviembre de 2026.");
    expect(ask("¿Qué hora es?").response).toBe("Son las 11:30.");
    expect(ask("dime la fecha y la hora").response).toBe(
      "Hoy es miércoles, 18 de noviembre de 2026. Son las 11:30.",
    );
  });

  it("just after local midnight it is already the next day (UTC is still the 17th)", () => {
    const now = new Date("2026-11-17T23:05:00Z");
    expect(ask("que dia es hoy", { now }).response).toBe("Hoy es miércoles, 18 de noviembre de 2026.");
    expect(ask("QUÉ HORA ES", { now }).response).toBe("Son las 0:05.");
  });

  it("follows the spring DST change in Madrid (29 March 2026, 02:00 -> 03:00)", () => {
    expect(ask("¿Qué hora es?", { now: new Date("2026-03-29T00:30:00Z") }).response).toBe("Es la 1:30.");
    expect(ask("¿Qué hora es?", { now: new Date("2026-03-29T01:30:00Z") }).response).toBe("Son las 3:30.");
    expect(ask("¿A qué estamos?", { now: new Date("2026-03-29T01:30:00Z") }).response).toBe(
      "Hoy es domingo, 29 de marzo de 2026.",
    );
    expect(ask("¿Qué día es mañana?", { now: new Date("2026-03-28T23:30:00Z") }).response).toBe(
      "Mañana será lunes, 30 de marzo de 2026.",
    );
  });

  it("follows the autumn DST change (25 October 2026, 02:30 happens twice)", () => {
    expect(ask("¿Qué hora es?", { now: new Date("2026-10-25T00:30:00Z") }).response).toBe("Son las 2:30.");
    expect(ask("¿Qué hora es?", { now: new Date("2026-10-25T01:30:00Z") }).response).toBe("Son las 2:30.");
  });

  it("uses the context's zone, not the server's (Canarias is an hour behind)", () => {
    const now = new Date("2026-11-18T23:30:00Z");
    expect(ask("¿Qué día es hoy?", { now }).response).toBe("Hoy es jueves, 19 de noviembre de 2026.");
    expect(ask("¿Qué día es hoy?", { now, timezone: "Atlantic/Canary" }).response).toBe(
      "Hoy es miércoles, 18 de noviembre de 2026.",
    );
  });

  it("greets back when the question also greets", () => {
    expect(ask("Hola, ¿qué día es hoy?").response).toBe(
      "¡Hola, Carmen! Hoy es miércoles, 18 de noviembre de 2026.",
    );
  });
});

describe("other intents", () => {
  it("greets by first name for the time of day", () => {
    expect(ask("Hola").response).toMatch(/^¡Buenos días, Carmen!/);
    expect(ask("buenas", { now: new Date("2026-11-18T16:00:00Z") }).response).toMatch(
      /^¡Buenas tardes, Carmen!/,
    );
    expect(ask("hola", { now: new Date("2026-11-18T22:00:00Z") }).response).toMatch(
      /^¡Buenas noches, Carmen!/,
    );
  });

  it("never invents the weather", () => {
    const { response } = ask("¿Va a llover hoy?");
    expect(response).toMatch(/no puedo ver el parte del tiempo/);
    expect(response).toMatch(/ventana/);
    expect(response).toMatch(/radio|familia/);
    expect(response).not.toMatch(/\d|grados|soleado|nublado|lloverá/);
  });

  it("points to 'Ejercicios Memoria'", () => {
    expect(ask("tengo mala memoria").response).toMatch(/«Ejercicios Memoria»/);
  });

  it("lists today's reminders in time order, saying which are done", () => {
    const todayReminders = [
      { title: "Llamar a Lucía", reminderTime: "18:00", isCompleted: false },
      { title: "Pastilla de la tensión", reminderTime: "09:00", isCompleted: true },
      { title: "Paseo por el parque", reminderTime: "10:00", isCompleted: false },
    ];
    const reply = ask("¿Qué tengo hoy?", { todayReminders });
    expect(reply.intent).toBe("today_agenda");
    expect(reply.response).toBe(
      "Hoy tienes 3 recordatorios: a las 9:00, Pastilla de la tensión (ya hecho); " +
        "a las 10:00, Paseo por el parque (pendiente); a las 18:00, Llamar a Lucía. " +
        "Te quedan 2 por hacer. Los tienes en «Recordatorios».",
    );
    const done = todayReminders.map((r) => ({ ...r, isCompleted: true }));
    expect(ask("mis recordatorios", { todayReminders: done }).response).toMatch(/Ya lo has hecho todo/);
  });

  it("answers medicines as their own intent: taken and pending today, from medicine reminders only", () => {
    const todayReminders = [
      { title: "Llamar a Lucía", reminderTime: "18:00", isCompleted: false, type: "call" },
      { title: "Sintrom", reminderTime: "21:00", isCompleted: false, type: "medicine" },
      { title: "Pastilla de la tensión", reminderTime: "09:00", isCompleted: true, type: "medicine" },
    ];
    const reply = ask("¿Me he tomado la pastilla?", { todayReminders });
    expect(reply.intent).toBe("medicines");
    expect(reply.response).toMatch(/^Hoy ya has tomado: Pastilla de la tensión\. Te queda: Sintrom a las 21:00, /);
    expect(reply.response).not.toMatch(/Lucía/);
    expect(ask("qué pastillas me tocan", { todayReminders: [] }).response).toMatch(/^Hoy no tienes ninguna medicina/);
  });

  it("offers to call the staff after empathy for feeling unwell, never raising an alert itself", () => {
    const reply = ask("me encuentro un poco mal");
    expect(reply.intent).toBe("health_complaint");
    expect(reply.offer).toEqual({ kind: "call_staff", text: "Avisar al personal" });
    expect(ask("me duele un poco la espalda").offer).toEqual({ kind: "call_staff", text: "Avisar al personal" });
    expect(reply.healthAlert).toBeNull();
    expect(ask("¿Qué tiempo hace?").offer).toBeUndefined();
  });

  it("names the linked family when asked, and says so when there is none", () => {
    const reply = ask("¿Cómo se llaman mis nietos?", { familyNames: ["Lucía", "Javier"] });
    expect(reply.intent).toBe("family_names");
    expect(reply.response).toMatch(/Lucía y Javier/);
    expect(ask("quienes son mis hijos", { familyNames: [] }).response).toMatch(/^Todavía no tienes familiares enlazados/);
  });

  it("answers the next appointment with day and time, and follow-ups from the conversation", () => {
    const appointments = [
      { title: "Cita con la doctora Ruiz", date: "2026-11-26", time: "10:30" },
      { title: "Análisis de sangre", date: "2026-12-02", time: "08:15" },
    ];
    const reply = ask("¿cuándo es mi cita con el médico?", { appointments });
    expect(reply.intent).toBe("appointment");
    expect(reply.response).toMatch(/jueves 26 de noviembre a las 10:30: Cita con la doctora Ruiz/);
    const history = [
      { role: "user" as const, content: "cuando tengo que ir al medico" },
      { role: "assistant" as const, content: reply.response },
    ];
    expect(engine.reply(ctx({ appointments }), "¿a qué hora?", history).response).toMatch(/^Es a las 10:30/);
    const tomorrowReminders = [{ title: "Pastilla de la tensión", reminderTime: "09:00" }];
    const agenda = [{ role: "user" as const, content: "que tengo hoy" }];
    expect(engine.reply(ctx({ tomorrowReminders }), "¿y mañana?", agenda).response).toBe(
      "Mañana tienes 1 recordatorio: a las 9:00, Pastilla de la tensión.",
    );
    expect(ask("cuando tengo cita?").response).toMatch(/No tengo ninguna cita apuntada/);
  });

  it("says when there is nothing today", () => {
    expect(ask("¿Qué tengo que hacer hoy?").response).toMatch(/^Hoy no tienes ningún recordatorio, Carmen\./);
  });

  it("counts unread messages by sender and points to 'Mensajes Familia'", () => {
    const unreadMessages = [{ fromName: "Lucía" }, { fromName: "Pedro" }, { fromName: "Lucía" }];
    expect(ask("¿Tengo mensajes?", { unreadMessages }).response).toBe(
      "Tienes 3 mensajes sin leer: 2 de Lucía y 1 de Pedro. Puedes leerlos en «Mensajes Familia».",
    );
    expect(ask("¿Me ha escrito alguien?", { unreadMessages: [{ fromName: "Lucía" }] }).response).toBe(
      "Tienes 1 mensaje sin leer de Lucía. Puedes leerlo en «Mensajes Familia».",
    );
    expect(ask("¿tengo algún mensaje?").response).toMatch(/^No tienes mensajes nuevos\..*«Mensajes Familia»/);
  });

  it("answers loneliness with empathy, family and a recorded emotional state", () => {
    const reply = ask("Me siento muy sola", { hobbies: ["Jardinería"] });
    expect(reply).toMatchObject({ intent: "loneliness", emotionalState: "needs emotional support" });
    expect(reply.response).toMatch(/Carmen/);
    expect(reply.response).toMatch(/escribir a tu familia/);
    expect(reply.offer).toEqual({ kind: "write_family", text: expect.stringMatching(/^Hola, soy Carmen\./) });
    expect(ask("mi hija no me llama desde hace semanas")).toMatchObject({ intent: "loneliness" });
    expect(ask("mi hija no me llama desde hace semanas").response).not.toMatch(/interesante/i);
    expect(ask("hoy estoy triste, cuéntame un chiste")).toMatchObject({
      intent: "joke",
      emotionalState: "needs emotional support",
    });
    expect(ask("No estoy triste").intent).not.toBe("loneliness");
  });

  it("answers an everyday ache without a diagnosis", () => {
    const reply = ask("me duele un poco la rodilla");
    expect(reply).toMatchObject({
      intent: "pain",
      emotionalState: "health concern",
      healthAlert: null,
    });
    expect(reply.response).toMatch(/^Siento que te duela la rodilla, Carmen\./);
    expect(reply.response).toMatch(/centro de salud/);
    expect(reply.response).toMatch(/112/);
  });

  it("thanks and goodbye", () => {
    expect(ask("Muchas gracias").intent).toBe("thanks");
    expect(ask("Adiós, hasta mañana").response).toMatch(/^¡Hasta pronto, Carmen!/);
  });

  it("falls back warmly on the person's hobbies, then likes, without repeating itself", () => {
    const over = { hobbies: ["Jardinería"], likes: ["el cocido"] };
    const first = ask("Pues nada, aquí estoy", over);
    expect(first.intent).toBe("small_talk");
    expect(first.response).toMatch(/jardín/);
    const history: ChatTurn[] = [
      { role: "user", content: "Pues nada, aquí estoy" },
      { role: "assistant", content: first.response },
    ];
    expect(ask("Pues aquí, lo de siempre", over, history).response).toMatch(/el cocido/);
    expect(ask("Pues aquí, lo de siempre").response).toMatch(/¿Qué tal va tu día\?/);
    // Something of their own is followed, never swapped for the garden.
    const own = ask("Esta mañana he ido al mercado", over);
    expect(own.intent).toBe("topic:other");
    expect(own.response).not.toMatch(/jardín/);
    expect(own.response).toMatch(/¿Y qué tal fue\?/);
  });

  it("speaks with 'tú', never 'usted'", () => {
    for (const m of ["Hola", "¿Qué tiempo hace?", "estoy triste", "me duele la espalda", "vale", "gracias"]) {
      expect(ask(m).response).not.toMatch(/\busted\b/i);
    }
  });
});

it("classifies mood independently of the intent", () => {
  expect(classifyMessage("Estoy muy contenta, vienen mis nietos")).toMatchObject({
    intent: "positive_mood",
    emotionalState: "positive",
  });
  expect(classifyMessage("vale").emotionalState).toBeUndefined();
});
