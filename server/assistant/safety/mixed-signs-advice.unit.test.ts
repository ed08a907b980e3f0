import { describe, expect, it } from "vitest";
import { assessSafety } from ".";

// When one message carries signs of two kinds of danger, the advice that fits what is happening. Each
// group was a class of wrong advice in rural, dictated messages; the calm look-alikes must stay calm.
const kindOf = (text: string) => {
  const verdict = assessSafety(text);
  return verdict && (verdict.kind === "alert" ? `alert:${verdict.risk.category}` : `ask:${verdict.category}`);
};

describe("the advice that fits mixed signs", () => {
  it.each([
    // Water that reaches the plugs and sparks: cut the power and keep away from the water (not "leave, fire").
    ["se ha reventado el termo, el agua va por todo el salón y salen chispas del enchufe", "flood"],
    ["la lavadora ha soltado agua por toda la cocina y la regleta echa chispas", "flood"],
    // Someone who fell or lies on the floor and neither moves nor answers: unconsciousness, not a fall.
    ["mi cuñada se ha caído en el patio y no habla ni se mueve", "unconscious"],
    ["mi padre está en el suelo de la cuadra y no se mueve ni contesta", "unconscious"],
    // A pressure high in the belly or a stabbing chest that climbs to the neck, with breathlessness: the heart.
    ["noto una opresión en la boca del estómago que se me sube hasta el cuello y me falta el aire", "chest_pain"],
    ["desde el desayuno el pecho me pincha y ahora me ahogo", "chest_pain"],
    // The sun for hours and then vomiting, a burning head, confusion: heat stroke, not a burn or a headache.
    ["llevo toda la tarde al sol cogiendo tomates y ahora tengo la cabeza ardiendo y vomito", "temperature"],
    ["con esta calor tengo la piel ardiendo y seca y estoy como atontada", "temperature"],
    // A fever with a head that goes: the fever's advice.
    ["la fiebre no me baja con nada, tiemblo y se me va la cabeza", "fever"],
    // A head that bursts or a stab so strong one has to sit on the floor: the sudden headache.
    ["me ha reventado la cabeza de pronto y veo borroso", "headache"],
    ["me dio un pinchazo en la cabeza tan fuerte que me tuve que sentar en el suelo", "headache"],
    // Dropping to the bed all of a sudden after feeling dizzy; out for a while, told by oneself: fainting.
    ["me mareé en la tienda y al llegar a casa me caí redonda en el sofá", "fainting"],
    ["me caí redondo en la cocina y no sé cuánto rato estuve sin sentido", "fainting"],
    // A brazier in a closed room and the whole family dizzy: fumes.
    ["tenemos el brasero en el cuarto cerrado y estamos los dos mareados y con ganas de vomitar", "gas"],
    // A hand gone dead and a thick tongue, all of a sudden: a stroke, not an allergy.
    ["se me ha ido el brazo izquierdo de golpe y tengo la lengua gorda", "stroke"],
    // Black stools that smell bad are blood in the gut, not a gas leak.
    ["tengo la cagalera negra y huele muy raro, estoy muy mareada", "blood_vomit"],
    // A burn from the stove or a splash of fuel on the face: the burn's cool water.
    ["me he quemado la espalda con la estufa y no me puedo ni tocar", "burn"],
    ["eché gasoil al fuego y me saltó a la cara, me arde muchísimo", "burn"],
    ["estaba echando gasolina al motor de la bomba y me ha saltado a los ojos", "burn"],
    // A sting and then choking: the allergy's advice.
    ["me ha picado una avispa en el huerto y me ahogo", "allergy"],
    // Someone at home who broke an arm: abuse, not a fall.
    ["mi yerno ha vuelto borracho y me ha roto la muñeca, sigue en casa", "abuse"],
    // A "technician" already inside and going through drawers: an intruder now.
    ["entró uno diciendo que era del gas y ahora está en la habitación revolviendo los armarios", "intruder"],
    // A scam whose only rule word is "urgente": the reader, sure of the scam, names it.
    ["me escribe mi nieto que le han robado el teléfono y que hay que pagar una factura urgente, ya tengo la tarjeta y un señor espera en la línea", "scam"],
  ])("%s → %s", (text, category) => {
    expect(kindOf(text)).toBe(`alert:${category}`);
  });

  it.each([
    "saltan chispas del enchufe del dormitorio y huele a quemado",
    "me he caído en el pasillo y no me puedo levantar",
  ])("keeps the specific danger when only one is told: %s", (text) => {
    expect(kindOf(text)).not.toBe("alert:flood");
    expect(kindOf(text)).not.toBe("alert:unconscious");
  });

  it.each([
    "se me ha ido la mano con la sal en el cocido",
    "me he sentado en el suelo a jugar con la nieta",
    "el pescado de ayer huele raro, lo voy a tirar",
    "mi nieto me ha roto las gafas jugando",
    "la caldera hace un ruido raro pero la casa está calentita",
  ])("stays calm: %s", (text) => {
    expect(kindOf(text)).toBeNull();
  });
});
