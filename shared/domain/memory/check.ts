// Answer rules (docs/behaviour/05-validation.md): numbers and stories compare digits only; words need exactly the same
// set of the shown words; sequences need the exact order; associations compare text ignoring case;
// the card game is correct when every pair was found.
import { caseless, digitsOnly, foldText, tidy } from "./text";
import type {
  AssociationsExercise,
  CheckResult,
  MemoryAnswer,
  MemoryExercise,
  PairsCardsExercise,
  SequencesExercise,
  WordsExercise,
} from "./types";

/**
 * Checks the user's answer. A missing answer (null/undefined, e.g. the countdown ran out with nothing
 * entered) or one of the wrong shape is simply incorrect; this never throws.
 */
export function checkAnswer<E extends MemoryExercise>(
  exercise: E,
  answer: MemoryAnswer<E["type"]> | null | undefined,
): CheckResult {
  const value: unknown = answer;
  switch (exercise.type) {
    case "numbers":
    case "stories":
      return checkDigits(exercise.correctAnswer, asText(value));
    case "words":
      return checkWords(exercise, asList(value));
    case "sequences":
      return checkSequence(exercise, asList(value));
    case "associations":
      return checkAssociations(exercise, asRecord(value));
    case "pairs-cards":
      return checkPairs(exercise, asList(value));
  }
}

function asText(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

function asList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === "string").map(tidy);
}

function asRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return Object.fromEntries(entries);
}

function checkDigits(correct: string, typed: string): CheckResult {
  const wanted = digitsOnly(correct);
  const given = digitsOnly(typed);
  return {
    isCorrect: given.length > 0 && given === wanted,
    correctAnswerText: wanted,
    userAnswerText: tidy(typed),
  };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((item) => right.has(item));
}

function checkWords(exercise: WordsExercise, words: string[]): CheckResult {
  const given = words.filter((word) => word !== "");
  const isCorrect = sameSet(exercise.correctAnswer.map(foldText), given.map(foldText));
  return {
    isCorrect,
    correctAnswerText: exercise.correctAnswer.join(", "),
    userAnswerText: given.join(", "),
  };
}

function checkSequence(exercise: SequencesExercise, names: string[]): CheckResult {
  const wanted = exercise.correctAnswer.map(foldText);
  const given = names.map(foldText);
  const isCorrect = given.length === wanted.length && given.every((name, i) => name === wanted[i]);
  return {
    isCorrect,
    correctAnswerText: exercise.correctAnswer.join(", "),
    userAnswerText: names.join(", "),
  };
}

function checkAssociations(exercise: AssociationsExercise, answer: Record<string, string>): CheckResult {
  const byLeft = new Map(Object.entries(answer).map(([left, right]) => [caseless(left), right]));
  const pairs = exercise.content;
  const allMatch = pairs.every((pair) => {
    const given = byLeft.get(caseless(pair.left));
    return given !== undefined && caseless(given) === caseless(pair.right);
  });
  const known = new Set(pairs.map((pair) => caseless(pair.left)));
  const noExtras = [...byLeft.keys()].every((left) => known.has(left));
  const answered = pairs.some((pair) => tidy(byLeft.get(caseless(pair.left)) ?? "") !== "");
  return {
    isCorrect: allMatch && noExtras,
    correctAnswerText: pairs.map((pair) => `${pair.left} – ${pair.right}`).join(", "),
    userAnswerText: answered
      ? pairs.map((pair) => `${pair.left} – ${tidy(byLeft.get(caseless(pair.left)) ?? "") || "?"}`).join(", ")
      : "",
  };
}

function pairsText(count: number): string {
  return count === 1 ? "1 pareja" : `${count} parejas`;
}

function checkPairs(exercise: PairsCardsExercise, pairIds: string[]): CheckResult {
  const wanted = new Set(exercise.correctAnswer);
  const found = new Set(pairIds);
  const isCorrect = [...wanted].every((id) => found.has(id)) && [...found].every((id) => wanted.has(id));
  const foundKnown = [...found].filter((id) => wanted.has(id)).length;
  return {
    isCorrect,
    correctAnswerText: pairsText(wanted.size),
    userAnswerText: pairsText(foundKnown),
  };
}
