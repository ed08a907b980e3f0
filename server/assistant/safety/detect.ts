// The concept detector: folded, typo-corrected, stemmed tokens matched against category cues,
// idioms masked first, and clauses about the TV, old stories or hypotheticals set aside.
import { CATEGORY_SPECS, SAFETY_CATEGORIES, type SafetyCategory, type Severity } from "./categories";
import { clauseDiscounts, maskIdioms, splitStories } from "./context";
import { NEAR_KEY_WORDS } from "./lexicon";
import { isFarewell } from "./farewell";
import { compileCue, correctorFor, matchCue } from "./matcher";
import { clausesOf, tokenize } from "./normalize";

type SafetyHit = { category: SafetyCategory; severity: Severity; reason: string; cue: string };

const COMPILED = SAFETY_CATEGORIES.flatMap((category) => {
  const spec = CATEGORY_SPECS[category];
  const major = { category, severity: spec.severity, reason: spec.reason, cues: spec.cues.map(compileCue) };
  if (!spec.minor) return [major];
  const { reason, cues } = spec.minor;
  return [major, { category, severity: "high" as const, reason, cues: cues.map(compileCue) }];
});
const ASK_CUES = SAFETY_CATEGORIES.flatMap((category) =>
  (CATEGORY_SPECS[category].ask ?? []).map((source) => ({ category, cue: compileCue(source) })),
);
/** Every compiled cue: their words and concepts are the typo corrector's vocabulary. */
export const ALL_CUES = [...COMPILED.flatMap((c) => c.cues), ...ASK_CUES.map((a) => a.cue)];
const correct = correctorFor(ALL_CUES, new Set(NEAR_KEY_WORDS.split(" ")));

// "ayuda por favor", "AYUDA YA": a message of nothing but a call for help. With other words
// ("ayuda por favor con el móvil") it is an everyday request.
const CALL_WORDS = new Set(["ayuda", "aiuda", "porfavor", "ayudame", "por", "favor", "rapido", "ya", "urgente", "alguien", "ven", "venga", "vengan", "venid", "pronto", "que", "me", "necesito"]);
// "Venid por favor", "mi arma, venirse pa ca": a bare "come" is a call too ("venga" alone is "come on").
const COME_WORDS = new Set(["venid", "benid", "venir", "venirse", "venirme", "vente", "veni", "vengan", "vengais", "mandad", "manden", "mandeis"]);
const AROUND_COME = new Set([...COME_WORDS, "pa", "para", "ca", "aca", "aqui", "mi", "arma", "casa", "a", "alguien"]);
// Interjections and "alone" around a call: "venid ya por dios", "ay que me pasa algo, venid", "ayuda, estoy sola".
const AROUND_CALL = new Set(["dios", "mio", "madre", "ay", "hay", "acho", "oye", "oiga", "mira", "pasa", "algo", "estoy", "sola", "solo", "corriendo", "enseguida"]);
const isOnlyACallForHelp = (clauses: string[]) => {
  const words = clauses.join(" ").split(" ").filter(Boolean).map(correct);
  const isAround = (w: string) => CALL_WORDS.has(w) || AROUND_COME.has(w) || AROUND_CALL.has(w) || DISTRESS_WORDS.has(w);
  if (words.length > 12 || !words.every(isAround)) return false;
  return words.includes("ayuda") || words.includes("aiuda") || words.some((w) => COME_WORDS.has(w));
};

// "Estoy mal", "no sé qué me pasa pero no estoy bien, nada bien": feeling bad, said and nothing else. With
// anything more ("estoy mal de la rodilla", "no estoy mal, gracias") it is conversation.
const DISTRESS_WORDS = new Set(
  "estoy me encuentro siento noto muy mu tan mal fatal malamente malisima malisimo no bien nada que se pasa algo lo es pero ay hoy y sola solo ayuda por favor de verdad".split(" "),
);
const isBareDistress = (clauses: string[]) => {
  const text = clauses.join(" ");
  const words = text.split(" ").filter(Boolean);
  if (words.length > 12 || !words.every((w) => DISTRESS_WORDS.has(w))) return false;
  if (/\bno (?:me )?(?:estoy|encuentro|siento|noto) (?:tan |muy )?mal\b/.test(text)) return false;
  // A plain "no me encuentro bien" is a complaint (the ask tier may still ask); "nada bien" is not.
  return /\b(?:mal|fatal|malamente|malisima|malisimo)\b/.test(text) || /\bno (?:me )?(?:estoy|encuentro|siento) bien nada bien\b|\bnada bien\b/.test(text);
};

// "Fuego", "¡¡gas!!", "ladrones, socorro": one alarm word, alone or with calls for help, is an alarm.
const ALARM_WORDS: Record<string, SafetyCategory> = {
  fuego: "fire",
  incendio: "fire",
  llamas: "fire",
  humo: "fire",
  gas: "gas",
  butano: "gas",
  ladron: "intruder",
  ladrones: "intruder",
  intruso: "intruder",
  auxilio: "urgent_help",
  socorro: "urgent_help",
};
const AROUND_ALARM = new Set([...CALL_WORDS, "hay", "un", "una", "en", "casa", "mi", "la", "el", "aqui", "fuga", "de", "olor"]);
function oneWordAlarm(clauses: string[]): SafetyCategory | null {
  const words = clauses.join(" ").split(" ").filter(Boolean);
  const alarm = words.find((w) => ALARM_WORDS[w]);
  if (!alarm || words.length > 5 || !words.every((w) => ALARM_WORDS[w] || AROUND_ALARM.has(w))) return null;
  return ALARM_WORDS[alarm];
}

