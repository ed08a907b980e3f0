import { describe, expect, it } from "vitest";
import { assessSafety } from ".";

// "Poner la mano encima" is the everyday, polite way to say someone hits you. Said of now, it is abuse and is never
// let pass; said as never, or as the past of someone else, it stays calm.
const kindOf = (text: string) => {
  const verdict = assessSafety(text);
  return verdict && (verdict.kind === "alert" ? `alert:${verdict.risk.category}` : `ask:${verdict.category}`);
};

describe("a hand laid on the person", () => {
  it.each([
    "mi hijo me ha puesto la mano encima esta mañana",
    "con todo respeto, mi marido vuelve a ponerme la mano encima",
    "la cuidadora me pone la mano encima cuando no hay nadie",
    "el yerno le puso las manos encima a mi madre anoche",
  ])("%s → abuse, alerted or asked", (text) => {
    expect(kindOf(text)).toMatch(/^(alert|ask):abuse$/);
  });

  it.each([
    "mi marido nunca me ha puesto la mano encima, era un santo",
    "puse la mano encima de la mesa para levantarme",
  ])("%s → calm", (text) => {
    expect(assessSafety(text)).toBeNull();
  });
});
