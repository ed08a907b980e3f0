// The topic keywords and emotional-state labels of docs/behaviour/07-api.md for a saved chat session, plus the small
// Spanish text matcher the assistant builds on. The assistant's session reading
// (server/assistant/session-insight.ts) combines these keywords with what it understood.

import { foldAccents } from "./text-fold";

export type ChatMessage = { role: "user" | "assistant"; content: string };

export const CHAT_TOPICS = [
  "medicación",
  "salud",
  "ejercicio cognitivo",
  "estado emocional",
  "familia",
  "comida",
] as const;
export type ChatTopic = (typeof CHAT_TOPICS)[number];

export const EMOTIONAL_STATES = ["needs emotional support", "positive", "health concern", "neutral"] as const;
export type EmotionalState = (typeof EMOTIONAL_STATES)[number];

/** Lower case, no accents (ñ folds to n), letters stretched for emphasis squeezed: "MUUUCHO" -> "mucho". */
export function foldSpanish(text: string): string {
  return foldAccents(text).replace(/([a-z])\1{2,}/g, "$1");
}

/** Folded clauses: split at punctuation, then only letters, digits and single spaces. */
export function splitClauses(text: string): string[] {
  return foldSpanish(text)
    .split(/[.,;:!?¡¿()[\]"«»…\n]+|\s[-–—]\s/)
    .map((c) => c.replace(/[^a-z0-9]+/g, " ").trim())
    .filter(Boolean);
}

const NEGATORS = new Set(["no", "nunca", "jamas", "tampoco", "ni", "sin", "ningun", "ninguna"]);
// Words allowed between a negator and the phrase it negates: "no TENGO dolor", "ya no ME falta el aire".
const FILLERS = new Set(
  "me ya he ha hemos habia haya tengo tenia tuve tenido notado sentido estoy siento encuentro noto hay nada mas muy de todavia aun hoy ahora".split(
    " ",
  ),
);

/**
 * True when the phrase found at `index` of a folded clause is negated by a word just before it
 * ("no me duele", "nunca me he desmayado", "sin dolor"). Phrases that carry their own negation
 * ("no puedo respirar") are never negated: a preceding "no" or "ya" does not cancel them.
 */
export function isNegatedAt(clause: string, index: number, phrase: string): boolean {
  if (/^(?:no|ni|nunca|sin)\b/.test(phrase)) return false;
  const before = clause.slice(0, index).trim().split(" ").filter(Boolean).reverse();
  for (const word of before.slice(0, 4)) {
    if (NEGATORS.has(word)) return true;
    if (!FILLERS.has(word)) return false;
  }
  return false;
}

export type PhraseRule = { re: RegExp; unless?: RegExp };

const globalCache = new WeakMap<RegExp, RegExp>();
function globalOf(re: RegExp): RegExp {
  let g = globalCache.get(re);
  if (!g) {
    g = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
    globalCache.set(re, g);
  }
  return g;
}

/**
 * The first rule (in order) with an affirmed, non-excluded match in any clause of the text.
 * Rules are written against folded text (no accents, lower case).
 */
export function findAffirmed<R extends PhraseRule>(
  text: string | string[],
  rules: readonly R[],
): { rule: R; phrase: string } | null {
  const clauses = typeof text === "string" ? splitClauses(text) : text;
  for (const rule of rules) {
    for (const clause of clauses) {
      if (rule.unless?.test(clause)) continue;
      for (const m of clause.matchAll(globalOf(rule.re))) {
        if (!isNegatedAt(clause, m.index, m[0])) return { rule, phrase: m[0] };
      }
    }
  }
  return null;
}

const rules = (...res: RegExp[]): PhraseRule[] => res.map((re) => ({ re }));

const TOPIC_RULES: Record<ChatTopic, PhraseRule[]> = {
  medicación: rules(
    /\b(?:pastillas?|medicinas?|medicamentos?|medicacion|pildoras?|comprimidos?|capsulas?|jarabe|gotas)\b/,
    /\b(?:insulina|inyeccion|parches?|sintrom|paracetamol|ibuprofeno|omeprazol|dosis|farmacia|receta medica)\b/,
  ),
  salud: rules(
    /\b(?:salud|medic[oa]s?|doctor[a]?|enfermer[oa]|ambulatorio|hospital|urgencias|consulta|analisis)\b/,
    /\b(?:duele|duelen|dolor(?:es)?|molesta|molestan|tension|azucar|diabetes|colesterol|fiebre|tos)\b/,
    /\b(?:mare(?:o|os|ad[oa])|enferm[oa]|resfriad[oa]|catarro|gripe|malestar|rodillas?|espalda)\b/,
    /\b(?:me encuentro mal|no me encuentro bien|respirar|me falta el aire|caido|desmay\w*|sangr\w+|corazon)\b/,
  ),
  "ejercicio cognitivo": rules(
    /\b(?:memoria|crucigramas?|sudokus?|sopas? de letras|adivinanzas?|acertijos?|juegos? de (?:mesa|cartas))\b/,
    /\bejercicios? (?:de|para) (?:la )?(?:memoria|mente|cabeza|palabras|numeros)\b/,
    /\b(?:palabras|numeros|secuencias|asociaciones|historias|cartas) del ejercicio\b/,
    /\b(?:he acertado|acerte|entrenar la (?:mente|cabeza))\b/,
  ),
  "estado emocional": rules(
    /\b(?:triste|tristeza|soledad|content[oa]|feliz|alegre|alegria|ilusion|animo|animad[oa])\b/,
    /\b(?:desanimad[oa]|preocupad[oa]|nervios[oa]?|miedo|angustia\w*|ansiedad|deprimid[oa]|llor\w+)\b/,
    /\b(?:aburrid[oa]|me aburro|echo de menos|me siento|sol[oa] en casa|(?:estoy|me siento) sol[oa])\b/,
  ),
  familia: rules(
    /\b(?:familia|familiares|hij[oa]s?|niet[oa]s?|bisniet[oa]s?|marido|espos[oa]|herman[oa]s?)\b/,
    /\b(?:sobrin[oa]s?|yerno|nuera|cunad[oa]s?|prim[oa]s?|suegr[oa]|mi (?:padre|madre|mujer))\b/,
  ),
  comida: rules(
    /\b(?:comer|comida|comido|cenar|cena|cenado|desayun\w*|almuerzo|almorzar|merienda|merendar|hambre)\b/,
    /\b(?:cocinar|cocinado|guiso|cocido|lentejas|garbanzos|paella|arroz|croquetas|tortilla|pescado|carne)\b/,
    /\b(?:merluza|pollo|fruta|verduras?|ensalada|postre|pan|cafe|leche|huevos?|tostadas?|receta de)\b/,
    /\bsopa\b(?! de letras)/,
  ),
};

const userClauses = (messages: readonly ChatMessage[]) =>
  messages.filter((m) => m.role === "user").flatMap((m) => splitClauses(m.content));

/** Topic tags, in CHAT_TOPICS order, from keywords in the person's own messages. */
export function deriveTopics(messages: readonly ChatMessage[]): ChatTopic[] {
  const clauses = userClauses(messages);
  return CHAT_TOPICS.filter((topic) => findAffirmed(clauses, TOPIC_RULES[topic]) !== null);
}
