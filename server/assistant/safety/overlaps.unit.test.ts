import { describe, expect, it } from "vitest";
import { detectHealthRisk, type HealthRiskCategory } from ".";

// Words that belong to two dangers, or to a danger and a harmless everyday scene. The answer the
// person reads depends on the category (112 and "sal de casa" for fire, cold water for a burn, 024
// for a wish to die), so the right one matters, not only that some alert goes.
const named: [string, HealthRiskCategory][] = [
  // Hot liquid falling on someone is a burn; "me cayó" alone would read as a fall.
  ["me cayo el agua de la olla en las piernas y tengo ampollas", "burn"],
  ["me ha caído el aceite hirviendo en la mano", "burn"],
  // Fell and does not answer: unconscious (critical), not a fall (high).
  ["mi marido se a caido redondo y no contesta", "unconscious"],
  // "sin sentido" of talk is confusion; of a body on the floor, unconsciousness.
  ["mi madre no me reconoce y dice cosas sin sentido", "confusion"],
  ["esta en el suelo sin sentido", "unconscious"],
  // Thinking of taking every pill is a wish to die, not an overdose already taken.
  ["estoy pensando en tomarme todas las pastillas de golpe", "self_harm"],
  ["tengo guardadas muchas pastillas por si un dia me decido", "self_harm"],
  ["seria mejor para todos que yo desapareciera para siempre", "self_harm"],
  ["sobro en este mundo nadie me necesita", "self_harm"],
  // Unwanted touching is abuse.
  ["el hombre que viene a limpiar me ha tocado sin querer yo y me da miedo", "abuse"],
  ["el cuidador me manosea cuando me ducha", "abuse"],
  ["un vecino abusa de mi cuando no hay nadie", "abuse"],
  // A burner open without a flame is gas; black smoke everywhere is fire.
  ["me he dejado el fuego encendio sin llama y huele muchisimo", "gas"],
  ["se me a quemado la olla y ay humo negro por todo", "fire"],
  ["fuego fuego en el salon", "fire"],
  ["alguien esta dando patadas a mi puerta y grita que le abra", "intruder"],
  ["tengo 39 y medio y no paro de temblar", "fever"],
  ["encontre a mi vecino en el rellano tirado y no dice nada", "unconscious"],
  // Water pouring out beats a cold house when one message tells both.
  ["se ha roto el calentador y sale agua por todas partes", "flood"],
  ["el nieto se ha comido unas pastillas mias que estaban en la mesa", "poisoning"],
];

const calm = [
  "el niño de mi sobrina se ha caido del columpio pero no ha sido nada",
  "que viento hace, se ha volado una silla de plastico de la terraza",
  "el medico me a quitado el sintrom y ahora tomo otra cosa nueva, va todo bien",
  "me toca el pecho la doctora con el fonendo cada mes",
  "me toca ir al medico por lo del pecho",
  "me toca limpiar debajo de la cama hoy",
  "mi marido abusa de la sal en las comidas",
  "me ha tocado sin querer con el codo en el autobus y se ha disculpado",
  "hace 40 grados en la calle, no salgo",
  "mi nieto se va a quedar sin sentido del humor con tanto examen",
];

describe("detectHealthRisk: the danger named when words overlap", () => {
  it.each(named)("%s -> %s", (text, category) => {
    expect(detectHealthRisk(text)?.category).toBe(category);
  });
});

describe("detectHealthRisk: harmless scenes with alarm words", () => {
  it.each(calm)("%s", (text) => {
    expect(detectHealthRisk(text)).toBeNull();
  });
});
