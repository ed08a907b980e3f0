import { describe, expect, it } from "vitest";
import { assessSafety } from ".";

// A question that wraps an emergency happening now ("¿es normal que…?", "¿puede ser por…?", "¿qué hago
// si…?") is a report, not a general question: the subjunctive of the question and a "si" followed by
// what has just happened still alert. General questions about what to do one day stay calm.
const kindOf = (text: string) => {
  const verdict = assessSafety(text);
  return verdict && (verdict.kind === "alert" ? `alert:${verdict.risk.category}` : `ask:${verdict.category}`);
};

describe("a question wrapping an emergency now alerts", () => {
  it.each([
    // "¿Es normal que…?": the sign in the subjunctive.
    ["¿es normal que me falte el aire así estando sentada?", "breathing"],
    ["¿es normal que se me duerma media cara de golpe?", "stroke"],
    ["¿es normal que no deje de salirme sangre del corte?", "bleeding"],
    ["¿es normal que mi marido no despierte por más que le muevo?", "unconscious"],
    ["¿es grave que esté echando sangre al vomitar?", "blood_vomit"],
    // "¿Puede ser por…?" or "¿será de…?": a cause guessed for what is happening.
    ["¿puede ser de la tensión que vea doble y tenga la boca torcida?", "stroke"],
    ["¿será del estómago este dolor en el pecho que se me va al brazo?", "chest_pain"],
    ["¿puede ser por el calor que me haya desmayado esta tarde?", "fainting"],
    // "¿Qué hago si…?" followed by what has just happened or is happening.
    ["¿qué hago si me he tomado dos veces la pastilla del corazón?", "poisoning"],
    ["¿qué hago si mi mujer se ha desplomado y no contesta?", "unconscious"],
    ["¿qué hago si se me ha hinchado la cara y me pica la garganta?", "allergy"],
    ["¿qué hago si me está sangrando mucho la nariz y no para?", "bleeding"],
    ["¿qué debo hacer si me cuesta respirar ahora mismo?", "breathing"],
  ])("%s → %s", (text, category) => {
    expect(kindOf(text)).toBe(`alert:${category}`);
  });
});

describe("general questions stay calm", () => {
  it.each([
    "¿es normal que me duela la espalda cuando hace frío?",
    "¿qué hago si algún día me caigo en la ducha?",
    "¿qué se debe hacer si alguien se atraganta?",
    "¿puede ser por la edad que me olvide de las cosas?",
    "¿es normal tener la tensión un poco alta por la mañana?",
    "¿qué hago si me olvido de tomar la pastilla?",
    "¿es normal que me falte un poco el aire cuando subo la cuesta del mercado?",
    "¿qué hago si se me ha olvidado la pastilla de la mañana?",
  ])("%s", (text) => {
    expect(kindOf(text)).toBeNull();
  });
});
