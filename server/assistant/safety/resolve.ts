// When one message matches cues of several categories, which advice fits. A fall that leaves a leg
// that will not move is a fall, not a stroke; someone who "no respira" needs the unconscious answer,
// not "sit up and open a window"; a scam at the door is not an intruder. What no preference settles
// gets the general answer (112 now, staff alerted) rather than a specific wrong one.
import { SAFETY_CATEGORIES, type SafetyCategory, type Severity } from "./categories";

export type Hit = { category: SafetyCategory; severity: Severity; reason: string; cue: string };

type Preference = {
  winner: SafetyCategory;
  losers: SafetyCategory[];
  onlyIf?: (loser: Hit, winner: Hit) => boolean;
};

// Stroke cues that a fall, the heat or cold, breathlessness or chest pain explain as well: a limb
// that does not move or feel, words that do not come out.
const LIMB_OR_SPEECH = /MOVE|FEEL|mover|muevo|siento|levantar|fuerza|no CAN hablar|no me salen palabras|muerta|hormigueo|no hace caso|obedece/i;
const isWeakStroke = (h: Hit) => h.category === "stroke" && LIMB_OR_SPEECH.test(h.cue);
// "No puedo levantar el brazo" also reads as a fall ("no CAN GETUP"): only a told fall explains a stroke sign.
const isRealFall = (h: Hit) => /FALL|SLIP|HIT|FLOOR|suelo|tirad/.test(h.cue);
// Losing one's senses for a moment, told by the person themselves: fainting, not unconsciousness.
const isBriefLoss = (h: Hit) => /LOST_VERB|sin conocimiento/.test(h.cue);

// Someone already inside and going through the drawers is an intruder now, whatever they said at the door.
const isInsideRummaging = (h: Hit) => h.category === "intruder" && /revolviendo\|rebuscando/.test(h.cue);
// Sparks where water runs: cut the power and keep off the water (the flood's advice), not "leave, fire".
const isSparksOnly = (h: Hit) => h.cue.startsWith("~chispas");
// The swollen tongue alone: a thick tongue with a limb gone is a stroke sign.
const isTongueOnly = (h: Hit) => h.cue.startsWith("~labios|lengua");

