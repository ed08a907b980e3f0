// Words the keyboard glued or split: a missed space bar ("mehe caido", "nopuedo respirar", "me duele
// elpecho", "se ha caidomi marido") or one hit in the middle of a word, by finger or by dictation ("el
// pe cho", "se ha des mayado", "me estoy a hogando"). Works on folded words, before respelling.
//
// Only the detector's key words are rebuilt: a glued word splits when it is little words in the order
// of speech and a key word (or a key word and a little word, or two key words), and it is never a real
// Spanish word (`GLUED_REAL_WORDS`, generated with the lexicon: "consuelo", "ella", "tele" stay
// whole). Two pieces join when together they make a key word and they are not two everyday words
// themselves ("me dio" is not "medio").
import { CATEGORY_SPECS } from "./categories";
import { CONCEPTS } from "./concepts";
import { GLUED_REAL_WORDS } from "./lexicon";

// A glued run of little words before a key word follows the order of speech: "no", a pronoun, "he" or
// "ha" ("nomepuedo", "mehecaido", "seha caido"); or one article or preposition ("elpecho", "enel").
const NEGATION = ["", "no"];
const PRONOUNS = ["", "me", "te", "se", "le", "lo", "la", "les", "nos"];
const AUXILIARIES = ["", "he", "ha", "han", "has", "hemos"];
const DETERMINERS = ["el", "la", "los", "las", "mi", "mis", "un", "una", "de", "del", "en", "al", "muy", "hay", "con", "por", "su", "sin"];
/** Little words glued after a key word: "humode", "caidomi", "fuegoen" (not pronouns: "cuéntame" is one word). */
const AFTER = ["de", "del", "el", "en", "mi", "un", "una", "con"];
/** Someone who does not answer or breathe: "mi mujerno respira", "el maridono contesta". */
const PEOPLE = new Set("marido mujer esposo esposa madre padre mama papa hijo hija nieto nieta hermano hermana vecino vecina abuelo abuela".split(" "));
/** Everyday words: a split key word never ends in one ("pa no" is not "pano"), nor is it two of them. */
const EVERYDAY = new Set(
  "a o u y e me te se le la lo el de en un una con por para pa no ni na mi tu su es da dio do dos va ve vi ha he hay ya yo que sin sus mis las los del al si nos os les mas muy".split(" "),
);
/** Real words that are also an everyday glued pair ("nome" is listed as Spanish, but it is "no me"). */
const GLUED_ANYWAY = new Set(["nome"]);

/** The detector's key words of three letters or more: every lower-case word of a cue or a concept. */
export const GLUE_VOCABULARY: ReadonlySet<string> = new Set(
  [
    ...Object.values(CONCEPTS).flatMap((list) => list.split(" ")),
    ...Object.values(CATEGORY_SPECS).flatMap((spec) =>
      [...spec.cues, ...(spec.minor?.cues ?? []), ...(spec.ask ?? [])].flatMap((cue) => cue.replace(/^[!~]+/, "").split(/[ |]/)),
    ),
  ].filter((w) => /^[a-z]{3,}$/.test(w)),
);
const realWords = new Set(GLUED_REAL_WORDS.split(" "));

/**
 * The pieces of a glued word, or null. `isRealWord` is how the lexicon script asks without the list of
 * real words it is building.
 */
type IsRealWord = (w: string) => boolean;
const isListedRealWord: IsRealWord = (w) => realWords.has(w) && !GLUED_ANYWAY.has(w);

export function gluedPieces(word: string, isRealWord: IsRealWord = isListedRealWord): string[] | null {
  if (word.length < 4 || GLUE_VOCABULARY.has(word) || isRealWord(word)) return null;
  return piecesOf(word);
}

function piecesOf(word: string): string[] | null {
  const isKey = (w: string) => w.length >= 4 && GLUE_VOCABULARY.has(w);
  for (const no of NEGATION)
    for (const pronoun of PRONOUNS)
      for (const auxiliary of AUXILIARIES) {
        const run = [no, pronoun, auxiliary].filter(Boolean);
        const rest = word.slice(run.join("").length);
        if (run.length === 0 || !word.startsWith(run.join(""))) continue;
        // "nome", "mehe", "nose": a run of two little words is itself the glued pair.
        if (rest === "" && run.length >= 2) return run;
        if (isKey(rest)) return [...run, rest];
      }
  for (const determiner of DETERMINERS) if (word.startsWith(determiner) && isKey(word.slice(determiner.length))) return [determiner, word.slice(determiner.length)];
  for (const after of [...AFTER, "no"]) {
    const head = word.slice(0, -after.length);
    if (word.endsWith(after) && isKey(head) && (after !== "no" || PEOPLE.has(head))) return [head, after];
  }
  // Two key words of five letters or more: "duelemucho", "muchafiebre" ("teleasistencia" is one word).
  for (let at = 5; at <= word.length - 5; at++) if (isKey(word.slice(0, at)) && isKey(word.slice(at))) return [word.slice(0, at), word.slice(at)];
  return null;
}

/** The words with glued ones split and split key words joined again. */
export function repairSpacing(words: readonly string[], isRealWord: IsRealWord = isListedRealWord): string[] {
  const split = words.flatMap((w) => gluedPieces(w, isRealWord) ?? [w]);
  const out: string[] = [];
  for (let i = 0; i < split.length; i++) {
    const [a, b] = [split[i], split[i + 1]];
    if (b !== undefined && isSplitKeyWord(a, b)) {
      out.push(a + b);
      i++;
    } else out.push(a);
  }
  return out;
}

function isSplitKeyWord(a: string, b: string): boolean {
  const whole = a + b;
  if (whole.length < 4 || !GLUE_VOCABULARY.has(whole) || GLUE_VOCABULARY.has(a) || GLUE_VOCABULARY.has(b)) return false;
  // "A hogando" joins; "se rie" (serie), "pa no" (pano), "me dio" (medio) do not.
  return !EVERYDAY.has(b) && (!EVERYDAY.has(a) || b.length >= 4) && !/\d/.test(whole);
}
