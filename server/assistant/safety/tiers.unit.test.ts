import { describe, expect, it } from "vitest";
import { createAssistant } from "../index";
import { assessSafety, detectHealthRisk } from ".";
import type { AssistantContext } from "../types";
import { SAFETY_CATEGORIES } from "./categories";
import { safetyReply } from "./replies";

// Messages written for these tests, in no corpus file.
const categoryOf = (text: string) => {
  const verdict = assessSafety(text);
  return verdict?.kind === "alert" ? verdict.risk.category : verdict?.kind;
};

describe("scams in progress", () => {
  it.each([
    "me llama un chico que dice ser mi nieto, ha tenido un accidente y manda a un mensajero a por el dinero",
    "en la puerta hay dos que dicen que son de la compañia del gas y quieren cobrarme la revision ahora",
    "mi hijo me escribe desde un numero nuevo que le haga una transferencia hoy que es urgente",
    "unos que dicen ser policias van a venir a llevarse mis joyas para guardarlas",
    "me llama uno del banco y me pide el pin de la tarjeta para cancelar un cargo",
  ])("are a scam, with a high-priority alert: %s", (text) => {
    expect(detectHealthRisk(text)).toMatchObject({ category: "scam", severity: "high" });
  });

  it("are not answered as an intruder, and money taken by a relative stays abuse", () => {
    expect(categoryOf("un hombre que dice que es del ayuntamiento se ha metido en casa y me pide dinero")).toBe("scam");
    expect(categoryOf("mi nieta me coge dinero del monedero sin preguntarme")).toBe("abuse");
  });

  it("has its own advice: do not open or pay, hang up, the police on 091", () => {
    const reply = safetyReply("scam", "Carmen");
    expect(reply).toMatch(/no abras la puerta/);
    expect(reply).toMatch(/cuelga/);
    expect(reply).toMatch(/091/);
    expect(reply).not.toMatch(/enciérrate/);
  });
});

describe("advice that fits", () => {
  it.each([
    ["me caí en el patio y me duele la cadera, no puedo mover la pierna", "fall"],
    ["tengo una estufa de gas en el dormitorio cerrado y estoy mareada con dolor de cabeza", "gas"],
    ["me he tomado dos veces las pastillas de la mañana", "poisoning"],
    ["me he quedado encerrada fuera en el balcon y es de noche", "urgent_help"],
    ["mi padre no respira", "unconscious"],
    ["me ha dado un vahido y he perdido el conocimiento un momento", "fainting"],
  ])("%s → %s", (text, category) => {
    expect(categoryOf(text)).toBe(category);
  });

  it("gives the general answer when two kinds are equally plausible", () => {
    expect(categoryOf("me aprieta el pecho y se me ha torcido la boca")).toBe("urgent_help");
  });
});

describe("reading real messages", () => {
  it.each([
    ["buenas, ayer vi el concurso y gano una señora, oye me he caido en el baño y no me levanto", "fall"],
    ["estaba con la novela y me huele a gas en la cocina", "gas"],
    ["me'e caío en er salón y no me pueo levantá", "fall"],
    ["¡fuego!", "fire"],
    ["socorro", "urgent_help"],
    ["el niño se ha tragado una pila de boton", "poisoning"],
    ["mi marido se ha desplomado en la cocina", "unconscious"],
    ["tengo las pastillas guardadas para cuando no pueda mas", "self_harm"],
  ])("%s → %s", (text, category) => {
    expect(categoryOf(text)).toBe(category);
  });

  it("asks about indirect signals of not wanting to live rather than let them pass", () => {
    expect(assessSafety("ya tengo los papeles arreglados y todo preparado, me puedo ir tranquila")).toEqual({
      kind: "ask",
      category: "self_harm",
    });
  });

  it.each([
    "el ultimo capitulo me dejo sin aliento",
    "mi cuñado se ahoga en un vaso de agua",
    "mi marido ronca que parece que se ahoga jaja",
    "en los años setenta se quemo la fabrica del pueblo",
    "el dentista me ha hecho sangrar un poquito la encia",
    "se me ha quemado el arroz otra vez",
  ])("does not alert on an idiom or a story: %s", (text) => {
    expect(assessSafety(text)?.kind).not.toBe("alert");
  });
});

describe("replies in both forms of address", () => {
  it.each(SAFETY_CATEGORIES)("%s is written out for tú and usted", (category) => {
    const tu = safetyReply(category, "Carmen", "tu");
    const usted = safetyReply(category, "Carmen", "usted");
    expect(usted).not.toBe(tu);
    expect(tu).toBe(safetyReply(category, "Carmen"));
    expect(usted).not.toMatch(/(?<!\p{L})(?:llama|siéntate|tú|tienes|puedes|estás|te)(?!\p{L})/u);
  });
});

describe("the assistant's safety answers", () => {
  const context: AssistantContext = {
    firstName: "Carmen",
    timezone: "Europe/Madrid",
    now: new Date("2026-11-28T10:00:00Z"),
    hobbies: [],
    likes: [],
    todayReminders: [],
    unreadMessages: [],
  };
  const assistant = createAssistant({});

  it("alerts in the person's form of address", async () => {
    const usted = await assistant.reply({ ...context, formOfAddress: "usted" }, "huele muchisimo a gas en la cocina", []);
    expect(usted.healthAlert).toMatchObject({ category: "gas", severity: "critical" });
    expect(usted.response).toMatch(/no toque interruptores/);
    const tu = await assistant.reply(context, "huele muchisimo a gas en la cocina", []);
    expect(tu.response).toMatch(/no toques interruptores/);
  });

  it("asks, without an alert, when it is not sure", async () => {
    const reply = await assistant.reply({ ...context, formOfAddress: "usted" }, "no sé qué me pasa, me siento muy débil", []);
    expect(reply.healthAlert).toBeNull();
    expect(reply.intent).toBe("safety_check");
    expect(reply.safetyCheck?.question).toMatch(/^Carmen, .*¿se encuentra usted bien\?/);
  });
});
