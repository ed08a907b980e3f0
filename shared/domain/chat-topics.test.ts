import { describe, expect, it } from "vitest";
import {
  type ChatMessage,
  deriveTopics,
  findAffirmed,
  foldSpanish,
  isNegatedAt,
  splitClauses,
} from "./chat-topics";

const user = (...contents: string[]): ChatMessage[] => contents.map((content) => ({ role: "user", content }));
const greeting: ChatMessage = { role: "assistant", content: "¡Hola, Carmen! ¿Cómo estás hoy?" };

describe("text folding and clauses", () => {
  it("folds accents, case, ñ and stretched letters", () => {
    expect(foldSpanish("MUUUCHO Dolor, ¿AÑO?")).toBe("mucho dolor, ¿ano?");
  });
  it("splits at punctuation and keeps words only", () => {
    expect(splitClauses("No, me duele el pecho. ¡Ayuda!")).toEqual(["no", "me duele el pecho", "ayuda"]);
  });
  it("negation applies only just before the phrase", () => {
    expect(isNegatedAt("no me duele", 3, "me duele")).toBe(true);
    expect(isNegatedAt("no tengo dolor", 9, "dolor")).toBe(true);
    expect(isNegatedAt("no se por que me duele", 14, "me duele")).toBe(false);
    expect(isNegatedAt("ya no puedo respirar", 3, "no puedo respirar")).toBe(false);
  });
  it("findAffirmed skips negated and excluded matches", () => {
    const rules = [{ re: /\bme duele\b/, unless: /\bun poco\b/ }];
    expect(findAffirmed("No me duele", rules)).toBeNull();
    expect(findAffirmed("me duele un poco", rules)).toBeNull();
    expect(findAffirmed("No me duele la cabeza, pero me duele la espalda", rules)?.phrase).toBe("me duele");
  });
});

describe("deriveTopics", () => {
  it.each([
    ["Ya me he tomado la pastilla de la tensión", ["medicación", "salud"]],
    ["¿Tengo que ponerme la insulina antes de comer?", ["medicación", "comida"]],
    ["Me duelen un poco las rodillas con este frío", ["salud"]],
    ["Mañana tengo cita con la médica en el ambulatorio", ["salud"]],
    ["He acertado todos los números del ejercicio", ["ejercicio cognitivo"]],
    ["Quiero hacer un ejercicio de memoria", ["ejercicio cognitivo"]],
    ["Esta tarde haré la sopa de letras del periódico", ["ejercicio cognitivo"]],
    ["Hoy estoy un poco triste", ["estado emocional"]],
    ["Estoy muy contenta", ["estado emocional"]],
    ["El domingo vienen mis nietos", ["familia"]],
    ["Echo de menos a mi hija", ["estado emocional", "familia"]],
    ["Croquetas y arroz con leche de postre", ["comida"]],
    ["Para cenar tengo merluza y una sopa de fideos", ["comida"]],
    ["¿Qué día es hoy?", []],
  ])("%s", (text, topics) => {
    expect(deriveTopics(user(text))).toEqual(topics);
  });

  it("reads only the person's messages and returns each tag once, in order", () => {
    const messages: ChatMessage[] = [
      greeting,
      { role: "user", content: "Mi hijo me llamó ayer" },
      { role: "assistant", content: "¿Has tomado la medicación y has comido bien?" },
      { role: "user", content: "Sí, y mi nieta también." },
    ];
    expect(deriveTopics(messages)).toEqual(["familia"]);
  });

  it("is accent- and case-insensitive", () => {
    expect(deriveTopics(user("TOMÉ LA MEDICACIÓN"))).toEqual(["medicación"]);
    expect(deriveTopics(user("tome la medicacion"))).toEqual(["medicación"]);
  });
});
