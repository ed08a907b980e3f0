// Builds one memory exercise from the content banks with the caller's seeded RNG (docs/behaviour/03-entities.md and
// 09-constants.md).
import type { Difficulty } from "../enums";
import { ASSOCIATION_BANK } from "./bank-associations";
import { STORY_BANK } from "./bank-stories";
import { CARD_SYMBOL_BANK, FRUIT_BANK } from "./bank-symbols";
import { WORD_BANK } from "./bank-words";
import {
  EXERCISE_SETTINGS,
  type MemoryExerciseType,
  type MemoryExerciseTypeInput,
  memorizeSecondsFor,
  parseExerciseType,
} from "./constants";
import type { Rng } from "../rng";
import type {
  AssociationsExercise,
  CardFace,
  ExerciseOfType,
  MemoryCard,
  MemoryExercise,
  NumbersExercise,
  PairsCardsExercise,
  SequencesExercise,
  StoriesExercise,
  WordsExercise,
} from "./types";

/** Spanish instructions for the memorize and recall phases. */
const EXERCISE_PROMPTS: Record<MemoryExerciseType, { prompt: string; recallPrompt: string }> = {
  words: {
    prompt: "Memorice estas palabras.",
    recallPrompt: "Marque las palabras que ha visto antes.",
  },
  numbers: {
    prompt: "Memorice este número.",
    recallPrompt: "Escriba el número que ha visto.",
  },
  sequences: {
    prompt: "Memorice el orden de estas frutas.",
    recallPrompt: "Toque las frutas en el mismo orden en que aparecieron.",
  },
  associations: {
    prompt: "Memorice qué va con qué.",
    recallPrompt: "Una cada elemento con su pareja.",
  },
  stories: {
    prompt: "Lea la historia con atención.",
    recallPrompt: "Responda a la pregunta con un número.",
  },
  "pairs-cards": {
    prompt: "Fíjese bien en dónde está cada carta.",
    recallPrompt: "Encuentre las parejas dando la vuelta a dos cartas cada vez.",
  },
};

const ASSOCIATIONS_QUESTION = "¿Con qué iba cada uno?";

/**
 * One exercise of the given type and difficulty. "pairs" is accepted for "pairs-cards".
 * Deterministic for a given RNG state; throws RangeError for an unknown type.
 */
export function generateExercise<T extends MemoryExerciseTypeInput>(
  type: T,
  difficulty: Difficulty,
  rng: Rng,
): ExerciseOfType<T>;
export function generateExercise(type: string, difficulty: Difficulty, rng: Rng): MemoryExercise;
export function generateExercise(type: string, difficulty: Difficulty, rng: Rng): MemoryExercise {
  const canonical = parseExerciseType(type);
  if (!canonical) throw new RangeError(`Unknown memory exercise type: ${type}`);
  if (!EXERCISE_SETTINGS.words[difficulty]) throw new RangeError(`Unknown difficulty: ${difficulty}`);
  switch (canonical) {
    case "words":
      return words(difficulty, rng);
    case "numbers":
      return numbers(difficulty, rng);
    case "sequences":
      return sequences(difficulty, rng);
    case "associations":
      return associations(difficulty, rng);
    case "stories":
      return stories(difficulty, rng);
    case "pairs-cards":
      return pairsCards(difficulty, rng);
  }
}

function base<T extends MemoryExerciseType>(type: T, difficulty: Difficulty) {
  const { timeLimit, points } = EXERCISE_SETTINGS[type][difficulty];
  return {
    type,
    difficulty,
    ...EXERCISE_PROMPTS[type],
    timeLimit,
    points,
    memorizeSeconds: memorizeSecondsFor(type, difficulty),
  };
}

/** A shuffle whose order differs from the input (when it can), so recall is never trivially "as shown". */
function shuffleDifferent<T>(rng: Rng, items: readonly T[]): T[] {
  if (items.length < 2) return [...items];
  for (let attempt = 0; attempt < 8; attempt++) {
    const shuffled = rng.shuffle(items);
    if (shuffled.some((value, i) => value !== items[i])) return shuffled;
  }
  return [...items.slice(1), items[0]];
}

function words(difficulty: Difficulty, rng: Rng): WordsExercise {
  const { shown, distractors } = EXERCISE_SETTINGS.words[difficulty];
  const chosen = rng.sample(WORD_BANK, shown + distractors);
  const content = chosen.slice(0, shown);
  return {
    ...base("words", difficulty),
    content,
    options: rng.shuffle(chosen),
    question: null,
    correctAnswer: [...content],
  };
}

function numbers(difficulty: Difficulty, rng: Rng): NumbersExercise {
  const { digits } = EXERCISE_SETTINGS.numbers[difficulty];
  let content = String(rng.int(1, 9));
  while (content.length < digits) content += String(rng.int(0, 9));
  return { ...base("numbers", difficulty), content, options: null, question: null, correctAnswer: content };
}

function sequences(difficulty: Difficulty, rng: Rng): SequencesExercise {
  const { items } = EXERCISE_SETTINGS.sequences[difficulty];
  const content = rng.sample(FRUIT_BANK, items).map((fruit) => ({ ...fruit }));
  return {
    ...base("sequences", difficulty),
    content,
    options: shuffleDifferent(rng, content),
    question: null,
    correctAnswer: content.map((fruit) => fruit.name),
  };
}

function associations(difficulty: Difficulty, rng: Rng): AssociationsExercise {
  const { pairs } = EXERCISE_SETTINGS.associations[difficulty];
  const content = rng.sample(ASSOCIATION_BANK, pairs).map((pair) => ({ ...pair }));
  const rights = content.map((pair) => pair.right);
  return {
    ...base("associations", difficulty),
    content,
    options: { left: content.map((pair) => pair.left), right: shuffleDifferent(rng, rights) },
    question: ASSOCIATIONS_QUESTION,
    correctAnswer: Object.fromEntries(content.map((pair) => [pair.left, pair.right])),
  };
}

function stories(difficulty: Difficulty, rng: Rng): StoriesExercise {
  const story = rng.pick(STORY_BANK);
  return {
    ...base("stories", difficulty),
    content: story.text,
    options: null,
    question: story.question,
    correctAnswer: story.answer,
  };
}

function pairsCards(difficulty: Difficulty, rng: Rng): PairsCardsExercise {
  const { pairs } = EXERCISE_SETTINGS["pairs-cards"][difficulty];
  const faces: CardFace[] = rng
    .sample(CARD_SYMBOL_BANK, pairs)
    .map((face, i) => ({ pairId: `par-${i + 1}`, symbol: face.symbol, name: face.name }));
  const deck: MemoryCard[] = rng
    .shuffle([...faces, ...faces])
    .map((face, i) => ({ ...face, id: `carta-${i + 1}`, position: i + 1 }));
  return {
    ...base("pairs-cards", difficulty),
    content: faces,
    options: deck,
    question: null,
    correctAnswer: faces.map((face) => face.pairId),
  };
}
