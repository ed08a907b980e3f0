import { SAFETY_CHECK_ANSWERS } from "../domain/safety-check";
import { helpService } from "./alerts";
import { idParams, userIdParams } from "./common";
import { defineEndpoint } from "./contract";
import { z } from "./zod";

// The assistant's question '¿Está bien?' (docs/behaviour/11-assistant.md#asking): the person's own, like the chat.

/** The question as `POST /api/chat/ai` reports it; `id` is what the answer is sent to. */
export const safetyCheck = z.object({ id: z.uuid(), question: z.string(), category: z.string() });

/** GET: the person's unanswered question (the home screen keeps it until answered), or null. */
export const openSafetyCheck = safetyCheck.extend({ createdAt: z.string() }).nullable();
export type OpenSafetyCheck = z.infer<typeof openSafetyCheck>;

const answerRequest = z.object({
  userId: z.uuid({ error: "Identificador no válido" }),
  answer: z.enum(SAFETY_CHECK_ANSWERS, { error: "Elija «Sí, necesito ayuda» o «Estoy bien»" }),
});

/** The answer kept; `service` (who answers a help request now) only when it raised one. */
export const safetyCheckAnswered = z.object({
  id: z.uuid(),
  answer: z.enum(SAFETY_CHECK_ANSWERS),
  answeredAt: z.string(),
  service: helpService.nullable(),
});
export type SafetyCheckAnswered = z.infer<typeof safetyCheckAnswered>;

const ownOnly = { kind: "subject", param: "userId", scope: { elderly: "self" }, audit: null } as const;

export const safetyCheckEndpoints = {
  openSafetyCheck: defineEndpoint({
    method: "GET",
    path: "/api/chat/safety-check/:userId",
    summary: "The assistant's question '¿Está bien?' the person has not answered yet",
    access: ownOnly,
    params: userIdParams,
    response: openSafetyCheck,
  }),
  answerSafetyCheck: defineEndpoint({
    method: "POST",
    path: "/api/chat/safety-check/:id/answer",
    summary: "The person answers '¿Está bien?': 'Sí, necesito ayuda' raises a help request, 'Estoy bien' closes it",
    access: { ...ownOnly, in: "body" },
    params: idParams,
    body: answerRequest,
    response: safetyCheckAnswered,
  }),
};
