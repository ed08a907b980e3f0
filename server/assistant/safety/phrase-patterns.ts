// Spanish phrases that signal a possible emergency. Written against folded clauses (see
// foldSpanish/splitClauses in shared/domain/chat-topics): lower case, no accents, ñ -> n, only
// letters, digits and single spaces. A match is dropped when the clause matches `unless` or when a
// negator stands just before it ("no me duele el pecho"); phrases that start with their own "no"
// ("no puedo respirar") are never cancelled.
//
// Deliberate limits (documented in safety.unit.test.ts):
// - Everyday aches ("me duele un poco la rodilla") and mild dizziness ("estoy un poco mareada") are
//   not emergencies: the rule engine answers them kindly and suggests the doctor or the help button.
// - Only first-person reports count ("me he caido"), except "no se puede levantar" (someone on the
//   floor at home). Doubtful cases lean towards raising the alert.

import type { PhraseRule } from "@shared/domain/chat-topics";

export const HEALTH_RISK_CATEGORIES = [
  "chest_pain",
  "breathing",
  "stroke",
  "self_harm",
  "bleeding",
  "fainting",
  "fall",
  "urgent_help",
] as const;
type PhraseRiskCategory = (typeof HEALTH_RISK_CATEGORIES)[number];
type HealthRiskCategory = PhraseRiskCategory;
export type Severity = "high" | "critical";

export type RiskRule = PhraseRule & { severity?: Severity; reason?: string };
type RiskCategorySpec = { reason: string; severity: Severity; rules: RiskRule[] };

// Small spelling helpers: dropped h ("me aogo", "me e caido"), k/q for "qu", b/v.
const HE = "(?:he |e |ha )?";
const QUIERO = "(?:quiero|kiero|qiero|quisiera|queria)";
const PAIN = "(?:duele|duelen|duela|dolia|doliendo|dolio)";
const PAIN_GAP = "(?: (?:mucho|muchisimo|bastante|un poco|fuerte|otra vez|de nuevo|tanto|ahora|hoy))*";
const PECHO = "(?:pecho|pexo|pesho)";
const r = (source: string, extra: Omit<RiskRule, "re"> = {}): RiskRule => ({
  re: new RegExp(source),
  ...extra,
});

