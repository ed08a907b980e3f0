// How the rule engine reads a message: phrase rules in order, the second reader, and when nothing
// claims the message, the person's own topic. Pure; the replies are chosen in rules.ts.
import { type EmotionalState, findAffirmed, splitClauses } from "@shared/domain/chat-topics";
import { CARE_INTENTS, CARE_RULES, type CareIntent } from "./care-patterns";
import { INTENT_RULES, type Intent, RULE_ORDER } from "./intent-patterns";
import { readIntent } from "../reader";
import { respellClause } from "./respell";
import { readTopic } from "./topic-patterns";

/** The message's folded clauses with speech spellings undone ("ke ora es" -> "que hora es"). */
export const readClauses = (message: string) => splitClauses(message).map(respellClause);

type Classification = {
  intent: Intent;
  emotionalState?: EmotionalState;
  /** The message also greets ("Hola, ¿qué día es hoy?"). */
  greets: boolean;
};

const isCare = (intent: string): intent is CareIntent => (CARE_INTENTS as readonly string[]).includes(intent);
const matches = (clauses: string[], intent: (typeof RULE_ORDER)[number]) =>
  findAffirmed(clauses, isCare(intent) ? CARE_RULES[intent] : INTENT_RULES[intent]) !== null;

/**
 * The second reader (./reader) names the request when no phrase rule did, and overrules a rule when
 * it is sure. Thresholds chosen on rounds of the corpus the rules had not seen (docs/behaviour/11-assistant.md#second-reader).
 */
const READER_FILLS = 0.3;
const READER_OVERRULES = 0.7;
// A mood is only named by the reader when it is sure: the phrase rules read negation ("no estoy
// triste") and an empathetic answer to plain news ("mi nieto viene mucho") rings false.
const MOODS: ReadonlySet<Intent> = new Set(["loneliness", "positive_mood", "health_complaint"]);
function withSecondReader(message: string, byRules: Intent): Intent {
  const { intent, probability } = readIntent(message);
  // "¿A qué hora es la consulta?" asks about the appointment the rule found, never about the clock.
  if (byRules === "appointment" && intent === "date_time") return byRules;
  const fills = MOODS.has(intent) ? READER_OVERRULES : READER_FILLS;
  if (byRules === "small_talk") return probability >= fills ? intent : byRules;
  // The reader was not trained on these: only the rules name them.
  if (isCare(byRules)) return byRules;
  return probability >= READER_OVERRULES ? intent : byRules;
}

/** The first intent (in INTENTS order) the message expresses, and the mood it shows. */
export function classifyMessage(message: string): Classification {
  const clauses = readClauses(message);
  // "Gracias por acordarte de mis pastillas" thanks; a question after the thanks is still a request.
  const isThanksFirst = /^(?:muchas )?gracias\b/.test(clauses[0] ?? "") && !message.includes("?");
  const intent = isThanksFirst
    ? "thanks"
    : readWithoutRule(message, RULE_ORDER.find((i) => matches(clauses, i)) ?? "small_talk");
  const mood = (m: "loneliness" | "health_complaint" | "positive_mood") => intent === m || matches(clauses, m);
  const emotionalState: EmotionalState | undefined = mood("loneliness")
    ? "needs emotional support"
    : mood("health_complaint")
      ? "health concern"
      : mood("positive_mood")
        ? "positive"
        : undefined;
  return { intent, emotionalState, greets: intent !== "greeting" && matches(clauses, "greeting") };
}

// A question to the assistant itself ("¿y tú de dónde eres?") or a few words with nothing in them
// ("pues nada", "aquí estoy") offer no topic: those stay small talk.
export const ASKS_THE_ASSISTANT = /\b(?:tu|ti|te gusta|te gustan|eres|sabes|has estado|as estado|opinas|piensas|conoces|cuentame|hablame|dime algo)\b/;
const NOTHING_SAID = /^(?:(?:pues|bueno|nada|aqui|estoy|ya|asi|tirando|ahi|vamos|que|tal|si|no|poca cosa|lo de siempre|como siempre|pasando el rato|sin novedad)\s*)+$/;

/**
 * No phrase rule claimed the message. The person's own topic comes first ("ayer bautizaron a mi
 * bisnieta" is a family event, not a question about names); then the second reader; then a
 * statement with no known topic is "topic:other", and a question to the assistant or a few empty
 * words ("pues nada") stay small talk.
 */
function readWithoutRule(message: string, byRules: Intent): Intent {
  if (byRules !== "small_talk") return withSecondReader(message, byRules);
  const folded = readClauses(message).join(" ");
  const reading = readTopic(folded, message);
  if (reading) return `topic:${reading.topic}`;
  const asksTheAssistant = ASKS_THE_ASSISTANT.test(folded);
  const byReader = withSecondReader(message, byRules);
  if (byReader !== "small_talk" && (!asksTheAssistant || readIntent(message).probability >= READER_OVERRULES)) return byReader;
  const words = folded.split(" ").filter(Boolean);
  return words.length < 3 || NOTHING_SAID.test(folded) || asksTheAssistant ? "small_talk" : "topic:other";
}
