import { describe, expect, it } from "vitest";
import { assessSafety } from ".";

// Emergencies told in rural southern and dictated speech that the detector used to miss or only ask about,
// and everyday talk with the same words that must stay calm.
const kindOf = (text: string) => {
  const verdict = assessSafety(text);
  return verdict && (verdict.kind === "alert" ? `alert:${verdict.risk.category}` : `ask:${verdict.category}`);
};

describe("emergencies that alert", () => {
  it.each([
    // The TV as the frame, then one's own thoughts and a plan in the present.
    ["estaba con el concurso puesto y pensando que mejor me moría, tengo la navaja al lado y me quiero cortar", "self_harm"],
    // Methods with a place: a barn's beam; poison made ready.
    ["me voy a colgar de la viga del granero", "self_harm"],
    ["tengo el matarratas preparado en un vaso", "self_harm"],
    // A death dated years back dates the death, not what happens now.
    ["mi mujer de pronto no me reconoce y quiere ir a ver a su padre que murió hace cuarenta años", "confusion"],
    // A cut to the bone, a finger half off, bleeding that does not stop.
    ["me he rajado el brazo con la chapa y se ve el hueso", "bleeding"],
    ["con la hoz me he cortado el dedo y está casi colgando", "bleeding"],
    ["picando cebolla para el gazpacho me he cortado y no para de sangrar, llevo dos paños empapados", "bleeding"],
    // Hives or a rash with dizziness.
    ["me ha picado un bicho en el corral y me han salido ronchas y me mareo", "allergy"],
    // Someone at home who broke a bone.
    ["mi hijo llega bebido y me ha roto el brazo, está en la cocina", "abuse"],
  ])("%s → %s", (text, category) => {
    expect(kindOf(text)).toBe(`alert:${category}`);
  });
});

describe("someone fallen into a well", () => {
  it.each(["mi marido se ha caído dentro del pozo del patio", "mi cuñado se ha caído en la zanja de la obra"])("%s alerts", (text) => {
    expect(kindOf(text)).toMatch(/^alert:/);
  });
});

describe("everyday talk that stays calm", () => {
  it.each([
    // On TV, not here.
    "la tele esta mañana ha echado un incendio en Huelva, qué pena",
    "la tele ha dicho que viene una ola de calor",
    // A habit, not a faint now.
    "me da un patatús cada vez que me llega la factura del agua",
    // Food and bins smell, not gas.
    "la leche huele rara, la voy a tirar",
    // Worn out by the heat or a big meal, and a joking call for help.
    "no puedo más con este calor, me voy a la sombra",
    "no puedo más de lo que he comido en la boda",
    "socorro qué calor hace hoy en el pueblo",
    // A small win told by the winner.
    "me ha tocado la lotería 15 euros, para el café",
    // Everyday uses of the same verbs.
    "voy a colgar la ropa en el patio",
    "me quiero cortar el pelo para la boda de mi nieta",
    "mi abuela murió hace cuarenta años y todavía me acuerdo de ella",
  ])("%s", (text) => {
    expect(kindOf(text)).toBeNull();
  });
});
