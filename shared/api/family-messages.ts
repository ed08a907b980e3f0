import { idParams, requiredMultiLineText, userIdParams } from "./common";
import { defineEndpoint } from "./contract";
import { storableDateTime } from "./dates";
import { z } from "./zod";

import { MESSAGE_MAX_LENGTH, MESSAGE_PAGE_SIZE } from "./messages";

export { MESSAGE_MAX_LENGTH, MESSAGE_PAGE_SIZE } from "./messages";

export const familyMessage = z.object({
  id: z.uuid(),
  fromUserId: z.uuid(),
  toUserId: z.uuid(),
  fromName: z.string(),
  toName: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FamilyMessage = z.infer<typeof familyMessage>;

const listMessagesQuery = z.object({
  /** Page older than this instant (ISO); newest first. */
  before: storableDateTime("La fecha de paginación no es válida").optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: "El tamaño de página no es válido" })
    .max(100, { error: "El tamaño de página no es válido" })
    .default(MESSAGE_PAGE_SIZE),
  /** For family users linked to several people: the other side of the thread. */
  withUserId: z.uuid({ error: "Identificador no válido" }).optional(),
});

const sendMessageRequest = z.object({
  toUserId: z.uuid({ error: "Elija a quién enviar el mensaje" }),
  content: requiredMultiLineText("Escriba un mensaje antes de enviarlo", MESSAGE_MAX_LENGTH),
});

const unreadCountResponse = z.object({ count: z.number() });

// Family messages are private between the older person and their approved relatives: staff are refused.
export const messageEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/messages/:userId",
    summary: "A page of the caller's own messages, or a family member's thread with their relative",
    access: { kind: "subject", param: "userId", scope: { elderly: "identity", family: "identity" }, audit: null },
    params: userIdParams,
    query: listMessagesQuery,
    response: z.array(familyMessage),
  }),
  unreadCount: defineEndpoint({
    method: "GET",
    path: "/api/messages/:userId/unread-count",
    summary: "How many messages the caller has not read yet",
    // Only the person themself: to anyone else, staff or family, it does not exist.
    access: { kind: "signed-in", own: { param: "userId", otherwise: 404 } },
    params: userIdParams,
    response: unreadCountResponse,
  }),
  send: defineEndpoint({
    method: "POST",
    path: "/api/messages",
    summary: "Sends a message to a person the caller has an approved link with",
    // To a relative with an approved link (either way); consent is not needed to write.
    access: {
      kind: "subject",
      param: "toUserId",
      in: "body",
      scope: { elderly: "correspondent", family: "correspondent" },
      notFoundMessage: "No puede enviar mensajes a esta persona",
      audit: null,
    },
    body: sendMessageRequest,
    response: familyMessage,
    status: 201,
  }),
  // Only the recipient; to anyone else the message does not exist (404).
  markRead: defineEndpoint({
    method: "PATCH",
    path: "/api/messages/:id/read",
    summary: "The recipient has read the message",
    access: { kind: "record", param: "id", of: "message", roles: ["elderly", "family"], isOwnOnly: true },
    params: idParams,
    response: null,
  }),
};
