import { describe, expect, it } from "vitest";
import { detectHealthRisk } from ".";

// Catalan/Valencian, Galician and Basque, as older people in those regions type them. The expected
// category is the one whose answer fits; "no respira" may read as breathing or unconsciousness.
const urgent: [string, string[]][] = [
  ["m'he caigut a la dutxa i no em puc aixecar", ["fall"]],
  ["em vaig caure al bany", ["fall"]],
  ["estic a terra", ["fall"]],
  ["tinc molt de mal al pit", ["chest_pain"]],
  ["m'ofego", ["breathing"]],
  ["ajuda!", ["urgent_help"]],
  ["truqueu al 112", ["urgent_help"]],
  ["el meu home no respira", ["unconscious", "breathing"]],
  ["vull morir-me", ["self_harm"]],
  ["no vull viure mes", ["self_harm"]],
  ["hi ha foc a la cuina", ["fire"]],
  ["m'han entrat a casa", ["intruder"]],
  ["caín no baño e non me podo levantar", ["fall"]],
  ["doeme moito o peito", ["chest_pain"]],
  ["fáltame o aire", ["breathing"]],
  ["quero morrer", ["self_harm"]],
  ["hai lume na cocina", ["fire"]],
  ["cheira moito a gas", ["gas"]],
  ["chamade ao 112", ["urgent_help"]],
  ["lurrean nago", ["fall"]],
  ["hil nahi dut", ["self_harm"]],
  ["lagundu mesedez", ["urgent_help"]],
  ["m'he caigut i no em puc aixecar", ["fall"]],
  ["em fa molt de mal el pit", ["chest_pain"]],
  ["no puc respirar", ["unconscious", "breathing"]],
  ["ajuda si us plau", ["urgent_help"]],
  ["fa olor de gas a tota la casa", ["gas"]],
  ["caín e non me podo erguer", ["fall"]],
  ["dóeme moito o peito", ["chest_pain"]],
  ["axuda por favor", ["urgent_help"]],
  ["non podo respirar", ["unconscious", "breathing"]],
  ["erori naiz eta ezin naiz altxatu", ["fall"]],
  ["bularrean min handia daukat", ["chest_pain"]],
];

const calm = [
  "bon dia, com estas?",
  "se m ha caigut el mobil a terra",
  "s'ha caigut la tassa pero no passa res",
  "no m'he caigut, tranquil",
  "avui fa molt bon temps, he anat a passejar",
  "no em fa mal el pit, estic be",
  "m'agrada molt cuinar",
  "bos dias, que tal estas?",
  "caeume o vaso e rompeu",
  "non me doe o peito, estou ben",
  "hoxe vou ao mercado coa miña filla",
  "egun on, zer moduz?",
  "ez naiz erori, lasai",
  "gaur eguraldi ona dago",
  "el Cain de la biblia mato a su hermano",
  "me encanta la sopa de ajo",
];

describe("detectHealthRisk in Catalan, Galician and Basque", () => {
  it.each(urgent)("%s", (text, categories) => {
    expect(categories).toContain(detectHealthRisk(text)?.category);
  });
  it.each(calm)("no alert: %s", (text) => {
    expect(detectHealthRisk(text)).toBeNull();
  });
});
