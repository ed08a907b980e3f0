// Turns a message into tokens the concept matcher can compare: folded (no accents, lower case),
// typos of known key words corrected by edit distance, and every word reduced to its Spanish
// Snowball stem so that "me caí", "me he caído", "me caigo" and "cayéndome" meet on one concept.
import { stemmer } from "@orama/stemmers/spanish";
import { distance } from "fastest-levenshtein";
import { foldSpanish } from "@shared/domain/chat-topics";
import { respellWords } from "../conversation/respell";
import { repairSpacing } from "./glued";
import { indicativeInQuestion } from "./subjunctive";

export type Token = { word: string; stem: string };

const stemCache = new Map<string, string>();
export function stemOf(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = stemmer(word);
    stemCache.set(word, s);
  }
  return s;
}

const INTERJECTIONS = new Set(["ah", "eh", "oh", "uh", "bah", "puah", "ajah", "aha", "uah", "buah", "jeh"]);

// Galician and Asturian diminutives ("un golpiño", "problemiña") are Spanish "-ito": read before folding,
// since ñ folds to n. Galician words whose ñ is a Spanish n ("veciña", "cociña") are just that word.
const GALICIAN_N = new Set(["veciño", "veciña", "veciños", "veciñas", "cociña", "camiño", "viño", "fariña", "sardiña", "galiña", "padriño", "madriña", "mariña", "piscina"]);
const NOT_DIMINUTIVE = new Set(["cariño", "cariños", "armiño", "lampiño", "lampiña", "campiña", "campiñas"]);
function undoGalicianDiminutives(text: string): string {
  return text.replace(/\b([a-záéíóú]{3,})iñ([oa]s?)\b/gi, (word: string, stem: string, end: string) => {
    const lower = word.toLowerCase();
    if (NOT_DIMINUTIVE.has(lower)) return word;
    return GALICIAN_N.has(lower) ? `${stem}in${end}` : `${stem}it${end}`;
  });
}

// A minimising frame before "pero" plays the danger down and carries none of it: "será nada pero...", "no
// quiero dar guerra pero...", "un cortiño de nada pero...". A careful reader reads what follows the "pero".
const MINIMISING = new RegExp(
  [
    "(?:bueno |ay )?(?:sera|seria|igual|a lo mejor|quiza|quizas|puede que|capaz que)(?: que)?(?: no)?(?: es| sea| sera)?(?: \\w+){0,3}? (?:nada|poco|poca cosa|cosa de nada|poquita cosa|una tonteria|tonteria|una bobada|bobada|cosa mia|el gato|el viento|imaginacion mia|imaginacion|mania|manias|lo sone|sonado|aprension)",
    "(?:no|nada) (?:es|sera|sea) (?:nada|queja|por quejarme|para tanto|grave)",
    "no se si (?:es|sera) (?:para tanto|grave|importante|nada)",
    "no (?:quiero|quisiera) (?:dar (?:guerra|la lata|trabajo|mal|la tabarra)|molestar|asustar|alarmar|preocupar|pedir|quejarme|ser pesad[oa])(?: a nadie| les| os| le)?",
    "(?:perdone|perdona|perdonen|disculpe|disculpa)(?: \\w+){0,2}? (?:lo feo|la molestia|las molestias|que moleste|la hora)",
    "igual lo (?:he )?(?:sone|sonado|imagino|imagine)",
    "nada(?: mas)?",
  ]
    .join("|")
    .replace(/^/, "\\b(?:")
    .concat(") pero\\b"),
  "g",
);

