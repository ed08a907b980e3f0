import { describe, expect, it } from "vitest";
import {
  type CardGameState,
  cardLabel,
  createCardGame,
  flip,
  isCardVisible,
  matchedPairIds,
  resolve,
} from "./cards";
import { checkAnswer } from "./check";
import { generateExercise } from "./generate";
import { createRng } from "../rng";
import type { MemoryCard } from "./types";

// Deck: A B A B C C  (positions 1..6)
const card = (n: number, pairId: string, name: string): MemoryCard => ({
  id: `carta-${n}`,
  position: n,
  pairId,
  symbol: "*",
  name,
});
const deck = [
  card(1, "par-1", "gato"),
  card(2, "par-2", "perro"),
  card(3, "par-1", "gato"),
  card(4, "par-2", "perro"),
  card(5, "par-3", "pez"),
  card(6, "par-3", "pez"),
];

function flipOk(state: CardGameState, id: string) {
  const result = flip(state, id);
  expect(result.accepted).toBe(true);
  return result;
}

describe("card game reducer", () => {
  it("starts with every card face down", () => {
    const state = createCardGame(deck);
    expect(state).toMatchObject({ faceUp: [], matched: [], pending: null, moves: 0, finished: false });
    expect(cardLabel(state, "carta-1")).toBe("Carta 1, boca abajo");
    expect(isCardVisible(state, "carta-1")).toBe(false);
  });

  it("a first card needs no timer; a matching second starts the 1000 ms match timer", () => {
    const one = flipOk(createCardGame(deck), "carta-1");
    expect(one.timer).toBeNull();
    expect(one.state.faceUp).toEqual(["carta-1"]);
    expect(cardLabel(one.state, "carta-1")).toBe("Carta 1: gato");
    const two = flipOk(one.state, "carta-3");
    expect(two.timer).toEqual({ kind: "match", afterMs: 1000 });
    expect(two.state.moves).toBe(1);
    expect(matchedPairIds(two.state)).toEqual(["par-1"]);
    const after = resolve(two.state);
    expect(after).toMatchObject({ faceUp: [], matched: ["carta-1", "carta-3"], pending: null });
    expect(cardLabel(after, "carta-3")).toBe("Carta 3: gato, pareja encontrada");
    expect(isCardVisible(after, "carta-3")).toBe(true);
  });

  it("a mismatch starts the 1500 ms timer and flips both back", () => {
    const one = flipOk(createCardGame(deck), "carta-1");
    const two = flipOk(one.state, "carta-2");
    expect(two.timer).toEqual({ kind: "mismatch", afterMs: 1500 });
    expect(matchedPairIds(two.state)).toEqual([]);
    const after = resolve(two.state);
    expect(after).toMatchObject({ faceUp: [], matched: [], pending: null, moves: 1 });
  });

  it("refuses a third card while two are face up, and the same card twice", () => {
    const one = flipOk(createCardGame(deck), "carta-1");
    expect(flip(one.state, "carta-1")).toMatchObject({ accepted: false, refusal: "face-up", timer: null });
    const two = flipOk(one.state, "carta-2");
    const third = flip(two.state, "carta-5");
    expect(third).toMatchObject({ accepted: false, refusal: "busy", timer: null });
    expect(third.state).toBe(two.state);
    expect(flip(resolve(two.state), "carta-5").accepted).toBe(true);
  });

  it("cannot flip matched or unknown cards", () => {
    const matched = resolve(flipOk(flipOk(createCardGame(deck), "carta-1").state, "carta-3").state);
    expect(flip(matched, "carta-1")).toMatchObject({ accepted: false, refusal: "matched" });
    expect(flip(matched, "carta-3")).toMatchObject({ accepted: false, refusal: "matched" });
    expect(flip(matched, "carta-99")).toMatchObject({ accepted: false, refusal: "unknown-card" });
    const one = flipOk(matched, "carta-2");
    expect(flip(one.state, "carta-1").refusal).toBe("matched");
  });

  it("after the last match, a 500 ms complete timer; resolving it finishes the game", () => {
    let state = createCardGame(deck);
    for (const [a, b] of [
      ["carta-1", "carta-3"],
      ["carta-2", "carta-4"],
    ]) {
      state = flipOk(state, a).state;
      state = resolve(flipOk(state, b).state);
      expect(state.pending).toBeNull();
    }
    state = flipOk(state, "carta-5").state;
    const last = flipOk(state, "carta-6");
    expect(last.timer).toEqual({ kind: "match", afterMs: 1000 });
    state = resolve(last.state);
    expect(state.pending).toEqual({ kind: "complete", afterMs: 500 });
    expect(state.finished).toBe(false);
    state = resolve(state);
    expect(state).toMatchObject({ pending: null, finished: true, moves: 3 });
    expect(flip(state, "carta-1").refusal).toBe("finished");
    expect(resolve(state)).toBe(state);
    expect(matchedPairIds(state)).toEqual(["par-1", "par-2", "par-3"]);
  });

  it("resolve without a pending timer changes nothing", () => {
    const state = createCardGame(deck);
    expect(resolve(state)).toBe(state);
  });

  it("plays a generated exercise to a correct answer by card ids", () => {
    const exercise = generateExercise("pairs-cards", "hard", createRng(12));
    let state = createCardGame(exercise);
    expect(state.cards).toHaveLength(12);
    for (const face of exercise.content) {
      const [a, b] = exercise.options.filter((c) => c.pairId === face.pairId);
      state = flipOk(state, a.id).state;
      state = resolve(flipOk(state, b.id).state);
    }
    expect(state.pending?.kind).toBe("complete");
    expect(checkAnswer(exercise, matchedPairIds(state)).isCorrect).toBe(true);
  });

  it("the answer is wrong when the time runs out with pairs missing", () => {
    const exercise = generateExercise("pairs-cards", "easy", createRng(4));
    const [a, b] = exercise.options.filter((c) => c.pairId === "par-1");
    const state = resolve(flipOk(flipOk(createCardGame(exercise), a.id).state, b.id).state);
    expect(matchedPairIds(state)).toEqual(["par-1"]);
    expect(checkAnswer(exercise, matchedPairIds(state)).isCorrect).toBe(false);
  });
});
