// Hand-written exercises with known contents for the answer-rule tests.
import type {
  AssociationsExercise,
  NumbersExercise,
  PairsCardsExercise,
  SequencesExercise,
  StoriesExercise,
  WordsExercise,
} from "../domain/memory/types";

const common = { difficulty: "easy" as const, prompt: "p", recallPrompt: "r", memorizeSeconds: 12 };

export const wordsFixture: WordsExercise = {
  ...common,
  type: "words",
  timeLimit: 60,
  points: 10,
  content: ["sofá", "reloj", "pan", "cajón"],
  options: ["sofá", "reloj", "pan", "cajón", "mesa", "gato", "luna", "taza", "vaso", "olla", "pino", "cubo"],
  question: null,
  correctAnswer: ["sofá", "reloj", "pan", "cajón"],
};
export const numbersFixture: NumbersExercise = {
  ...common,
  type: "numbers",
  timeLimit: 30,
  points: 15,
  content: "1234",
  options: null,
  question: null,
  correctAnswer: "1234",
};
export const storiesFixture: StoriesExercise = {
  ...common,
  type: "stories",
  memorizeSeconds: 15,
  timeLimit: 90,
  points: 30,
  content: "Carmen compró 12 huevos y 2 barras de pan.",
  options: null,
  question: "¿Cuántos huevos compró Carmen?",
  correctAnswer: "12",
};
const fruit = (name: string) => ({ symbol: "*", name });
export const sequencesFixture: SequencesExercise = {
  ...common,
  type: "sequences",
  timeLimit: 40,
  points: 20,
  content: ["limón", "pera", "uvas", "fresa"].map(fruit),
  options: ["pera", "fresa", "limón", "uvas"].map(fruit),
  question: null,
  correctAnswer: ["limón", "pera", "uvas", "fresa"],
};
export const associationsFixture: AssociationsExercise = {
  ...common,
  type: "associations",
  timeLimit: 60,
  points: 25,
  content: [
    { left: "llave", right: "cerradura" },
    { left: "pan", right: "panadería" },
    { left: "turrón", right: "Navidad" },
  ],
  options: { left: ["llave", "pan", "turrón"], right: ["Navidad", "cerradura", "panadería"] },
  question: "¿Con qué iba cada uno?",
  correctAnswer: { llave: "cerradura", pan: "panadería", turrón: "Navidad" },
};
const card = (n: number, pairId: string, name: string) => ({
  id: `carta-${n}`,
  position: n,
  pairId,
  symbol: "*",
  name,
});
export const pairsFixture: PairsCardsExercise = {
  ...common,
  type: "pairs-cards",
  memorizeSeconds: 15,
  timeLimit: 120,
  points: 25,
  content: [
    { pairId: "par-1", symbol: "*", name: "gato" },
    { pairId: "par-2", symbol: "*", name: "perro" },
    { pairId: "par-3", symbol: "*", name: "pez" },
  ],
  options: [
    card(1, "par-1", "gato"),
    card(2, "par-2", "perro"),
    card(3, "par-3", "pez"),
    card(4, "par-2", "perro"),
    card(5, "par-1", "gato"),
    card(6, "par-3", "pez"),
  ],
  question: null,
  correctAnswer: ["par-1", "par-2", "par-3"],
};
