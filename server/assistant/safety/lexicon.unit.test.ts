import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { respellClause } from "../respell";
import { ALL_CUES } from "./detect";
import { LEXICON_VOCABULARY_SHA256, NEAR_KEY_WORDS } from "./lexicon";
import { correctionVocabulary, correctorFor } from "./matcher";
import { clausesOf, soundOf } from "./normalize";

const correct = correctorFor(ALL_CUES, new Set(NEAR_KEY_WORDS.split(" ")));

describe("the typo corrector's lexicon", () => {
  it("was generated from the current key words (else: npx tsx scripts/assistant/make-lexicon.ts)", () => {
    const hash = createHash("sha256").update(correctionVocabulary(ALL_CUES).join(" ")).digest("hex");
    expect(LEXICON_VOCABULARY_SHA256).toBe(hash);
  });

  it.each(["consulta", "caldo", "cuida", "caliente", "quedado", "tortilla", "aprobado", "hambre", "haces", "sentado"])(
    "leaves the real word %s as it is",
    (word) => expect(correct(word)).toBe(word),
  );

  it.each([
    ["cabesa", "cabeza"],
    ["conosimiento", "conocimiento"],
    ["respirrar", "respirar"],
    ["isquierdo", "izquierdo"],
    ["cosina", "cocina"],
  ])("corrects the misspelling %s to %s, by sound or by one or two edits", (typo, word) => {
    expect(correct(typo)).toBe(word);
  });
});

describe("spellings of speech", () => {
  it("hear c, z and s, b and v, ll and y, a silent h and doubled letters alike", () => {
    expect(soundOf("cabeza")).toBe(soundOf("cabesa"));
    expect(soundOf("vaso")).toBe(soundOf("baso"));
    expect(soundOf("hinchado")).toBe(soundOf("inchado"));
    expect(soundOf("llamo")).toBe(soundOf("yamo"));
    expect(soundOf("casa")).not.toBe(soundOf("cosa"));
  });

  it.each([
    ["me e caido", "me he caido"],
    ["se a colado en casa", "se ha colado en casa"],
    ["me he quedao sin aire", "me he quedado sin aire"],
    ["ke ora es", "que hora es"],
    ["oy no tengo xiste", "hoy no tengo chiste"],
    ["graciaas", "gracias"],
    ["ola buenos dias", "hola buenos dias"],
    ["la ola de calor", "la ola de calor"],
    ["voy a casa", "voy a casa"],
    ["no tengo ganas a nada", "no tengo ganas a nada"],
    ["bacalao con tomate", "bacalao con tomate"],
  ])("%s -> %s", (typed, read) => {
    expect(respellClause(typed)).toBe(read);
  });

  it("splits at punctuation and keeps dictation without it as one clause", () => {
    expect(clausesOf("Me e caído, AYUDA")).toEqual([["me", "he", "caido"], ["ayuda"]]);
    expect(clausesOf("me e caido y no me puedo levantar")).toHaveLength(1);
  });
});