// Told across a comma: "se ha tomado las pastillas, todas", "me ha picado una abeja, soy alérgica", "no vuelve,
// tiene alzheimer" (a person with dementia who has not come back is lost).
// A scam is a story told in steps ("mamá, este es mi número nuevo, se me ha roto el móvil, hazme un bizum").
// A fever and its shivers come in two breaths too ("la fiebre no baja, tiemblo entera").
const ACROSS_CLAUSES: ReadonlySet<SafetyCategory> = new Set(["self_harm", "allergy", "confusion", "scam", "fever"]);

// Things given away because they "will not be needed": "le he regalado mis anillos, a mí ya no me van a hacer
// falta". In the present ("el coche ya no me hace falta, se lo he dado a mi nieto") it is an everyday gift.
const GIVEN = /\b(?:regal\w*|repartid[oa]s?|repartiendo|dado|dao|dejado|dejao|baja|(?:se )?quede con)\b/;
const WONT_NEED =
  /\bno (?:me |nos |le |lo |la |los |las )?(?:(?:va|van|hara|haran|ara|aran) (?:a )?(?:hacer |acer |ser )?(?:falta|necesari[oa]s?)|(?:voy|va|van) a necesitar|necesitare)\b|\b(?:pa|para) donde voy\b/;
const isGivingAway = (text: string) => GIVEN.test(text) && WONT_NEED.test(text);

/** Every category with an affirmed match now, most serious first (critical, then list order). */
export function detectConcepts(text: string): SafetyHit[] {
  const clauses = splitStories(clausesOf(text).map((words) => words.join(" ")));
  const hits: SafetyHit[] = [];
  const kept: string[] = [];
  const discounts = clauseDiscounts(clauses);
  for (const [index, clause] of clauses.entries()) {
    // A "TV/old story" clause also colours the next clause, unless that one is clearly about now.
    const discount = discounts[index];
    // A wish not to live is said in the conditional ("si no despertara..."): a hypothetical
    // clause still counts for self-harm, never for the other categories.
    if (discount && discount !== "hypothetical") continue;
    kept.push(clause);
    const tokens = tokenize(maskIdioms(clause).split(" "), correct);
    for (const { category, severity, reason, cues } of COMPILED) {
      if (discount && category !== "self_harm" && category !== "abuse") continue;
      if (hits.some((h) => h.category === category)) continue;
      const cue = cues.find((c) => matchCue(tokens, c));
      if (cue) hits.push({ category, severity, reason, cue: cue.source });
    }
  }
  // "Si no despertara, mejor", "me ha picado una abeja, soy alérgica": some dangers are told across
  // a comma, so these categories are also read across the clauses not about the TV or the past
  // (hypotheticals only for self-harm: "si un señor viene diciendo que es del gas, ¿qué hago?" is a question).
  const now = clauses.filter((_, i) => !discounts[i]);
  for (const [reading, part] of [["self_harm", kept], ["other", now]] as const) {
    if (part.length < 2) continue;
    const tokens = tokenize(maskIdioms(part.join(" ")).split(" "), correct);
    for (const entry of COMPILED) {
      if (!ACROSS_CLAUSES.has(entry.category) || hits.some((h) => h.category === entry.category)) continue;
      if ((entry.category === "self_harm") !== (reading === "self_harm")) continue;
      const cue = entry.cues.find((c) => matchCue(tokens, c));
      if (cue) hits.push({ category: entry.category, severity: entry.severity, reason: entry.reason, cue: cue.source });
    }
  }
  if (!hits.some((h) => h.category === "self_harm") && (isGivingAway(kept.join(" ")) || isFarewell(kept))) {
    const { severity, reason } = CATEGORY_SPECS.self_harm;
    hits.push({ category: "self_harm", severity, reason, cue: "(despedida)" });
  }
  const alarm = hits.length === 0 ? oneWordAlarm(clauses) : null;
  if (alarm) {
    const { severity, reason } = CATEGORY_SPECS[alarm];
    hits.push({ category: alarm, severity, reason, cue: "(una palabra)" });
  }
  if (hits.length === 0 && (isOnlyACallForHelp(clauses) || isBareDistress(clauses))) {
    const { severity, reason } = CATEGORY_SPECS.urgent_help;
    hits.push({ category: "urgent_help", severity, reason, cue: "(solo ayuda)" });
  }
  const rank = (h: SafetyHit) => (h.severity === "critical" ? 0 : 1) * 100 + SAFETY_CATEGORIES.indexOf(h.category);
  return hits.sort((a, b) => rank(a) - rank(b));
}

const ERRAND = /\b(?:viaje|vacaciones|excursion|medico|playa|pueblo|compra|mercado|misa|peluqueria|residencia|hospital|boda|bautizo)\b/;

/** The category of an indirect signal the message carries now (not on TV, not an old story): worth asking about. */
export function detectAskCues(text: string): SafetyCategory | null {
  const clauses = splitStories(clausesOf(text).map((words) => words.join(" ")));
  const discounts = clauseDiscounts(clauses);
  const kept = clauses.filter((_, i) => !discounts[i] || discounts[i] === "hypothetical");
  // A trip or an errand explains "todo arreglado, me voy tranquila".
  if (kept.length === 0 || ERRAND.test(kept.join(" "))) return null;
  const tokens = tokenize(maskIdioms(kept.join(" ")).split(" "), correct);
  return ASK_CUES.find((a) => matchCue(tokens, a.cue))?.category ?? null;
}
