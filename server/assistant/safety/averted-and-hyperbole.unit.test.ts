import { describe, expect, it } from "vitest";
import { assessSafety } from ".";

// Calm messages that name a danger: one averted in time, one already over (discharged from hospital),
// a figure of speech, a joke or a story about someone else, and routine medical talk. None alerts or
// asks; the same danger happening now still alerts.
const kindOf = (text: string) => {
  const verdict = assessSafety(text);
  return verdict && (verdict.kind === "alert" ? `alert:${verdict.risk.category}` : `ask:${verdict.category}`);
};

describe("calm: a danger averted in time or already over", () => {
  it.each([
    "casi me tomo dos veces la pastilla pero lo he visto en el pastillero",
    "me he dado cuenta antes de beberlo, era lejía en una botella de agua",
    "iba a tomar el jarabe del perro pero lo olí antes",
    "me di cuenta a tiempo de que la espita estaba abierta y la cerré",
    "he cerrado la espita a tiempo y ya se ha ido el olor",
    "la sartén empezó a echar humo pero la aparté a tiempo",
    "a punto he estado de quemarme con la plancha",
    "por los pelos no me caigo en la escalera",
    "he escupido la pastilla antes de tragarla",
    "a mi marido le dio un infarto la semana pasada, ya le han dado el alta",
    "mi madre se cayó y se rompió la cadera, pero ya le han dado de alta y está en casa",
  ])("%s", (text) => {
    expect(kindOf(text)).toBeNull();
  });
});

describe("calm: a figure of speech", () => {
  it.each([
    "me va a dar un infarto con el precio de la luz",
    "con tanto papeleo me va a dar un ictus",
    "me va a estallar la cabeza con tanto ruido de la obra",
    "estoy ahogada de deudas con la reforma",
    "me da un ataque al corazón cada vez que veo el recibo",
    "me desmayo con lo bien que canta mi nieta",
    "me muero si no me llama mi nieto por mi santo",
  ])("%s", (text) => {
    expect(kindOf(text)).toBeNull();
  });
});

describe("calm: a joke or a story about someone else", () => {
  it.each([
    "te cuento un chiste: un señor se cae de un andamio y dice",
    "un chiste: va uno al médico y le dice doctor me duele el pecho",
    "mi nieto de broma se tira al suelo y hace como que se desmaya",
    "mi marido dice de broma que le va a dar un ictus con la factura",
    "en la película a la protagonista le da un infarto",
  ])("%s", (text) => {
    expect(kindOf(text)).toBeNull();
  });
});

describe("calm: routine medical talk", () => {
  it.each([
    "hoy tengo la analítica de la sangre",
    "la cardióloga me ha visto y dice que el corazón va bien",
    "me han hecho el electro y todo normal",
    "me han quitado el holter esta mañana",
    "tengo revisión con el neurólogo por lo del ictus que tuve",
  ])("%s", (text) => {
    expect(kindOf(text)).toBeNull();
  });
});

describe("the same dangers happening now still alert", () => {
  it.each([
    ["casi no puedo respirar", "breathing"],
    ["me va a dar algo, me duele muchísimo el pecho y me baja al brazo", "chest_pain"],
    ["me di cuenta tarde, me he tomado dos veces la pastilla del sintrom", "poisoning"],
    ["mi yerno dice que es de broma pero me da collejas y me duele", "abuse"],
    ["le han dado el alta esta mañana y ahora se ha caído en el baño y no se levanta", "fall"],
  ])("%s → %s", (text, category) => {
    expect(kindOf(text)).toBe(`alert:${category}`);
  });
});