export const RISK_SPECS: Record<HealthRiskCategory, RiskCategorySpec> = {
  chest_pain: {
    reason: "Dolor en el pecho",
    severity: "critical",
    rules: [
      r(`\\bme (?:esta |estan )?${PAIN}${PAIN_GAP} (?:el |en el |la zona del )?(?:${PECHO}|corazon)\\b`),
      r(`\\b${PECHO} me (?:duele|esta doliendo|aprieta)\\b`),
      r(
        `\\b(?:dolor|dolores|opresion|presion|pinchazos?|punzadas?|peso)(?: \\w+){0,2} (?:en el|del|de|en mi) ${PECHO}\\b`,
      ),
      r(`\\bme (?:aprieta|oprime) (?:mucho )?el ${PECHO}\\b`),
      r(`\\b(?:tengo|siento|noto) el ${PECHO} (?:oprimido|apretado)\\b`),
      r("\\b(?:me esta dando|estoy teniendo|tengo|me da|me ha dado) un (?:infarto|ataque al corazon)\\b"),
    ],
  },
  breathing: {
    reason: "Dificultad para respirar",
    severity: "critical",
    rules: [
      r("\\bno (?:puedo|consigo|podia) respir\\w*"),
      r("\\bno (?:puedo coger|me entra|me llega) (?:el )?aire\\b"),
      r("\\bme cuesta (?:mucho )?respirar\\b"),
      r("\\b(?:dificultad|problemas) (?:para|al) respirar\\b"),
      r("\\brespiro (?:muy mal|fatal|con dificultad|mal)\\b"),
      r("\\bme (?:estoy )?a?h?og(?:o|ando)\\b", { unless: /\bvaso de agua\b/ }),
      r("\\b(?:sensacion de|tengo) a?h?ogo\\b"),
      r("\\bme falta (?:el |la )?(?:aire|aliento|respiracion)\\b"),
      r("\\bme (?:quedo|estoy quedando) sin (?:aire|respiracion)\\b"),
      r("\\bme asfixi\\w*"),
    ],
  },
  stroke: {
    reason: "Posibles signos de ictus",
    severity: "critical",
    rules: [
      r(
        "\\bno (?:puedo|consigo) mover (?:bien )?(?:el |la |los |las |mi |mis |un |una |medio |media )?(?:brazo|pierna|mano|lado|cara|cuerpo)",
      ),
      r("\\bno (?:siento|noto) (?:el |la |mi )?(?:brazo|pierna|mano|cara|lado)"),
      r(
        "\\bse me (?:ha )?(?:dormido|duerme|durmio|paraliza\\w*) (?:media|medio|la mitad de la|la mitad del|un lado de la|un lado del) (?:cara|cuerpo)\\b",
      ),
      r("\\b(?:media|medio) (?:cara|cuerpo) (?:dormid[oa]|paralizad[oa]|caid[oa]|torcid[oa])\\b"),
      r("\\bno me (?:salen|vienen) las palabras\\b"),
      r("\\bno (?:puedo|consigo) hablar(?: bien)?$"),
      r("\\b(?:se me traba|se me lia|se me enreda|tengo trabada) la lengua\\b"),
      r("\\bboca torcida\\b"),
      r("\\bse me (?:ha )?(?:torcido|tuerce|cae) la boca\\b"),
    ],
  },
  self_harm: {
    reason: "Riesgo de autolesión",
    severity: "critical",
    rules: [
      r(`\\b(?:me )?${QUIERO} morir(?:me)?\\b`, {
        unless: /\bmorir(?:me)? de (?:risa|verguenza|la verguenza)\b/,
      }),
      r("\\bojala (?:me muera|me muriera|estuviera muert[oa]|no despertar)\\b"),
      r("\\bno (?:quiero|kiero|qiero) (?:seguir )?(?:[bv]i[bv]ir|[bv]i[bv]iendo)\\b", {
        unless: /\bvivir (?:en|con|sol[oa]|lejos|aqui|alli)\b/,
      }),
      r("\\b(?:no tengo|sin|no me quedan) ganas de [bv]i[bv]ir\\b"),
      r("\\bno vale la pena (?:vivir|seguir viviendo|seguir)\\b"),
      r("\\b(?:estaria mejor|mejor estar|preferiria estar) muert[oa]\\b"),
      r("\\bhacerme dano\\b", {
        unless: /\b(?:miedo (?:a|de)|cuidado (?:de|para)|para no|sin|no (?:quiero|vaya a)) hacerme dano\b|\b(?:nunca|no) (?:he |e )?pensado en hacerme dano\b/,
      }),
      r("\\bquitarme la vida\\b"),
      r("\\bacabar con (?:todo|mi vida)\\b"),
      r("\\b(?:matarme|suicid\\w*)\\b", { unless: /\bmatarme (?:a trabajar|de risa)\b/ }),
      r(`\\bme (?:voy a|${QUIERO}) matar\\b`, { unless: /\bmatar (?:a trabajar|de risa)\b/ }),
    ],
  },
  bleeding: {
    reason: "Sangrado",
    severity: "high",
    rules: [
      r("\\b(?:sangro|estoy sangrando|sangrando) (?:mucho|muchisimo|sin parar|a chorros)\\b", {
        severity: "critical",
        reason: "Sangrado abundante",
      }),
      r("\\b(?:no (?:para|deja) de sangrar|sangre que no para|no se me corta la sangre)\\b", {
        severity: "critical",
        reason: "Sangrado abundante",
      }),
      r("\\b(?:mucha sangre|sangre por todas partes|charco de sangre)\\b", {
        severity: "critical",
        reason: "Sangrado abundante",
      }),
      r("\\b(?:estoy sangrando|sangro|me sale sangre)\\b"),
      r("\\bme sangra(?:n)? (?:la|el|las|los|mucho)\\b", { unless: /\bencias\b/ }),
      r("\\b(?:vomito|toso|escupo|echo) sangre\\b"),
    ],
  },
  fainting: {
    reason: "Posible desmayo o mareo fuerte",
    severity: "high",
    rules: [
      r(`\\bme ${HE}desmay\\w*`),
      r("\\b(?:voy a|a punto de) desmayar(?:me)?\\b"),
      r("\\b(?:he tenido|tuve|me dio|me ha dado) un desmayo\\b"),
      r("\\b(?:perdi|he perdido) el (?:conocimiento|sentido)\\b"),
      r("\\bme (?:he )?quedado inconsciente\\b|\\bme quede inconsciente\\b"),
      r(`\\bme ${HE}mare(?:o|ado|ada|e) (?:mucho|muchisimo|bastante)\\b`),
      r("\\b(?:estoy|me siento|me encuentro|ando) (?:muy|super|tan) maread[oa]\\b"),
      r("\\b(?:mareos? (?:muy )?fuertes?|(?:mucho|fuerte) mareo)\\b"),
      r("\\btodo me da vueltas\\b|\\bme da vueltas (?:todo|la cabeza)\\b"),
    ],
  },
  fall: {
    reason: "Posible caída",
    severity: "high",
    rules: [
      r(`(?<!\\bse )\\bme ${HE}cai(?:d?o)?\\b`, {
        unless: /\bcai\w* en la cuenta\b|\bhace (?:\w+ ){0,2}(?:anos|meses)\b/,
      }),
      r("\\bme acabo de caer\\b"),
      r("\\bno (?:me puedo|puedo) (?:levantar(?:me)?|poner de pie|ponerme de pie)\\b"),
      r("\\bno se puede levantar\\b"),
      r("\\bestoy (?:tirad[oa] )?en el suelo\\b"),
      r(`\\bme ${HE}ido al suelo\\b`),
      r(`\\bme ${HE}(?:dado|pegado) un (?:golpe|golpazo) (?:muy )?(?:fuerte )?en la cabeza\\b`),
    ],
  },
  // Not one of the seven symptoms, but a plain cry for help must never be answered with small talk.
  urgent_help: {
    reason: "Petición de ayuda urgente",
    severity: "critical",
    rules: [
      r("\\b(?:socorro|auxilio)\\b"),
      r("\\b(?:necesito|llama|llamad|llamen|que venga) (?:a )?(?:una |la )?ambulancia\\b"),
      r("\\b(?:necesito ayuda urgente|ayuda urgente|es una emergencia|tengo una emergencia)\\b"),
    ],
  },
};
