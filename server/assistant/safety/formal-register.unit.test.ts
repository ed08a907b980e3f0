import { describe, expect, it } from "vitest";
import { assessSafety } from ".";

// Emergencies told in a formal or clinical register, as a daughter, a carer or a retired nurse writes
// them ("presento", "me hallo", "refiero", the names of the signs), and the routine medical talk that
// uses the same words and must stay calm.
const kindOf = (text: string) => {
  const verdict = assessSafety(text);
  return verdict && (verdict.kind === "alert" ? `alert:${verdict.risk.category}` : `ask:${verdict.category}`);
};

describe("a formal or clinical register that alerts", () => {
  it.each([
    // The chest: "torácico", "precordial", "retroesternal", a pain "de tipo opresivo".
    ["presento un dolor torácico de tipo opresivo desde hace media hora", "chest_pain"],
    ["refiero dolor precordial que se extiende hacia el brazo izquierdo", "chest_pain"],
    // Breathing: "dificultad respiratoria", "disnea".
    ["me encuentro con gran dificultad respiratoria", "breathing"],
    ["padezco disnea desde hace una hora y va a peor", "breathing"],
    // The brain: the corner of the mouth, articulating, pins and needles down one side.
    ["mi padre presenta desviación de la comisura labial y dificultad para articular", "stroke"],
    ["noto parestesias en media cara y el brazo", "stroke"],
    // Consciousness, a syncope, a seizure.
    ["mi esposo ha perdido la consciencia en el sillón", "unconscious"],
    ["mi madre ha sufrido un síncope al levantarse", "fainting"],
    ["está sufriendo una crisis convulsiva", "unconscious"],
    // A sudden headache by its clinical name.
    ["tengo una cefalea súbita, la más intensa que he padecido", "headache"],
    ["cefalea brusca con vómitos", "headache"],
    // Blood from the gut by its clinical names.
    ["he presentado un episodio de hematemesis", "blood_vomit"],
    ["llevo desde ayer con melenas", "blood_vomit"],
    // Water: "anegado".
    ["el aseo está anegado y el agua sigue subiendo", "flood"],
    // A fall told formally: "incorporarme", "me resulta imposible ponerme en pie".
    ["me resulta imposible ponerme en pie tras la caída", "fall"],
    // Swallowed: "ingerido".
    ["he ingerido por equivocación un producto de limpieza", "poisoning"],
    ["mi nieta ha ingerido varias pastillas de mi pastillero", "poisoning"],
    // The oxygen meter's figure.
    ["la saturación me marca 86", "breathing"],
    // Thoughts of self-harm by their clinical name.
    ["tengo ideas autolíticas desde hace días y hoy lo veo claro", "self_harm"],
  ])("%s → %s", (text, category) => {
    expect(kindOf(text)).toBe(`alert:${category}`);
  });

  it("a formal request for urgent help alerts", () => {
    expect(kindOf("requiero asistencia médica urgente")).toMatch(/^alert:/);
    expect(kindOf("solicito ayuda urgente, me encuentro indispuesta")).toMatch(/^alert:/);
  });
});

describe("routine medical talk in the same words that stays calm", () => {
  it.each([
    "mañana acudo a la analítica de control",
    "el cardiólogo dice que el electrocardiograma es normal",
    "el neumólogo me ha pautado un inhalador para la disnea",
    "me han citado para la revisión del marcapasos",
    "ya tengo el informe de la resonancia, sin hallazgos",
    "el informe dice que tuve un síncope vasovagal el año pasado",
    "presento la declaración de la renta mañana",
    "me hallo muy bien, gracias",
    "me han hecho una endoscopia y todo en orden",
    "me he cortado la melena para el verano",
    "la saturación me marca 97, como siempre",
    "se me quedaron los ojos anegados en lágrimas con la carta de mi nieta",
  ])("%s", (text) => {
    expect(kindOf(text)).toBeNull();
  });
});
