// A question about what is happening puts the sign in the subjunctive: "¿es normal que me falte el
// aire?", "¿puede ser de la tensión que vea doble?", "¿es grave que no pare de sangrar?". Inside such
// a question the sign is read in the indicative, as the cues know it. Outside it the subjunctive keeps
// its own meaning ("ojalá no despierte", "no me despiertes"), so nothing else is touched.

/** "Es normal que", "será de los nervios que", "puede ser por el calor que", "a qué se debe que". */
const QUESTION_FRAME =
  /\b(?:(?:es|sera|seria|puede ser|podria ser)(?: \w+){0,5} que|a que se debe que|como es que|por que)\b/;

const INDICATIVE: Record<string, string> = {
  falte: "falta",
  falten: "faltan",
  duela: "duele",
  duelan: "duelen",
  cueste: "cuesta",
  respire: "respira",
  pare: "para",
  paren: "paran",
  deje: "deja",
  dejen: "dejan",
  salga: "sale",
  salgan: "salen",
  despierte: "despierta",
  reaccione: "reacciona",
  responda: "responde",
  conteste: "contesta",
  mueva: "mueve",
  hinche: "hincha",
  hinchen: "hinchan",
  vea: "veo",
  tiemble: "tiembla",
  arda: "arde",
  quede: "queda",
  duerma: "duerme",
  duerman: "duermen",
  haya: "ha",
  hayan: "han",
  tenga: "tiene",
  vomite: "vomita",
  caiga: "cae",
  pique: "pica",
  piquen: "pican",
  apriete: "aprieta",
  oprima: "oprime",
  tuerza: "tuerce",
};

// Forms that are other words too ("entre" is "between", "llegue" "I arrived"): only after a pronoun.
const AFTER_PRONOUN: Record<string, string> = { entre: "entra", llegue: "llega" };
const PRONOUNS = new Set(["me", "te", "le", "nos", "les"]);

/** The words of a folded clause, its subjunctive read as indicative when the clause is such a question. */
export function indicativeInQuestion(words: string[]): string[] {
  if (!QUESTION_FRAME.test(words.join(" "))) return words;
  return words.map((w, i) => INDICATIVE[w] ?? (PRONOUNS.has(words[i - 1]) ? AFTER_PRONOUN[w] : undefined) ?? w);
}
