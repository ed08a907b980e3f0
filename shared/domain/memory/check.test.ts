import { describe, expect, it } from "vitest";
import { checkAnswer } from "./check";
import {
  associationsFixture,
  numbersFixture,
  pairsFixture,
  sequencesFixture,
  storiesFixture,
  wordsFixture,
} from "../../testing/memory-fixtures";
import type { MemoryExercise } from "./types";

describe("checkAnswer: numbers and stories compare digits only", () => {
  it.each([
    ["1234", true],
    ["1 2 3 4", true],
    [" 12-34 ", true],
    ["1.234", true],
    ["12a34", true],
    ["1243", false],
    ["123", false],
    ["12345", false],
    ["01234", false],
    ["", false],
    ["   ", false],
    ["uno dos", false],
  ])("numbers %j -> %s", (typed, expected) => {
    expect(checkAnswer(numbersFixture, typed).isCorrect).toBe(expected);
  });

  it.each([
    ["12", true],
    ["12 huevos", true],
    ["Compró 12.", true],
    ["doce", false],
    ["2", false],
    ["122", false],
    ["", false],
  ])("stories %j -> %s", (typed, expected) => {
    expect(checkAnswer(storiesFixture, typed).isCorrect).toBe(expected);
  });

  it("returns display texts and never throws on a missing answer", () => {
    expect(checkAnswer(numbersFixture, "  1 2  34 ")).toEqual({
      isCorrect: true,
      correctAnswerText: "1234",
      userAnswerText: "1 2 34",
    });
    expect(checkAnswer(storiesFixture, null)).toEqual({
      isCorrect: false,
      correctAnswerText: "12",
      userAnswerText: "",
    });
    expect(checkAnswer(numbersFixture, undefined).isCorrect).toBe(false);
  });
});

describe("checkAnswer: words need exactly the shown set", () => {
  it.each([
    ["exact, same order", ["sofá", "reloj", "pan", "cajón"], true],
    ["reordered", ["cajón", "pan", "sofá", "reloj"], true],
    ["case, accents and spaces ignored", [" SOFA", "Reloj ", "PAN", "cajon"], true],
    ["a repeated pick does not matter", ["sofá", "reloj", "pan", "cajón", "pan"], true],
    ["missing one", ["sofá", "reloj", "pan"], false],
    ["one extra distractor", ["sofá", "reloj", "pan", "cajón", "mesa"], false],
    ["one swapped for a distractor", ["sofá", "reloj", "pan", "mesa"], false],
    ["nothing", [], false],
  ])("%s", (_label, answer, expected) => {
    expect(checkAnswer(wordsFixture, answer).isCorrect).toBe(expected);
  });

  it("texts list the shown and the picked words", () => {
    const result = checkAnswer(wordsFixture, ["pan", " mesa "]);
    expect(result).toEqual({
      isCorrect: false,
      correctAnswerText: "sofá, reloj, pan, cajón",
      userAnswerText: "pan, mesa",
    });
  });
});

describe("checkAnswer: sequences need the exact order", () => {
  it.each([
    ["exact", ["limón", "pera", "uvas", "fresa"], true],
    ["case and accents ignored", ["LIMON", " pera", "Uvas", "fresa"], true],
    ["reordered", ["pera", "limón", "uvas", "fresa"], false],
    ["missing the last", ["limón", "pera", "uvas"], false],
    ["an extra at the end", ["limón", "pera", "uvas", "fresa", "pera"], false],
    ["nothing", [], false],
  ])("%s", (_label, answer, expected) => {
    expect(checkAnswer(sequencesFixture, answer).isCorrect).toBe(expected);
  });

  it("texts keep the order", () => {
    expect(checkAnswer(sequencesFixture, ["pera", "limón"])).toEqual({
      isCorrect: false,
      correctAnswerText: "limón, pera, uvas, fresa",
      userAnswerText: "pera, limón",
    });
  });
});

describe("checkAnswer: associations compare each pair ignoring case", () => {
  const right = { llave: "cerradura", pan: "panadería", turrón: "Navidad" };
  it.each([
    ["exact", right, true],
    [
      "case and surrounding spaces ignored",
      { " LLAVE ": " Cerradura", pan: "PANADERÍA", turrón: "navidad " },
      true,
    ],
    ["keys in another order", { turrón: "Navidad", llave: "cerradura", pan: "panadería" }, true],
    ["two rights swapped", { llave: "panadería", pan: "cerradura", turrón: "Navidad" }, false],
    ["one missing", { llave: "cerradura", pan: "panadería" }, false],
    ["one blank", { llave: "cerradura", pan: "", turrón: "Navidad" }, false],
    ["an extra unknown item", { ...right, gato: "ratón" }, false],
    ["accents are part of the text", { llave: "cerradura", pan: "panaderia", turrón: "Navidad" }, false],
    ["nothing", {}, false],
  ])("%s", (_label, answer, expected) => {
    expect(checkAnswer(associationsFixture, answer).isCorrect).toBe(expected);
  });

  it("texts show every pair, with ? where unanswered", () => {
    expect(checkAnswer(associationsFixture, { llave: "cerradura", pan: "Navidad" })).toEqual({
      isCorrect: false,
      correctAnswerText: "llave – cerradura, pan – panadería, turrón – Navidad",
      userAnswerText: "llave – cerradura, pan – Navidad, turrón – ?",
    });
    expect(checkAnswer(associationsFixture, {}).userAnswerText).toBe("");
  });
});

describe("checkAnswer: card pairs need every pair found", () => {
  it.each([
    ["all, any order", ["par-3", "par-1", "par-2"], true],
    ["all, one repeated", ["par-1", "par-2", "par-3", "par-2"], true],
    ["two of three", ["par-1", "par-2"], false],
    ["an unknown id", ["par-1", "par-2", "par-3", "par-9"], false],
    ["none", [], false],
  ])("%s", (_label, answer, expected) => {
    expect(checkAnswer(pairsFixture, answer).isCorrect).toBe(expected);
  });

  it("texts count the pairs", () => {
    expect(checkAnswer(pairsFixture, ["par-2"])).toEqual({
      isCorrect: false,
      correctAnswerText: "3 parejas",
      userAnswerText: "1 pareja",
    });
    expect(checkAnswer(pairsFixture, ["par-1", "par-2", "par-3"]).userAnswerText).toBe("3 parejas");
  });
});

describe("checkAnswer: wrong-shaped answers are just wrong", () => {
  it("does not throw on shapes the UI should never send", () => {
    const loose = (exercise: MemoryExercise, answer: unknown) =>
      checkAnswer(exercise, answer as never as MemoryExercise["correctAnswer"]);
    expect(loose(wordsFixture, "sofá, reloj, pan, cajón").isCorrect).toBe(false);
    expect(loose(associationsFixture, ["llave", "cerradura"]).isCorrect).toBe(false);
    expect(loose(numbersFixture, 1234).isCorrect).toBe(true);
    expect(loose(pairsFixture, { "par-1": true }).isCorrect).toBe(false);
  });
});
