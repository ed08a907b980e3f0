import { describe, expect, it } from "vitest";
import { lexiconDigest } from "../../../scripts/assistant/lexicon-digest";
import { respellClause } from "../conversation/respell";
import { splitStories } from "./context";
import { ALL_CUES } from "./detect";
import { LEXICON_VOCABULARY_SHA256, NEAR_KEY_WORDS } from "./lexicon";
import { correctorFor } from "./matcher";
import { clausesOf, soundOf } from "./normalize";

const correct = correctorFor(ALL_CUES, new Set(NEAR_KEY_WORDS.split(" ")));

describe("the typo corrector's lexicon", () => {
  it("was generated from the current key words (else: npx tsx scripts/assistant/make-lexicon.ts)", () => {
    expect(LEXICON_VOCABULARY_SHA256).toBe(lexiconDigest());
  });

  it.each(["consulta", "caldo", "cargar", "sulfatar", "cuida", "caliente", "quedado", "tortilla", "aprobado", "hambre", "haces", "sentado"])(
    "leaves the real word %s as it is",
    (word) => expect(correct(word)).toBe(word),
  );

  it.each([
    ["cabesa", "cabeza"],
    ["conosimiento", "conocimiento"],
    ["respirrar", "respirar"],
    ["isquierdo", "izquierdo"],
    ["cosina", "cocina"],
    ["pehco", "pecho"],
    ["abjea", "abeja"],
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
    ["huele a quemado", "huele a quemado"],
    ["tengo los pies hinchaos", "tengo los pies hinchados"],
    ["no e perdio el conocimiento", "no he perdido el conocimiento"],
  ])("%s -> %s", (typed, read) => {
    expect(respellClause(typed)).toBe(read);
  });

  it("splits at punctuation and keeps dictation without it as one clause", () => {
    expect(clausesOf("Me e caído, AYUDA")).toEqual([["me", "he", "caido"], ["ayuda"]]);
    expect(clausesOf("me e caido y no me puedo levantar")).toHaveLength(1);
  });
});

describe("stories told before 'ahora'", () => {
  it("split only when the part before is dated or on TV", () => {
    expect(splitStories(["a mi amiga le dio un infarto y ahora camina una hora"])).toEqual([
      "a mi amiga le dio un infarto",
      "ahora camina una hora",
    ]);
    expect(splitStories(["llevo toda la manana devolviendo y ahora sale con sangre"])).toHaveLength(1);
  });
});
