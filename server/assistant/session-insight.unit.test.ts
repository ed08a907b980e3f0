import { describe, expect, it } from "vitest";
import type { ChatMessage } from "@shared/domain/chat-topics";
import { loadLabelled } from "./corpus/load";
import { detectHealthRisk } from "./safety";
import { describeSession } from "./session-insight";

const greeting: ChatMessage = { role: "assistant", content: "¡Hola, Carmen! ¿Cómo estás hoy?" };
const talk = (...contents: string[]): ChatMessage[] => [
  greeting,
  ...contents.flatMap((content): ChatMessage[] => [
    { role: "user", content },
    { role: "assistant", content: "Le escucho." },
  ]),
];

describe("describeSession: the emotional state the assistant understood", () => {
  it.each([
    [["Me duelen un poco las rodillas", "Pero estoy contenta"], "health concern"],
    [["no me encuentro bien hoy"], "health concern"],
    [["hoy estoy un poco triste la tarde se hace muy larga"], "needs emotional support"],
    [["Me siento muy sola desde que murió mi marido"], "needs emotional support"],
    [["mi hija no me llama desde hace semanas"], "needs emotional support"],
    [["esta noche no he pegado ojo, no pego ojo desde el lunes"], "needs emotional support"],
    [["ya nada tiene sentido, para que seguir"], "needs emotional support"],
    [["mi nieto me quita el dinero de la pension y me grita"], "needs emotional support"],
    [["HUELE MUCHO A GAS EN LA COCINA"], "health concern"],
    [["mi marido se a caido y no responde"], "health concern"],
    [["¡Qué alegría! Vienen mis nietos"], "positive"],
    [["me encuentro muy bien gracias"], "positive"],
    [["¿Qué día es hoy?", "Gracias"], "neutral"],
    [["No estoy triste, solo queria saber la hora"], "neutral"],
    [["no me duele nada"], "neutral"],
    [["me parti de risa con la pelicula, me muero de risa"], "neutral"],
    [["Estoy triste", "y me duele la cabeza"], "health concern"],
    [["Estoy triste", "pero he acertado el ejercicio"], "needs emotional support"],
  ] as const)("%j -> %s", (texts, state) => {
    expect(describeSession(talk(...texts)).emotionalState).toBe(state);
  });

  it("reads only the person's words, never the assistant's", () => {
    const insight = describeSession([greeting, { role: "assistant", content: "Siento que esté triste; ¿le duele algo?" }]);
    expect(insight).toEqual({ topicsDiscussed: [], emotionalState: "neutral", sessionSummary: "Sesión sin mensajes de la persona." });
  });
});

describe("describeSession: topics", () => {
  it.each([
    [["hoy hice lentejas"], ["comida"]],
    [["¿cuando es mi cita con el medico?"], ["salud"]],
    [["ya me e tomado las pastillas de la mañana"], ["medicación"]],
    [["me siento un poco sola hoy"], ["estado emocional"]],
    [["quiero hacer un ejercicio de memoria"], ["ejercicio cognitivo"]],
    [["¿tengo mensajes nuevos?"], ["familia"]],
    // An overdose is about medicines and health; days without eating about food and health.
    [["me e tomado todas las pastillas de la caja"], ["medicación", "salud"]],
    [["llevo tres dias sin comer nada"], ["salud", "comida"]],
    // Idioms are neither emergencies nor topics.
    [["me partio el corazon aquella pelicula"], []],
    // A home danger has no documented topic: the summary names it instead.
    [["huele a gas en toda la casa"], []],
    // Nor has a scam: it is not a health matter.
    [["hay uno del gas en la puerta que me pide el numero de la tarjeta para revisar la caldera"], []],
  ] as const)("%j -> %j", (texts, topics) => {
    expect(describeSession(talk(...texts)).topicsDiscussed).toEqual(topics);
  });

  it("keeps the documented order and lists each topic once", () => {
    const insight = describeSession(talk("El domingo vienen mis nietos a comer", "Estoy muy contenta", "mis nietos son lo mejor"));
    expect(insight.topicsDiscussed).toEqual(["estado emocional", "familia", "comida"]);
  });
});

describe("describeSession: summary", () => {
  it("names the topics and the mood in Spanish", () => {
    expect(describeSession(talk("El domingo vienen mis nietos a comer", "Estoy muy contenta")).sessionSummary).toBe(
      "Conversación de 2 mensajes sobre estado emocional, familia y comida. Estado de ánimo: positivo.",
    );
  });
  it("handles one message without a topic", () => {
    expect(describeSession(talk("¿Qué hora es?")).sessionSummary).toBe(
      "Conversación de 1 mensaje sin un tema concreto. Estado de ánimo: neutro.",
    );
  });
  it("names each staff alert the conversation raised, once", () => {
    const insight = describeSession(talk("huele a gas", "sigue oliendo a gas en la cocina", "me duele mucho el pecho"));
    expect(insight.sessionSummary).toBe(
      "Conversación de 3 mensajes sobre salud. Estado de ánimo: comenta una preocupación de salud. " +
        "Avisos al equipo: Olor a gas en casa y Dolor en el pecho.",
    );
  });
  it("names a scam in progress as such, not as a health concern", () => {
    const insight = describeSession(talk("dice la policia que viene uno a casa a recoger mis joyas y el dinero para guardarlos"));
    expect(insight.sessionSummary).toBe(
      "Conversación de 1 mensaje sin un tema concreto. Estado de ánimo: necesita apoyo emocional. " +
        "Avisos al equipo: Posible estafa o engaño en curso.",
    );
  });
});

describe("describeSession agrees with the assistant over the whole corpus", () => {
  const one = (text: string) => describeSession(talk(text));
  it("every urgent message the detector catches is a health concern or needs emotional support, and names its alert", () => {
    const caught = [...loadLabelled("urgent.txt"), ...loadLabelled("urgent.holdout.txt")].filter((m) => detectHealthRisk(m.text));
    expect(caught.length).toBeGreaterThan(1000);
    for (const { text } of caught) {
      const insight = one(text);
      expect(["health concern", "needs emotional support"], text).toContain(insight.emotionalState);
      expect(insight.sessionSummary, text).toContain("Avisos al equipo:");
    }
  }, 60_000);
  it("every loneliness, sadness or worry message needs emotional support", () => {
    const sad = [...loadLabelled("intents.txt"), ...loadLabelled("intents.holdout.txt")].filter((m) => m.label === "loneliness");
    expect(sad.length).toBeGreaterThan(20);
    for (const { text } of sad) expect(one(text).emotionalState, text).toBe("needs emotional support");
  }, 30_000);
});
