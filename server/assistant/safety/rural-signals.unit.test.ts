import { describe, expect, it } from "vitest";
import { assessSafety } from ".";

// Signals a careful reader catches in plain, rural or dictated speech, and the advice that fits them. Each
// group has the everyday sentences that must stay calm (or at least not alert).
const kindOf = (text: string) => {
  const verdict = assessSafety(text);
  return verdict && (verdict.kind === "alert" ? `alert:${verdict.risk.category}` : `ask:${verdict.category}`);
};
const isAlert = (text: string) => kindOf(text)?.startsWith("alert") === true;

describe("emergencies told in plain words", () => {
  it.each([
    // The face or the walk pulled to one side; a hand gone dead.
    ["a mi madre se le ha quedado la boca para un lado y no la entiendo", "stroke"],
    ["mi marido anda y se le va para el lado, no puede ni con la cuchara", "stroke"],
    ["tengo el brazo como muerto desde el desayuno", "stroke"],
    // Not waking however shaken; breathing oddly and not answering.
    ["mi padre no hay quien lo despierte, le muevo y nada", "unconscious"],
    ["la abuela lleva un rato sin responder en el sillón", "unconscious"],
    ["se está poniendo morado, tose y no le entra el aire", "breathing"],
    ["con esta fatiga no puedo ni andar hasta la cocina", "breathing"],
    // Black stools, mushrooms, a battery swallowed, doses not counted.
    ["desde anoche las cacas me salen negras como el carbón", "blood_vomit"],
    ["cenamos setas del monte y estamos vomitando los dos", "poisoning"],
    ["el crío se ha tragado un imán de la nevera", "poisoning"],
    ["me parece que me tomé tres veces la de la tensión esta mañana", "poisoning"],
    // A fire that climbs from a candle or comes from next door; water that reaches the sockets.
    ["la vela ha prendido el mantel y sube por la pared", "fire"],
    ["arde el pajar del vecino y las llamas se acercan a la casa", "fire"],
    ["el charco del baño va creciendo y ya llega al enchufe", "flood"],
    ["se ha desbordado el arroyo y entra agua en casa", "flood"],
    // Heat and cold in the house.
    ["estuve segando al sol y me ha dado un golpe de calor, estoy mareadísima", "temperature"],
    ["no queda leña desde el lunes y en casa hace un frío que tirito", "temperature"],
    // A fever told by its number.
    ["mi suegro tiene 39 y medio y tirita", "fever"],
    // A torch moving inside; steps in the loft.
    ["veo una linterna moviéndose por el patio y yo estoy sola", "intruder"],
    ["se oyen pasos en la buhardilla y vivo sola", "intruder"],
    // Lost outdoors.
    ["me perdí por el monte buscando castañas y no sé por dónde ir", "confusion"],
    // Scams: a prize to pay for, the code read out, someone in control of the tablet.
    ["me dicen que me ha tocado un premio y tengo que adelantar los gastos de envío", "scam"],
    ["un chico del banco quiere que le diga el pin que me acaba de llegar", "scam"],
    ["en la pantalla el ratón se mueve solo desde que me llamaron", "scam"],
    // Farewells.
    ["quería que supierais que esto es una despedida", "self_harm"],
    ["pronto no daré más trabajo a nadie, ya veréis", "self_harm"],
    ["voy juntando pastillas de las de dormir por si acaso", "self_harm"],
    ["quisiera dormir para siempre y no despertar", "self_harm"],
    // Second round: a jaw and sweat, a first worst headache, fever by the forehead, a cold house with the power cut.
    ["me duele la boca del estómago, me sube a la barbilla y sudo mucho", "chest_pain"],
    ["jamás me había dolido la cabeza tanto como ahora", "headache"],
    ["tengo la frente que arde y una tiritona que no paro", "fever"],
    ["nos cortaron la luz y paso un frío que estoy temblando", "temperature"],
    ["me he quedado sin sentido un momentito en misa y ahora estoy floja", "fainting"],
    ["mi tía que vive sola no coge el teléfono desde el mediodía", "urgent_help"],
    ["el abuelo salió a pasear y no sabe volver, está en la carretera", "confusion"],
  ])("%s -> %s", (text, category) => expect(kindOf(text)).toBe(`alert:${category}`));

  it("a limb that does not respond after a fall is the fall's advice", () => {
    expect(kindOf("me resbalé en la cocina y la pierna no me responde")).toBe("alert:fall");
  });
  it("a story on the TV, then the speaker's own present", () => {
    expect(kindOf("estaba viendo el concurso y se me ha ido una almendra por mal sitio, no respiro")).toBe("alert:breathing");
    expect(kindOf("me está dando lo mismo que cuando el infarto de hace tres años, el pecho como una losa")).toBe("alert:chest_pain");
  });
});

describe("someone else in danger", () => {
  it.each([
    "la vecina de enfrente no abre y su perro no para de ladrar",
    "mi hermano no volvió del monte y ya es de noche",
    "hace dos días que no se ve luz en casa del señor de abajo",
  ])("%s alerts", (text) => expect(isAlert(text)).toBe(true));
});

describe("calls for help with a word or two more", () => {
  it.each(["venid rápido por dios", "ay que me pasa algo, venid ya", "ayuda estoy sola", "si pudiera venir alguien que estoy fatal"])(
    "%s is a call",
    (text) => expect(kindOf(text)).toBe("alert:urgent_help"),
  );
});

describe("everyday sentences that stay calm", () => {
  it.each([
    "el perro del vecino ladra toda la noche y no me deja dormir",
    "mi nieto no volvió a llamar, estará liado",
    "mi hijo no ha vuelto todavía del trabajo, llegará de noche",
    "tengo la cocina de leña encendida todo el día",
    "me han puesto una aplicación del banco en el móvil y es muy cómoda",
    "tengo la pierna dormida de estar sentada",
    "me tomo la de la tensión dos veces al día",
    "se me cayó la baba viendo a mi bisnieta",
    "mi nieto tiene 39 años y vive en Lugo",
    "guardo las pastillas en el cajón de la cocina",
    "la vela del santo la tengo encendida en la mesilla",
    "que suerte, me ha tocado un jamón en la rifa del pueblo",
    "el río crece con las lluvias pero en mi casa no entra",
    "me dijo mi hija que me quiere mucho",
    "me ha sentado fatal la comida, nada más",
    "casi me ahogo de la risa con las cosas de mi nieto",
    "hoy me he tomado todas las pastillas a su hora",
    "la nevera está vacía porque mañana viene la compra y no me queda dinero suelto",
    "nunca me ha dolido la cabeza, tengo suerte",
  ])("%s does not alert", (text) => expect(isAlert(text)).toBe(false));
});
