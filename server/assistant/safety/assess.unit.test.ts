import { describe, expect, it } from "vitest";
import { detectHealthRisk, type HealthRiskCategory } from ".";

// Decisions recorded here on purpose:
// - Everyday aches and mild dizziness ("me duele un poco la rodilla", "estoy un poco mareada") are
//   NOT emergencies: no alert; the rule engine answers kindly and suggests the doctor / help button.
// - "no quiero morirme" is a fear of dying, not self-harm: no alert (the phrase is negated).
// - A bare "no" right before a phrase negates it ("no me he caído"), but "No, me duele el pecho"
//   (a comma) and phrases that are negative in themselves ("ya no puedo respirar") stay alarms.
// - A plain cry for help ("¡Socorro!", "necesito una ambulancia") is treated as critical too.
// - When in doubt the detector raises the alert: an extra call from staff is cheap.

type Case = [string, HealthRiskCategory, "high" | "critical"];

const positives: Case[] = [
  // chest pain
  ["Me duele el pecho", "chest_pain", "critical"],
  ["me duele mucho el pecho desde esta mañana", "chest_pain", "critical"],
  ["ME DUELE EL PECHO", "chest_pain", "critical"],
  ["me duele muuucho el pexo", "chest_pain", "critical"],
  ["Tengo dolor en el pecho", "chest_pain", "critical"],
  ["Tengo un dolor muy fuerte en el pecho", "chest_pain", "critical"],
  ["siento una opresión en el pecho", "chest_pain", "critical"],
  ["opresion en el pecho", "chest_pain", "critical"],
  ["El pecho me duele y el brazo también", "chest_pain", "critical"],
  ["creo que me está dando un infarto", "chest_pain", "critical"],
  ["No sé por qué, pero me duele el pecho", "chest_pain", "critical"],
  ["No sé por qué me duele el pecho", "chest_pain", "critical"],
  // breathing
  ["No puedo respirar", "breathing", "critical"],
  ["no puedo respirar bien", "breathing", "critical"],
  ["ya no puedo respirar", "breathing", "critical"],
  ["no no puedo respirar", "breathing", "critical"],
  ["Me ahogo", "breathing", "critical"],
  ["me aogo", "breathing", "critical"],
  ["me estoy ahogando", "breathing", "critical"],
  ["ME FALTA EL AIRE!!!", "breathing", "critical"],
  ["me cuesta mucho respirar", "breathing", "critical"],
  ["no me entra el aire", "breathing", "critical"],
  // falls
  ["Me he caído", "fall", "high"],
  ["ME HE CAÍDO", "fall", "high"],
  ["me e caido en el baño", "fall", "high"],
  ["Me caí en la cocina", "fall", "high"],
  ["me cai al suelo hace un rato", "fall", "high"],
  ["No me puedo levantar", "fall", "high"],
  ["no puedo levantarme del suelo", "fall", "high"],
  ["estoy en el suelo", "fall", "high"],
  ["Mi marido se ha caído y no se puede levantar", "fall", "high"],
  // fainting
  ["Me he desmayado", "fainting", "high"],
  ["me desmayé esta mañana", "fainting", "high"],
  ["creo que me voy a desmayar", "fainting", "high"],
  ["Me mareo mucho", "fainting", "high"],
  ["estoy muy mareada", "fainting", "high"],
  ["Perdí el conocimiento un momento", "fainting", "high"],
  ["todo me da vueltas", "fainting", "high"],
  // stroke
  ["No puedo mover el brazo", "stroke", "critical"],
  ["no puedo mover bien la pierna derecha", "stroke", "critical"],
  ["Se me duerme media cara", "stroke", "critical"],
  ["no me salen las palabras", "stroke", "critical"],
  ["Tengo la boca torcida", "stroke", "critical"],
  ["se me ha torcido la boca", "stroke", "critical"],
  ["se me traba la lengua", "stroke", "critical"],
  // bleeding
  ["Estoy sangrando", "bleeding", "high"],
  ["me sangra la nariz", "bleeding", "high"],
  ["Sangro mucho", "bleeding", "critical"],
  ["estoy sangrando mucho", "bleeding", "critical"],
  ["tengo una herida con sangre que no para", "bleeding", "critical"],
  ["me he cortado y no para de sangrar", "bleeding", "critical"],
  // self-harm
  ["Quiero morirme", "self_harm", "critical"],
  ["me quiero morir", "self_harm", "critical"],
  ["KIERO MORIRME", "self_harm", "critical"],
  ["No quiero vivir", "self_harm", "critical"],
  ["no quiero vivir así", "self_harm", "critical"],
  ["He pensado en hacerme daño", "self_harm", "critical"],
  ["quiero quitarme la vida", "self_harm", "critical"],
  ["a veces pienso en acabar con todo", "self_harm", "critical"],
  ["ojalá me muriera", "self_harm", "critical"],
  // a plain cry for help
  ["¡Socorro!", "urgent_help", "critical"],
  ["Necesito una ambulancia", "urgent_help", "critical"],
  ["es una emergencia", "urgent_help", "critical"],
  // mixed messages: the most serious one wins, a negated clause does not hide the next
  ["No me duele el pecho, pero me he caído", "fall", "high"],
  ["No me duele el pecho pero me he caído", "fall", "high"],
  ["me he caído y me duele el pecho", "chest_pain", "critical"],
  ["No, me duele el pecho", "chest_pain", "critical"],
  ["me he caído y no me puedo levantar", "fall", "high"],
  // wishes not to wake up or to die, said in the conditional or subjunctive
  ["Sería mejor si no amaneciera nunca más", "self_harm", "critical"],
  ["quisiera no despertar", "self_harm", "critical"],
  ["Y si no despertara, mejor para todos", "self_harm", "critical"],
  ["ojalá me muriese ya", "self_harm", "critical"],
  // blood coughed or vomited a moment ago is still an emergency now
  ["Vomité sangre", "blood_vomit", "critical"],
  ["he tosido sangre", "blood_vomit", "critical"],
  ["escupí y era sangre", "blood_vomit", "critical"],
  // nobody waking a person who should wake
  ["no la puedo despertar", "unconscious", "critical"],
];

