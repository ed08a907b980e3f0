import { describe, expect, it } from "vitest";
import { detectHealthRisk } from ".";

// Concept matching across the ways people really type: no accents, typos, verb forms, dictation.
const alarms: [string, string, "high" | "critical"][] = [
  ["huele mucho a gas en la cosina", "gas", "critical"],
  ["hay olor a butano y no se de donde sale", "gas", "critical"],
  ["sale humo del enchufe de la cocina", "fire", "critical"],
  ["hay alguien intentando forzar la puerta", "intruder", "critical"],
  ["mi marido se ha caido y no responde", "unconscious", "critical"],
  ["me estoy cayendo todo el rato y ahora estoy en el suelo", "fall", "high"],
  ["me cai en el pasillo y no me puedo levantar", "fall", "high"],
  ["se me hincha la cara y los labios despues de comer gambas", "allergy", "critical"],
  ["me he tomado todas las pastillas de la caja", "poisoning", "critical"],
  ["creo que me he tomado la pastilla dos veces", "poisoning", "critical"],
  ["he vomitado sangre esta mañana", "blood_vomit", "critical"],
  ["el peor dolor de cabeza de mi vida me ha venido de golpe", "headache", "critical"],
  ["no se donde estoy y no encuentro mi casa", "confusion", "high"],
  ["llevo tres dias sin comer nada", "not_eating", "high"],
  ["se ha roto la calefaccion y estoy helada", "temperature", "high"],
  ["mi nieto me quita el dinero de la pension", "abuse", "high"],
  ["ya nada tiene sentido", "self_harm", "critical"],
  ["ojala no despertar mañana", "self_harm", "critical"],
  ["para que seguir asi", "self_harm", "critical"],
  ["me he quemado la mano con el aceite", "burn", "high"],
  ["tengo 39 de fiebre y estoy tiritando", "fever", "high"],
  ["se ha inundado el baño", "flood", "high"],
  ["me duele el pexo y el brazo isquierdo", "chest_pain", "critical"],
];

const calm = [
  "me muero de risa con mi nieta",
  "no me duele nada hoy",
  "en la tele han dicho que hubo un incendio en un pueblo",
  "hace años me cai de la escalera y me rompi la cadera",
  "se me ha caido el vaso al suelo",
  "me partio el corazon ver la pelicula",
  "si me caigo que hago",
  "mi madre murio de un infarto hace mucho",
  "he hecho lentejas y huelen de maravilla",
  "mi hija me ha llamado por telefono",
  "no quiero vivir en una residencia",
  "estoy echando humo con el vecino",
  "que hay que hacer si huele a gas",
];

describe("concept detector", () => {
  it.each(alarms)("%s -> %s (%s)", (text, category, severity) => {
    expect(detectHealthRisk(text)).toMatchObject({ category, severity });
  });
  it.each(calm)("calm: %s", (text) => {
    expect(detectHealthRisk(text)).toBeNull();
  });
});
