import { defineEndpoint } from "./contract";
import { multiLineString, oneLineString } from "./safe-text";
import { z } from "./zod";

import { CHAT_TOPICS, EMOTIONAL_STATES } from "../domain/chat-topics";
import { CHAT_MESSAGE_MAX } from "./messages";
import { safetyCheck, safetyCheckEndpoints } from "./safety-checks";

const chatTurn = z.object({
  role: z.enum(["user", "assistant"]),
  content: multiLineString().max(4000),
});

const chatAiRequest = z.object({
  userId: z.uuid({ error: "Identificador no válido" }),
  message: multiLineString("Escriba un mensaje")
    .trim()
    .min(1, { error: "Escriba un mensaje" })
    .max(CHAT_MESSAGE_MAX, { error: `El mensaje no puede superar ${CHAT_MESSAGE_MAX} caracteres` }),
  messageHistory: z.array(chatTurn).max(200, { error: "La conversación es demasiado larga" }).default([]),
});

export const chatAiResponse = z.object({
  response: z.string(),
  /** `category`: the stable code of the danger read (docs/behaviour/11-assistant.md#safety-categories). */
  healthAlert: z
    .object({ reason: z.string(), severity: z.enum(["high", "critical"]), category: z.string() })
    .nullable(),
  /**
   * The detector was not sure: the reply asks '¿Está bien?' and the screen shows 'Sí, necesito ayuda' and
   * 'Estoy bien' (answered at POST /api/chat/safety-check/:id/answer). Never together with healthAlert.
   */
  safetyCheck: safetyCheck.nullable(),
  provider: z.enum(["rules", "llm"]),
  /**
   * A concrete offer shown as a button: write to the family with this text ready, or call the staff
   * (the help flow runs only when the person taps it).
   */
  offer: z
    .discriminatedUnion("kind", [
      z.object({ kind: z.literal("write_family"), text: z.string() }),
      z.object({ kind: z.literal("call_staff"), text: z.string() }),
    ])
    .optional(),
});
export type ChatAiResponse = z.infer<typeof chatAiResponse>;

export const saveChatRequest = z.object({
  userId: z.uuid({ error: "Identificador no válido" }),
  /** JSON text of the message list (docs/behaviour/03-entities.md). */
  messages: z
    .string()
    .max(90_000, { error: "La conversación es demasiado larga" })
    .refine(
      (text) => {
        try {
          return chatTurnList.safeParse(JSON.parse(text)).success;
        } catch {
          return false;
        }
      },
      { error: "La conversación no tiene un formato válido" },
    ),
  duration: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  // The labels of docs/behaviour/07-api.md are still accepted from a client, but the server stores its own reading of
  // the conversation (see SaveChatResponse): one owner for what a session was about.
  topicsDiscussed: z.array(oneLineString().max(60)).max(20).optional(),
  emotionalState: z.enum(EMOTIONAL_STATES).optional(),
  sessionSummary: multiLineString().max(2000).optional(),
});
export type SaveChatRequest = z.input<typeof saveChatRequest>;

/** The saved session and what the assistant understood it was about. */
export const saveChatResponse = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  topicsDiscussed: z.array(z.enum(CHAT_TOPICS)),
  emotionalState: z.enum(EMOTIONAL_STATES),
  sessionSummary: z.string(),
});
export type SaveChatResponse = z.infer<typeof saveChatResponse>;
export const chatTurnList = z
  .array(chatTurn)
  .min(2, { error: "Guarde la sesión después de hablar con el asistente" });

// Only the person talks to their assistant: the subject is the body's userId (the contract's `in: "body"`).
export const chatEndpoints = {
  reply: defineEndpoint({
    method: "POST",
    path: "/api/chat/ai",
    summary: "The assistant answers the older person's message",
    access: { kind: "subject", param: "userId", in: "body", scope: { elderly: "self" }, audit: null },
    body: chatAiRequest,
    response: chatAiResponse,
  }),
  save: defineEndpoint({
    method: "POST",
    path: "/api/chat",
    summary: "The older person saves a conversation with the assistant",
    access: { kind: "subject", param: "userId", in: "body", scope: { elderly: "self" }, audit: null },
    body: saveChatRequest,
    response: saveChatResponse,
    status: 201,
  }),
  ...safetyCheckEndpoints,
};
