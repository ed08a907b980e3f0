import { describe, expect, it } from "vitest";
import { assessSafety } from ".";
import { repairSpacing } from "./glued";

// Words the keyboard glued (a missed space bar) or split (a space in the middle of a word, by finger
// or by dictation). The emergency must still be read; everyday words that look glued stay whole.
const kindOf = (text: string) => {
  const verdict = assessSafety(text);
  return verdict && (verdict.kind === "alert" ? `alert:${verdict.risk.category}` : `ask:${verdict.category}`);
};
const repaired = (text: string) => repairSpacing(text.split(" ")).join(" ");

describe("glued and split words", () => {
  it.each([
    ["nome puedo levantar", "no me puedo levantar"],
    ["nomepuedo mover", "no me puedo mover"],
    ["mehe caido", "me he caido"],
    ["me duele elpecho", "me duele el pecho"],
    ["sale humode la campana", "sale humo de la campana"],
    ["mi mujerno respira", "mi mujer no respira"],
    ["duelemucho", "duele mucho"],
    ["el pe cho", "el pecho"],
    ["se ha des mayado", "se ha desmayado"],
    ["me estoy a hogando", "me estoy ahogando"],
  ])("%s → %s", (text, words) => {
    expect(repaired(text)).toBe(words);
  });

  it.each([
    // Real words that look like two ("con suelo", "te le", "que darme"), and pronouns after a verb.
    "consuelo",
    "tele",
    "ella",
    "quedarme",
    "cuentame",
    "teleasistencia",
    "novela",
    "enfrente",
    // Two everyday words that spell a key word are not joined.
    "me dio un mareo",
    "pa no caerme",
    "se rie mucho",
  ])("leaves %s as it is", (text) => {
    expect(repaired(text)).toBe(text);
  });
});

describe("emergencies typed with glued or split words alert", () => {
  it.each([
    ["nome puedo levantar del suelo", "fall"],
    ["mi mujerno respira", "unconscious"],
    ["sale humode la campana de la cocina", "fire"],
    ["nopuedo mover la pierna derecha", "stroke"],
    ["me duele mucho elpecho y el brazo", "chest_pain"],
    ["se ha caidomi marido en la ducha", "fall"],
    ["me duele el pe cho muchísimo", "chest_pain"],
    ["mi marido se ha des mayado", "fainting"],
    ["me estoy a hogando", "breathing"],
    ["tengo la cara tor cida y hablo raro", "stroke"],
  ])("%s → %s", (text, category) => {
    expect(kindOf(text)).toBe(`alert:${category}`);
  });
});

describe("everyday messages with glued words stay calm", () => {
  it.each([
    "mehe comprado unas zapatillas nuevas",
    "nopuedo ir a la excursión, tengo médico",
    "me duele unpoco el pie",
    "se ha caidoel vaso al suelo",
    "mi nieto nome llama nunca",
    "cuentame un chiste de medicos",
  ])("%s", (text) => {
    expect(kindOf(text)).toBeNull();
  });
});
