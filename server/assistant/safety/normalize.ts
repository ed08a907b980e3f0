// Turns a message into tokens the concept matcher can compare: folded (no accents, lower case),
// typos of known key words corrected by edit distance, and every word reduced to its Spanish
// Snowball stem so that "me caí", "me he caído", "me caigo" and "cayéndome" meet on one concept.
import { stemmer } from "@orama/stemmers/spanish";
import { distance } from "fastest-levenshtein";
import { foldSpanish } from "@shared/domain/chat-topics";

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

/** Folded clauses (split at punctuation; dictation without punctuation stays one clause). */
export function clausesOf(text: string): string[][] {
  return foldSpanish(text)
    .replace(/\bq\b/g, "que")
    .replace(/\bk(?=[ie])/g, "qu")
    .split(/[.,;:!?¡¿()[\]"«»…\n]+|\s[-–—]\s/)
    .map((c) =>
      c
        .replace(/[^a-z0-9]+/g, " ")
        .trim()
        .split(" ")
        .filter(Boolean),
    )
    .filter((c) => c.length > 0);
}

/**
 * A typo corrector over a fixed vocabulary: a word that is not in it but lies within one edit
 * (two for long words) of exactly one best entry becomes that entry. Short words are left alone:
 * at four letters and below a single edit turns too many everyday words into key words.
 */
export function createCorrector(vocabulary: Iterable<string>) {
  const known = new Set(vocabulary);
  const byLength = new Map<number, string[]>();
  for (const w of known) {
    const list = byLength.get(w.length) ?? [];
    list.push(w);
    byLength.set(w.length, list);
  }
  const cache = new Map<string, string>();
  return (word: string): string => {
    if (known.has(word) || word.length < 5 || /\d/.test(word)) return word;
    const cached = cache.get(word);
    if (cached !== undefined) return cached;
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

export function tokenize(words: string[], correct: (w: string) => string): Token[] {
  return words.map((raw) => {
    const word = correct(raw);
    return { word, stem: stemOf(word) };
  });
}
