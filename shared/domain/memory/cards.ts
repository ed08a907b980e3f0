// "Empareja las Cartas" as a pure reducer (docs/behaviour/04-states.md): at most two cards face up at once; a match
// stays shown 1 s then counts as found; a mismatch flips back after 1.5 s; once every pair is found the
// answer is checked after 0.5 s. The UI runs the timers: after `timer.afterMs` it calls `resolve`.
import { CARD_TIMINGS } from "./constants";
import type { MemoryCard, PairsCardsExercise } from "./types";

type CardTimerKind = "match" | "mismatch" | "complete";
export type CardTimer = { kind: CardTimerKind; afterMs: number };

export type CardGameState = {
  /** The deck in display order (ids are stable). */
  cards: readonly MemoryCard[];
  /** Ids of cards turned up and not yet matched (0, 1 or 2). */
  faceUp: readonly string[];
  /** Ids of cards whose pair has been found; they stay face up. */
  matched: readonly string[];
  /** The follow-up due, if any; call `resolve` after `afterMs`. */
  pending: CardTimer | null;
  /** Number of pairs of cards turned so far. */
  moves: number;
  /** True once the "complete" timer has been resolved: check the answer now. */
  finished: boolean;
};

type FlipRefusal = "finished" | "unknown-card" | "matched" | "face-up" | "busy";
type FlipResult = {
  state: CardGameState;
  accepted: boolean;
  /** Why the flip was ignored (null when accepted). "busy": two cards are already face up. */
  refusal: FlipRefusal | null;
  /** The timer to start now, if the flip turned up a second card. */
  timer: CardTimer | null;
};

export function createCardGame(
  deck: readonly MemoryCard[] | Pick<PairsCardsExercise, "options">,
): CardGameState {
  const cards = "options" in deck ? deck.options : deck;
  return { cards, faceUp: [], matched: [], pending: null, moves: 0, finished: false };
}

function refuse(state: CardGameState, refusal: FlipRefusal): FlipResult {
  return { state, accepted: false, refusal, timer: null };
}

/** Turns a card up. Refused when finished, unknown, already matched, already face up, or two are up. */
export function flip(state: CardGameState, cardId: string): FlipResult {
  if (state.finished) return refuse(state, "finished");
  const card = state.cards.find((candidate) => candidate.id === cardId);
  if (!card) return refuse(state, "unknown-card");
  if (state.matched.includes(cardId)) return refuse(state, "matched");
  if (state.faceUp.includes(cardId)) return refuse(state, "face-up");
  if (state.faceUp.length >= 2 || state.pending) return refuse(state, "busy");

  if (state.faceUp.length === 0) {
    const next = { ...state, faceUp: [cardId] };
    return { state: next, accepted: true, refusal: null, timer: null };
  }
  const first = state.cards.find((candidate) => candidate.id === state.faceUp[0]);
  const timer: CardTimer =
    first?.pairId === card.pairId
      ? { kind: "match", afterMs: CARD_TIMINGS.matchMs }
      : { kind: "mismatch", afterMs: CARD_TIMINGS.mismatchMs };
  const next = { ...state, faceUp: [...state.faceUp, cardId], pending: timer, moves: state.moves + 1 };
  return { state: next, accepted: true, refusal: null, timer };
}

/** Applies the pending timer; returns the state unchanged when nothing is pending. */
export function resolve(state: CardGameState): CardGameState {
  switch (state.pending?.kind) {
    case "match": {
      const matched = [...state.matched, ...state.faceUp];
      const complete = matched.length === state.cards.length;
      const pending: CardTimer | null = complete
        ? { kind: "complete", afterMs: CARD_TIMINGS.completeMs }
        : null;
      return { ...state, matched, faceUp: [], pending };
    }
    case "mismatch":
      return { ...state, faceUp: [], pending: null };
    case "complete":
      return { ...state, pending: null, finished: true };
    default:
      return state;
  }
}

/**
 * The pairIds found so far (the card-game answer for `checkAnswer`), in deck order. A matching pair still
 * being shown counts as found, so a countdown ending inside the 1 s match display does not lose it.
 */
export function matchedPairIds(state: CardGameState): string[] {
  const found = new Set(state.matched);
  if (state.pending?.kind === "match") for (const id of state.faceUp) found.add(id);
  const pairIds = state.cards.filter((card) => found.has(card.id)).map((card) => card.pairId);
  return [...new Set(pairIds)];
}

/** True when the card's face is visible (turned up or matched). */
export function isCardVisible(state: CardGameState, cardId: string): boolean {
  return state.faceUp.includes(cardId) || state.matched.includes(cardId);
}

/** Spanish accessible label: "Carta 3, boca abajo" / "Carta 3: manzana" / "Carta 3: manzana, pareja encontrada". */
export function cardLabel(state: CardGameState, cardId: string): string {
  const card = state.cards.find((candidate) => candidate.id === cardId);
  if (!card) return "";
  if (state.matched.includes(cardId)) return `Carta ${card.position}: ${card.name}, pareja encontrada`;
  if (state.faceUp.includes(cardId)) return `Carta ${card.position}: ${card.name}`;
  return `Carta ${card.position}, boca abajo`;
}