const negations = [
  "No me duele el pecho",
  "no me duele el pecho, estoy bien",
  "Hoy no tengo dolor en el pecho",
  "ya no me falta el aire",
  "Ya no me ahogo",
  "Nunca me he desmayado",
  "No me he caído, tranquila",
  "gracias a Dios no me caí",
  "no siento opresión en el pecho",
  "sin dolor en el pecho",
  "No me mareo mucho",
  "no estoy sangrando",
  "no me duele ni el pecho ni la cabeza",
  "El pecho no me duele",
  "no quiero morirme",
];

const everyday = [
  "me duele un poco la rodilla",
  "Me duele la cabeza",
  "me duelen las rodillas con este frío",
  "He caído en la cuenta de que hoy es domingo",
  "caí en la cuenta tarde",
  "Voy a hacer pecho de pollo a la plancha",
  "la pechuga de pollo estaba rica",
  "casi me caigo de la risa",
  "se me ha caído el vaso",
  "Mi nieto se cayó del columpio pero está bien",
  "me caí hace dos años y me rompí la cadera",
  "estoy un poco mareada",
  "me mareo en el coche",
  "me ahogo en un vaso de agua",
  "hoy respiro aire puro en el campo",
  "quiero morirme de risa con tus chistes",
  "me voy a matar a trabajar en el huerto",
  "la morcilla lleva sangre",
  "mañana me hacen un análisis de sangre",
  "no quiero vivir en una residencia",
  "tengo miedo de hacerme daño si bajo las escaleras",
  "me he dado un golpe en el dedo",
  "no puedo hablar con mi hija, no contesta",
  "se me duerme la pierna cuando estoy sentada",
  "¿me ayudas a recordar el nombre de una canción?",
  "¿Qué día es hoy?",
  "mejor no me despiertes temprano",
  "ojalá no llueva mañana",
  "hace años vomité sangre por una úlcera y ya estoy bien",
  "",
];

describe("detectHealthRisk: alarms", () => {
  it.each(positives)("%s -> %s (%s)", (text, category, severity) => {
    const risk = detectHealthRisk(text);
    expect(risk).toMatchObject({ category, severity });
    expect(risk?.reason).toMatch(/^[A-ZÁÉÍÓÚ][a-záéíóúñ ]+$/);
  });

  it("gives Spanish reasons", () => {
    expect(detectHealthRisk("me he caído")?.reason).toBe("Posible caída");
    expect(detectHealthRisk("me duele el pecho")?.reason).toBe("Dolor en el pecho");
    expect(detectHealthRisk("sangro mucho")?.reason).toBe("Sangrado abundante");
    expect(detectHealthRisk("estoy sangrando")?.reason).toBe("Sangrado");
  });

  it("is accent- and case-insensitive", () => {
    for (const text of ["Me he caído", "me he caido", "ME HE CAIDO", "Me He Caído"]) {
      expect(detectHealthRisk(text)?.category).toBe("fall");
    }
  });
});

describe("detectHealthRisk: negated phrases are not alarms", () => {
  it.each(negations)("%s", (text) => {
    expect(detectHealthRisk(text)).toBeNull();
  });
});

describe("detectHealthRisk: everyday talk is not an emergency", () => {
  it.each(everyday)("%s", (text) => {
    expect(detectHealthRisk(text)).toBeNull();
  });
});

it("covers at least 60 phrases", () => {
  expect(positives.length + negations.length + everyday.length).toBeGreaterThanOrEqual(60);
});
