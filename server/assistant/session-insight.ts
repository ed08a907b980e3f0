// What a saved chat session is about (the topics, emotional state and summary of docs/behaviour/07-api.md), read
// with the assistant's own understanding: the safety detector and the intent classifier that
// answered each message, plus the topic keywords of docs/behaviour/07-api.md. The server is the one owner of this
// reading, so a session's labels always agree with what the assistant recognised during the conversation.
import {
  type ChatMessage,
  type ChatTopic,
  CHAT_TOPICS,
  deriveTopics,
  type EmotionalState,
} from "@shared/domain/chat-topics";
import { classifyMessage, type Intent } from "./conversation/rules";
import { detectHealthRisk, type HealthRisk, type HealthRiskCategory } from "./safety";
import { maskIdioms } from "./safety/context";
import { clausesOf } from "./safety/normalize";

type SessionInsight = {
  topicsDiscussed: ChatTopic[];
  emotionalState: EmotionalState;
  sessionSummary: string;
};

/** The mood an emergency shows: distress for self-harm, abuse and a scam, a health concern for the rest. */
export function moodOfRisk(category: HealthRiskCategory): EmotionalState {
  // Someone being defrauded is frightened or pressed, not unwell.
  const isDistress = category === "self_harm" || category === "abuse" || category === "scam";
  return isDistress ? "needs emotional support" : "health concern";
}

const INTENT_TOPICS: Partial<Record<Intent, ChatTopic[]>> = {
  medicines: ["medicación"],
  appointment: ["salud"],
  health_complaint: ["salud"],
  memory_exercise: ["ejercicio cognitivo"],
  loneliness: ["estado emocional"],
  positive_mood: ["estado emocional"],
  family_names: ["familia"],
  unread_messages: ["familia"],
  call_family: ["familia"],
};

// Home dangers (gas, fire, intruder, flood) and a scam in progress have no documented topic (a fraud is not
// "salud"): the summary names them instead.
const HOME_DANGERS: ReadonlySet<HealthRiskCategory> = new Set(["gas", "fire", "intruder", "flood", "scam"]);
function topicsOfRisk(category: HealthRiskCategory): ChatTopic[] {
  if (category === "self_harm" || category === "abuse") return ["estado emocional"];
  if (category === "poisoning") return ["medicación", "salud"];
  if (category === "not_eating") return ["comida", "salud"];
  return HOME_DANGERS.has(category) ? [] : ["salud"];
}

const STATE_RANK: readonly EmotionalState[] = ["health concern", "needs emotional support", "positive", "neutral"];
const STATE_TEXT: Record<EmotionalState, string> = {
  "needs emotional support": "necesita apoyo emocional",
  positive: "positivo",
  "health concern": "comenta una preocupación de salud",
  neutral: "neutro",
};

function joinSpanish(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`;
}

function summaryOf(count: number, topics: readonly ChatTopic[], state: EmotionalState, risks: HealthRisk[]): string {
  if (count === 0) return "Sesión sin mensajes de la persona.";
  const about = topics.length ? `sobre ${joinSpanish(topics)}` : "sin un tema concreto";
  const noun = count === 1 ? "mensaje" : "mensajes";
  const text = `Conversación de ${count} ${noun} ${about}. Estado de ánimo: ${STATE_TEXT[state]}.`;
  const reasons = [...new Set(risks.map((r) => r.reason))];
  return reasons.length ? `${text} Avisos al equipo: ${joinSpanish(reasons)}.` : text;
}

/**
 * Topics (in the order of docs/behaviour/07-api.md), the most telling emotional state (health concern > needs emotional
 * support > positive > neutral) and a short Spanish summary, from the person's own messages only.
 */
export function describeSession(messages: readonly ChatMessage[]): SessionInsight {
  return readSession(messages).insight;
}

/**
 * The insight and every mood read along the way: the session's state keeps only the most telling one, and a
 * person sad and in pain is still sad (the low-mood days, server/services/low-mood.ts).
 */
export function readSession(messages: readonly ChatMessage[]): { insight: SessionInsight; moods: Set<EmotionalState> } {
  const own = messages.filter((m) => m.role === "user" && m.content.trim());
  // Idioms ("me partió el corazón", "me muero de risa") are not topics, as they are not emergencies.
  const literal = own.map((m) => ({ role: m.role, content: clausesOf(m.content).map((w) => maskIdioms(w.join(" "))).join(". ") }));
  const topics = new Set<ChatTopic>(deriveTopics(literal));
  const states = new Set<EmotionalState>();
  const risks: HealthRisk[] = [];
  for (const { content } of own) {
    const risk = detectHealthRisk(content);
    if (risk) {
      risks.push(risk);
      states.add(moodOfRisk(risk.category));
      for (const topic of topicsOfRisk(risk.category)) topics.add(topic);
      continue;
    }
    const { intent, emotionalState } = classifyMessage(content);
    if (emotionalState) states.add(emotionalState);
    for (const topic of INTENT_TOPICS[intent] ?? []) topics.add(topic);
  }
  const emotionalState = STATE_RANK.find((state) => states.has(state)) ?? "neutral";
  const topicsDiscussed = CHAT_TOPICS.filter((topic) => topics.has(topic));
  const sessionSummary = summaryOf(own.length, topicsDiscussed, emotionalState, risks);
  return { insight: { topicsDiscussed, emotionalState, sessionSummary }, moods: states };
}
