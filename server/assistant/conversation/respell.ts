// Spellings of speech and of quick typing, undone before the assistant reads a message: older
// people write as they speak ("me e caído", "se a quedao", "oy", "ke ora es", "xiste"). Works on
// folded words (no accents, lower case); the safety matcher also corrects key words by sound.

// Frequent words written the way they sound, or shortened as in text messages.
const COMMON: Record<string, string> = {
  oy: "hoy",
  pa: "para",
  ai: "hay",
  ay: "hay",
  llober: "llover",
  livre: "libre",
  ace: "hace",
  wenas: "buenas",
  guenas: "buenas",
  ago: "hago",
  aora: "ahora",
  dende: "desde",
  an: "han",
  ke: "que",
  k: "que",
  q: "que",
  mui: "muy",
  mu: "muy",
  ora: "hora",
  aki: "aqui",
  ase: "hace",
  hase: "hace",
  asta: "hasta",
  grasias: "gracias",
  grasia: "gracias",
  grax: "gracias",
  xiste: "chiste",
  xistes: "chistes",
  sita: "cita",
  sitas: "citas",
  medisina: "medicina",
  medisinas: "medicinas",
  dise: "dice",
  ablar: "hablar",
  abla: "habla",
  bale: "vale",
  tb: "tambien",
  xq: "porque",
  pq: "porque",
  porq: "porque",
  xk: "porque",
  wasap: "mensaje",
  wasaps: "mensajes",
  guasap: "mensaje",
  guasaps: "mensajes",
  whatsapp: "mensaje",
  whatsapps: "mensajes",
  watsap: "mensaje",
  porfa: "por favor",
  porfavor: "por favor",
  // "Pal suelo", "pa'l lado": Andalusian, Murcian and Canarian speech.
  pal: "para el",
  // Galician and Asturian words in Spanish messages from the north-west ("teño un dolor", "non sei").
  non: "no",
  nun: "no",
  nin: "ni",
  sei: "se",
  quen: "quien",
  agora: "ahora",
  estou: "estoy",
  teno: "tengo",
  tes: "tienes",
  muxo: "mucho",
  moito: "mucho",
  moita: "mucha",
  peito: "pecho",
  caio: "caigo",
  cain: "cai",
  caeu: "cayo",
  xa: "ya",
  auga: "agua",
  lume: "fuego",
  fume: "humo",
  muller: "mujer",
  doe: "duele",
  doeme: "me duele",
  perna: "pierna",
  sangue: "sangre",
  xente: "gente",
  tamen: "tambien",
  cousa: "cosa",
  noite: "noche",
};

// Words that name a relative only after a possessive or article ("mi neto", "el home"); alone they are Spanish.
const AFTER_DETERMINER: Record<string, string> = {
  home: "hombre",
  neto: "nieto",
  neta: "nieta",
  netos: "nietos",
  netas: "nietas",
  fillo: "hijo",
  filla: "hija",
  fillos: "hijos",
  fillas: "hijas",
};
const DETERMINERS = new Set(["mi", "mis", "su", "sus", "tu", "tus", "el", "la", "los", "las", "o", "a", "al", "del", "meu", "mina", "un", "una"]);

const SMELLS_OF = new Set(["huele", "huelo", "olia", "oler", "olor", "sabe", "sabia", "apesta", "peste", "pestazo"]);
const PARTICIPLE = /^(?:[a-z]+(?:ado|ada|ido|ida)|dicho|hecho|puesto|vuelto|visto|roto|muerto|abierto|escrito)$/;
const NOT_PARTICIPLE = new Set(["nada", "cada", "nadie", "vida", "comida", "bebida", "salida", "llegada", "entrada", "herida"]);

// The few Spanish words that really end in -ao.
const ENDS_IN_AO = new Set(["bacalao", "cacao", "sarao", "callao", "bilbao", "chao", "nao", "cao"]);
/** A dropped intervocalic d: "quedao" -> "quedado", "dao" -> "dado", "hinchaos" -> "hinchados". */
const withD = (w: string) => {
  if (w.length >= 3 && w.endsWith("ao") && !ENDS_IN_AO.has(w)) return `${w.slice(0, -2)}ado`;
  return w.length >= 5 && w.endsWith("aos") && !ENDS_IN_AO.has(w.slice(0, -1)) ? `${w.slice(0, -3)}ados` : w;
};

/** The words of a folded clause, respelled; the auxiliary without its h ("se a colado") gets it back. */
export function respellWords(words: readonly string[]): string[] {
  const out = words.flatMap((w, i) => {
    if (w === "ola" && i === 0 && words[1] !== "de") return ["hola"];
    // "graciaas", "ayudaa": Spanish doubles a, i or u only in rare words.
    // A doubled last letter ("favorr", "caigoo") is a slip: no Spanish word ends in one.
    const squeezed = w.replace(/([aiu])\1+/g, "$1").replace(/([a-z])\1$/, "$1");
    return (COMMON[squeezed] ?? withD(squeezed)).split(" ");
  });
  return out.map((w, i) => {
    const next = out[i + 1] ?? "";
    if (AFTER_DETERMINER[w] && i > 0 && DETERMINERS.has(out[i - 1])) return AFTER_DETERMINER[w];
    // "huele a quemado", "sabe a podrido": there "a" is the preposition.
    if (w === "a" && i > 0 && SMELLS_OF.has(out[i - 1])) return w;
    if ((w === "a" || w === "e") && PARTICIPLE.test(next) && !NOT_PARTICIPLE.has(next)) return w === "a" ? "ha" : "he";
    if ((w === "a" || w === "e") && /^[a-z]{3,}io$/.test(next)) return w === "a" ? "ha" : "he";
    // "no e perdio el conocimiento": a participle that also lost its d, after the auxiliary.
    const previous = i > 0 ? out[i - 1] : "";
    if (/^(?:a|e|ha|he|han|has)$/.test(previous) && /^[a-z]{3,}io$/.test(w)) return `${w.slice(0, -2)}ido`;
    return w;
  });
}

export const respellClause = (clause: string): string => respellWords(clause.split(" ").filter(Boolean)).join(" ");
