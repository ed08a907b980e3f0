// Compiles the cues of categories.ts and finds affirmed matches in tokenized clauses.
import { CONCEPTS, type Concept } from "./concepts";
import { createCorrector, stemOf, type Token } from "./normalize";

type Slot = { concepts: Concept[]; words: Set<string> };
type Cue = { slots: Slot[]; isOrdered: boolean; hasOwnNegation: boolean; window: number; source: string };

const NEGATORS = new Set(["no", "nunca", "jamas", "tampoco", "ni", "sin", "ningun", "ninguna", "nada", "nadie"]);
// Words allowed between a negator and what it negates: "no ME HE caído", "nunca HE TENIDO dolor".
const FILLERS = new Set(
  "me te se le ya he ha has hemos habia haya tengo tenia tuve tenido estoy estaba siento sentido encuentro noto notado hay nada mas muy de del el la los las un una todavia aun hoy ahora es era tomado tome pensado en".split(
    " ",
  ),
);

const conceptStems = new Map<Concept, { stems: Set<string>; words: Set<string> }>();
for (const [name, list] of Object.entries(CONCEPTS) as [Concept, string][]) {
  const words = new Set(list.split(" "));
  // Stems of three letters or fewer ("com", "mor") match too much; those words match exactly.
  const stems = new Set([...words].map(stemOf).filter((s) => s.length >= 4));
  conceptStems.set(name, { stems, words });
}

function tokenIs(token: Token, slot: Slot): boolean {
  if (slot.words.has(token.word)) return true;
  return slot.concepts.some((c) => {
    const entry = conceptStems.get(c);
    return !!entry && (entry.words.has(token.word) || entry.stems.has(token.stem));
  });
}

export function compileCue(source: string): Cue {
  // "!": a cue sure enough that the second reader may not veto it (see isSureCue).
  const body = source.replace(/^!/, "");
  const isOrdered = !body.startsWith("~");
  // "~~": the words may lie further apart, as in long dictated sentences ("comimos setas ... y estamos vomitando").
  // "~~~": a message told at length, the key words up to 24 apart.
  const window = body.startsWith("~~~") ? 24 : body.startsWith("~~") ? 16 : 9;
  const slots = body
    .replace(/^~{1,3}/, "")
    .split(" ")
    .map((slot) => {
      const alts = slot.split("|");
      return {
        concepts: alts.filter((a) => /^[A-Z_]+$/.test(a)) as Concept[],
        words: new Set(alts.filter((a) => !/^[A-Z_]+$/.test(a))),
      };
    });
  const hasOwnNegation = slots.some((s) => [...s.words].some((w) => NEGATORS.has(w)));
  return { slots, isOrdered, hasOwnNegation, window, source };
}

/** A cue written with "!": a child on a balcony railing, someone in the water: the reader may not veto it. */
export const isSureCue = (source: string) => source.startsWith("!");

/** Every word any cue or concept names: the typo corrector's vocabulary. */
function vocabularyOf(cues: Cue[]): Set<string> {
  const vocab = new Set<string>();
  for (const { words } of conceptStems.values()) for (const w of words) vocab.add(w);
  for (const cue of cues) for (const slot of cue.slots) for (const w of slot.words) vocab.add(w);
  return vocab;
}

/** The words the typo corrector may turn a misspelling into (shorter ones are never corrected). */
export const correctionVocabulary = (cues: Cue[]) => [...vocabularyOf(cues)].filter((w) => w.length >= 5).sort();

export const correctorFor = (cues: Cue[], realWords?: ReadonlySet<string>) =>
  createCorrector(correctionVocabulary(cues), realWords, vocabularyOf(cues));

function isNegatedBefore(tokens: Token[], index: number): boolean {
  for (let i = index - 1, seen = 0; i >= 0 && seen < 4; i--, seen++) {
    if (NEGATORS.has(tokens[i].word)) return true;
    if (!FILLERS.has(tokens[i].word)) return false;
  }
  return false;
}

function matchOrdered(tokens: Token[], cue: Cue): number[] | null {
  outer: for (let start = 0; start < tokens.length; start++) {
    if (!tokenIs(tokens[start], cue.slots[0])) continue;
    const positions = [start];
    let at = start;
    for (const slot of cue.slots.slice(1)) {
      let found = -1;
      for (let j = at + 1; j <= Math.min(tokens.length - 1, at + 3); j++) {
        if (tokenIs(tokens[j], slot)) {
          found = j;
          break;
        }
      }
      if (found < 0) continue outer;
      positions.push(found);
      at = found;
    }
    if (cue.hasOwnNegation || !isNegatedBefore(tokens, start)) return positions;
  }
  return null;
}

function matchUnordered(tokens: Token[], cue: Cue): number[] | null {
  const { window } = cue;
  for (let start = 0; start < tokens.length; start++) {
    if (!cue.slots.some((s) => tokenIs(tokens[start], s))) continue;
    const span = tokens.slice(start, start + window);
    const positions: number[] = [];
    const used = new Set<number>();
    for (const slot of cue.slots) {
      const k = span.findIndex((t, i) => !used.has(i) && tokenIs(t, slot));
      if (k < 0) break;
      used.add(k);
      positions.push(start + k);
    }
    if (positions.length !== cue.slots.length) continue;
    if (cue.hasOwnNegation) return positions;
    // A negator just before any matched word cancels it: "me duele la cabeza pero no el pecho".
    if (!positions.some((p) => isNegatedBefore(tokens, p))) return positions;
  }
  return null;
}

export function matchCue(tokens: Token[], cue: Cue): number[] | null {
  return cue.isOrdered ? matchOrdered(tokens, cue) : matchUnordered(tokens, cue);
}