/** Folded clauses (split at punctuation; dictation without punctuation stays one clause). */
export function clausesOf(text: string): string[][] {
  return foldSpanish(undoGalicianDiminutives(text))
    .replace(MINIMISING, ",")
    .replace(/\bk(?=[ie])/g, "qu")
    // Dictation: "coma" and "punto" said as words (not "en coma", "a punto de"), "1 1 2" read digit by digit.
    .replace(/\bpunto y (?:seguido|aparte)\b|(?<!\b(?:en|un|el|del|al|de|estado de) )\bcoma\b|(?<=\w )(?<!\b(?:a|en|al) )punto\b(?= |$)/g, ",")
    .replace(/\b1 1 2\b/g, "112")
    // Andalusian and Canarian aspiration written as h: "gah", "doh", "lah" for gas, dos, las.
    .replace(/\b([a-z]{1,}[aeiou])h\b/g, (word, stem: string) => (INTERJECTIONS.has(word) ? word : `${stem}s`))
    .split(/[.,;:!?¡¿()[\]"«»…\n]+|\s[-–—]\s/)
    .map((c) =>
      indicativeInQuestion(
        respellWords(
          repairSpacing(
            c
              .replace(/[^a-z0-9]+/g, " ")
              .trim()
              .split(" ")
              .filter(Boolean),
          ),
        ),
      ),
    )
    .filter((c) => c.length > 0);
}

/**
 * How a word sounds in most of Spain and Latin America, so that spellings of the same sound meet:
 * seseo and ceceo (c/z/s), a silent h, b/v, ll/y, k/qu/c, x for ch, and doubled letters.
 */
export function soundOf(word: string): string {
  // "ç" stands for the sound of ch (folded words never contain it), so dropping h keeps ch.
  return word
    .replace(/ch|x/g, "ç")
    .replace(/ll/g, "y")
    .replace(/h/g, "")
    .replace(/qu(?=[ei])/g, "k")
    .replace(/c(?=[ei])/g, "s")
    .replace(/z/g, "s")
    .replace(/c/g, "k")
    .replace(/v/g, "b")
    .replace(/(.)\1+/g, "$1");
}

/**
 * A typo corrector over a fixed vocabulary: a word that is not in it but sounds like one entry
 * ("cabesa", "conosimiento") or lies within one edit (two for long words) of exactly one best entry
 * becomes that entry. Below five letters only the sound counts: a single edit there turns too many
 * everyday words into key words. Words of `realWords` (see lexicon.ts) are left alone. A diminutive of a key
 * word, `shortWords` included ("humito" -> "humo"), becomes that word.
 */
export function createCorrector(
  vocabulary: Iterable<string>,
  realWords: ReadonlySet<string> = new Set(),
  shortWords: ReadonlySet<string> = new Set(),
) {
  const known = new Set(vocabulary);
  const byLength = new Map<number, string[]>();
  for (const w of known) {
    const list = byLength.get(w.length) ?? [];
    list.push(w);
    byLength.set(w.length, list);
  }
  // Key words by sound; a sound two key words share is left out (it could be either).
  const bySound = new Map<string, string | null>();
  for (const w of known) {
    const key = soundOf(w);
    bySound.set(key, bySound.has(key) && bySound.get(key) !== w ? null : w);
  }
  const cache = new Map<string, string>();
  return (word: string): string => {
    if (known.has(word) || word.length < 3 || /\d/.test(word)) return word;
    // A diminutive of a key word is that word ("humito", "charquito", "golpecito", "manita"), real or not.
    const base = diminutiveBases(word).find((b) => known.has(b) || shortWords.has(b));
    if (base) return base;
    // A real Spanish word is never "corrected" into a key word: "caldo" is not "caído".
    if (realWords.has(word)) return word;
    const cached = cache.get(word);
    if (cached !== undefined) return cached;
    const sameSound = bySound.get(soundOf(word));
    if (sameSound) {
      cache.set(word, sameSound);
      return sameSound;
    }
    if (word.length < 5) return word;
    // One swap of neighbouring letters ("pehco", "abjea", "meido") is a single slip of the finger.
    const swapped = (byLength.get(word.length) ?? []).filter((c) => isOneSwap(word, c));
    if (swapped.length === 1) {
      cache.set(word, swapped[0]);
      return swapped[0];
    }
    const limit = word.length >= 8 ? 2 : 1;
    let best = word;
    let bestDistance = limit + 1;
    for (let len = word.length - limit; len <= word.length + limit; len++) {
      for (const candidate of byLength.get(len) ?? []) {
        if (candidate[0] !== word[0] && limit === 1) continue;
        const d = distance(word, candidate);
        if (d < bestDistance) {
          best = candidate;
          bestDistance = d;
        }
      }
    }
    cache.set(word, best);
    return best;
  };
}

/** The words a diminutive in -ito/-ita or -ico/-ica may come from: "poquito" -> "poco", "golpecito" -> "golpe". */
function diminutiveBases(word: string): string[] {
  const m = /^([a-z]{3,}?)(?:it|ic)([oa])(s?)$/.exec(word);
  if (!m) return [];
  const [, stem, vowel, plural] = m;
  const other = vowel === "o" ? "a" : "o";
  const bases = [`${stem}${vowel}${plural}`, `${stem}${other}${plural}`];
  if (stem.endsWith("qu")) bases.push(`${stem.slice(0, -2)}c${vowel}${plural}`);
  if (stem.endsWith("gu")) bases.push(`${stem.slice(0, -1)}${vowel}${plural}`);
  if (stem.endsWith("c")) {
    const bare = stem.slice(0, -1);
    bases.push(`${bare}${plural}`, `${bare}z${vowel}${plural}`, `${bare}${vowel}${plural}`);
  }
  return bases;
}

function isOneSwap(a: string, b: string): boolean {
  const diff = [...a].flatMap((ch, i) => (ch === b[i] ? [] : [i]));
  return diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]];
}

export function tokenize(words: string[], correct: (w: string) => string): Token[] {
  return words.map((raw) => {
    const word = correct(raw);
    return { word, stem: stemOf(word) };
  });
}
