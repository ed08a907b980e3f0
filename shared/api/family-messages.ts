import { requiredText } from "./common";
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

export const listMessagesQuery = z.object({
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

export const sendMessageRequest = z.object({
  toUserId: z.uuid({ error: "Elija a quién enviar el mensaje" }),
  content: requiredText("Escriba un mensaje antes de enviarlo", MESSAGE_MAX_LENGTH),
});
export type SendMessageRequest = z.infer<typeof sendMessageRequest>;

export const unreadCountResponse = z.object({ count: z.number() });
