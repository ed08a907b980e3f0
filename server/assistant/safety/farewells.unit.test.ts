import { describe, expect, it } from "vitest";
import { assessSafety } from ".";

// A goodbye said as a plan for tonight or tomorrow, without words of dying ("mañana ya no abriré los
// ojos", "esta noche me marcho para no volver", "no me volveréis a ver"), is a wish not to live. The
// same words with a trip, an errand, a move or a place that explains them are everyday talk.
const kindOf = (text: string) => {
  const verdict = assessSafety(text);
  return verdict && (verdict.kind === "alert" ? `alert:${verdict.risk.category}` : `ask:${verdict.category}`);
};

describe("a goodbye for good alerts", () => {
  it.each([
    // Not waking up, not opening the eyes, not seeing tomorrow.
    "mañana ya no abriré los ojos, lo tengo claro",
    "mañana no despertaré, ya está todo preparado",
    "esta noche me duermo y ya no amaneceré",
    // Going away for good, with nowhere to go.
    "esta noche me marcho para no volver",
    "no me esperéis mañana, me voy para siempre",
    "adiós para siempre a todos",
    // Not to be seen again, not to be here.
    "no me volveréis a ver, os quiero",
    "cuando vengáis mañana ya no estaré",
    "cuando leáis esto ya será tarde",
    // The last night, the last day, the last message.
    "esta será mi última noche",
    "hoy es mi último día",
    "es la última vez que os escribo",
  ])("%s", (text) => {
    expect(kindOf(text)).toBe("alert:self_harm");
  });
});

describe("the same words with a reason stay calm", () => {
  it.each([
    "mañana no me despiertes pronto que es domingo",
    "mañana no me despertaré hasta las diez, que estoy cansada",
    "esta noche me voy al cine con mi hija",
    "me voy a vivir al pueblo para siempre",
    "me voy a Valladolid para siempre, allí están mis hijos",
    "no me vais a ver en el centro la semana que viene, me voy de viaje",
    "ya no me vais a ver más por el centro de día, me cambio al de mi barrio",
    "mañana no estaré en casa, tengo médico",
    "mañana no estaré, me voy de excursión con el imserso",
    "hoy es mi último día de rehabilitación, ya estoy bien",
    "es la última vez que compro en esa tienda",
    "esta es mi última semana en el coro",
    "adiós, hasta mañana",
    "me despido que me voy a hacer la cena",
  ])("%s", (text) => {
    expect(kindOf(text)).toBeNull();
  });
});
