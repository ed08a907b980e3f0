import { describe, expect, it } from "vitest";
import { assessSafety } from ".";
import { clausesOf } from "./normalize";

// How people in rural Galicia and Asturias write: a danger played down before a "pero", Galician words and
// diminutives in Spanish, one finger on the keys. Each rule with the everyday sentence that must stay calm.
const kindOf = (text: string) => {
  const verdict = assessSafety(text);
  return verdict && (verdict.kind === "alert" ? `alert:${verdict.risk.category}` : `ask:${verdict.category}`);
};
const read = (text: string) => clausesOf(text).map((c) => c.join(" ")).join(" / ");

describe("a minimising frame before 'pero' is read past", () => {
  it.each([
    ["igual es una tontería pero huelo a gas en el portal de casa", "gas"],
    ["no quiero molestar pero me he ido al suelo y no me levanto", "fall"],
    ["a lo mejor no es nada pero me aprieta el pecho y sudo", "chest_pain"],
  ])("%s", (text, category) => expect(kindOf(text)).toBe(`alert:${category}`));

  it("drops the frame, keeps the rest", () => {
    expect(read("será poca cosa pero no paro de sangrar")).toBe("no paro de sangrar");
    expect(read("no es nada pero me mareo")).toBe("me mareo");
  });
  it.each(["no quiero molestar pero ¿qué tiempo hará mañana?", "igual es una tontería pero me apetece ver a mi nieta"])(
    "%s stays calm",
    (text) => expect(kindOf(text)).toBeNull(),
  );
});

describe("Galician and Asturian words and diminutives", () => {
  it("reads Galician words and -iño diminutives as their Spanish ones", () => {
    expect(read("teño moito frío e non sei")).toBe("tengo mucho frio e no se");
    expect(read("a veciña da cociña ten un problemiña")).toBe("a vecina da cocina ten un problemita");
    expect(read("o meu home e o meu neto")).toBe("o meu hombre e o meu nieto");
    expect(read("mi niño tiene cariño")).toBe("mi nino tiene carino");
  });
  it.each([
    ["doeme o peito moito, teño medo", "chest_pain"],
    ["sale un humito negro del cargador del movil", "fire"],
    ["un golpecito con la mesa y no deja de salir sangre", "bleeding"],
  ])("%s", (text, category) => expect(kindOf(text)).toBe(`alert:${category}`));
  it.each(["el sueldo neto de mi hija es poco", "estou que me caio de sono"])("%s stays calm", (text) =>
    expect(kindOf(text)).toBeNull(),
  );
});

describe("one finger on the keys", () => {
  it("a doubled last letter is a slip", () => {
    expect(kindOf("ayudaa por favorr estoy solaa")).toBe("alert:urgent_help");

  });
});

describe("a story dated years back stays in the past", () => {
  it("even when it names the ambulance", () => {
    expect(kindOf("hace tres años me dio un mareo en misa y vino la ambulancia, ahora estoy estupenda")).toBeNull();
  });
  it("a danger dealt with is not one now", () => {
    expect(kindOf("se me olvidó el aceite en el fuego pero ya lo aparté, no pasó nada")).toBeNull();
  });
  it("but the present still counts", () => {
    expect(kindOf("hace dos años me operaron y hoy me he caído en el baño")).toBe("alert:fall");
  });
});