const PREFERENCES: Preference[] = [
  { winner: "scam", losers: ["intruder", "abuse", "urgent_help", "confusion"], onlyIf: (loser) => !isInsideRummaging(loser) },
  { winner: "flood", losers: ["fire"], onlyIf: isSparksOnly },
  { winner: "self_harm", losers: ["poisoning", "gas", "fall"] },
  { winner: "gas", losers: ["fainting", "headache", "unconscious", "breathing", "temperature"] },
  // Before the next one: a moment without senses, told afterwards, is fainting.
  { winner: "fainting", losers: ["unconscious"], onlyIf: isBriefLoss },
  // "La pierna no me responde" is a limb, not a person who does not respond.
  { winner: "stroke", losers: ["unconscious"], onlyIf: (loser, stroke) => loser.cue === "no RESPOND" && isWeakStroke(stroke) },
  { winner: "unconscious", losers: ["fall", "fainting"] },
  { winner: "allergy", losers: ["breathing"] },
  { winner: "allergy", losers: ["stroke"], onlyIf: (_, allergy) => !isTongueOnly(allergy) },
  { winner: "blood_vomit", losers: ["bleeding", "breathing"] },
  { winner: "chest_pain", losers: ["breathing", "burn"] },
  { winner: "chest_pain", losers: ["stroke"], onlyIf: isWeakStroke },
  { winner: "breathing", losers: ["stroke"], onlyIf: isWeakStroke },
  { winner: "fall", losers: ["stroke"], onlyIf: (loser, fall) => isWeakStroke(loser) && isRealFall(fall) },
  { winner: "fall", losers: ["bleeding"], onlyIf: (h) => h.severity === "high" },
  // A burn told as one ("me he quemado la espalda con la estufa") is a burn, not the stove's heat.
  { winner: "temperature", losers: ["fainting", "fall", "burn", "breathing"], onlyIf: (loser) => loser.cue !== "~BURN BODY" },
  { winner: "temperature", losers: ["stroke"], onlyIf: isWeakStroke },
  { winner: "fever", losers: ["fall", "breathing", "fainting"] },
  // A feverish person who answers poorly: the fever's advice (112 if confused), not resuscitation.
  { winner: "fever", losers: ["unconscious"], onlyIf: (loser) => loser.cue === "no RESPOND" },
  // Someone who does not answer and breathes oddly is unconscious; "sit up, open a window" does not fit.
  { winner: "unconscious", losers: ["breathing"], onlyIf: (loser) => loser.cue.startsWith("~~respirando") },
  // "Me ha dado un golpe de calor" is the heat, not a blow from someone.
  { winner: "temperature", losers: ["abuse", "fall"], onlyIf: (_, heat) => heat.cue === "golpe de calor" },
  { winner: "fainting", losers: ["fall"] },
  // "De golpe" is also a blow: a sudden headache is not a fall.
  { winner: "headache", losers: ["fall"], onlyIf: (loser) => loser.cue === "~HIT HEAD" },
  { winner: "burn", losers: ["fall"] },
  // "No sé quién soy, todo me da vueltas": the confusion's answer.
  { winner: "confusion", losers: ["fainting"], onlyIf: (_, confusion) => confusion.cue.includes("quien soy") },
  // Clothes on fire on the body, put out: the burn's advice (cool water), not "leave the house".
  { winner: "burn", losers: ["fire"], onlyIf: (_, burn) => burn.cue === "~BURN BODY" },
  // A blow to the head, then a headache and double vision: the headache's answer (112).
  { winner: "headache", losers: ["stroke"], onlyIf: (loser) => /veo doble|sin ver|no veo/.test(loser.cue) },
  // "La riada ha entrado en casa": water that came in is not a burglar.
  { winner: "flood", losers: ["fall", "urgent_help", "intruder"] },
  // Choking explains "casi no puedo hablar".
  { winner: "breathing", losers: ["stroke"], onlyIf: (loser) => /SPEAK|hablar|hablo|habla/.test(loser.cue) },
  { winner: "not_eating", losers: ["fall"] },
  { winner: "abuse", losers: ["not_eating", "fall"] },
  // Fuel or oil that splashed on the face burns the skin: cool water, not the poison line.
  { winner: "burn", losers: ["poisoning"], onlyIf: (_, burn) => burn.cue.startsWith("~~salpicado") },
  // Fumes of bleach: poisoning; a coin or a battery that chokes: breathing (its advice is for choking).
  { winner: "poisoning", losers: ["breathing", "fainting"], onlyIf: (_, poison) => !poison.cue.includes("tragado|tragao") },
];

// Pairs where neither advice fits better and a wrong one could harm: the general answer (112 now).
const UNDECIDED: readonly [SafetyCategory, SafetyCategory][] = [
  ["chest_pain", "stroke"],
  ["fainting", "stroke"],
];

export const rankOf = (h: { severity: Severity; category: SafetyCategory }) =>
  (h.severity === "critical" ? 0 : 100) + SAFETY_CATEGORIES.indexOf(h.category);

/** The hit whose advice fits: preferences first, then severity and list order; undecided pairs get the general answer. */
export function resolveHits(hits: readonly Hit[]): Hit | null {
  let left = [...hits];
  for (const { winner, losers, onlyIf } of PREFERENCES) {
    const won = left.find((h) => h.category === winner);
    if (!won) continue;
    left = left.filter((h) => !losers.includes(h.category) || (onlyIf && !onlyIf(h, won)));
  }
  const [first, ...rest] = left.sort((a, b) => rankOf(a) - rankOf(b));
  if (!first) return null;
  const second = rest.find((h) => UNDECIDED.some(([a, b]) => (a === first.category && b === h.category) || (b === first.category && a === h.category)));
  if (!second) return first;
  const reason = `${first.reason} o ${second.reason.charAt(0).toLowerCase()}${second.reason.slice(1)}`;
  return { category: "urgent_help", severity: first.severity, reason, cue: "(dos tipos)" };
}
