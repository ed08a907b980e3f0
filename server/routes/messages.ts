import { messageEndpoints as api } from "@shared/api/family-messages";
import { Router } from "express";
import { takeWrite } from "../auth/write-limits";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
import { notFound } from "../http/errors";
import { countUnread, findMessage, isLinkedWith, listMessages, markMessageRead, sendMessage } from "../services/messages";

// Family messages are private between the older person and their approved relatives:
// staff do not read them, and nobody else can tell whether a thread exists.
export function messagesRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;

  defineRoute(router, deps, api.list, async ({ query, auth, subject }) => {
    const before = query.before ? new Date(query.before) : undefined;
    if (subject.id === auth.userId) {
      if (query.withUserId && !(await isLinkedWith(db, auth, query.withUserId))) throw notFound();
      return listMessages(db, { userId: subject.id, otherUserId: query.withUserId, before, limit: query.limit });
    }
    // A family member reading the thread with their relative: the approved link is all it needs.
    return listMessages(db, { userId: auth.userId, otherUserId: subject.id, before, limit: query.limit });
  });

  defineRoute(router, deps, api.unreadCount, async ({ params }) => ({ count: await countUnread(db, params.userId) }));

  defineRoute(router, deps, api.send, async ({ body, auth }) => {
    if (!(await isLinkedWith(db, auth, body.toUserId))) throw notFound("No puede enviar mensajes a esta persona");
    await takeWrite(db, "write-message", auth.userId, deps.clock());
    return sendMessage(db, {
      fromUserId: auth.userId,
      toUserId: body.toUserId,
      municipalityId: auth.municipalityId,
      content: body.content,
      now: deps.clock(),
    });
  });

  defineRoute(router, deps, api.markRead, async ({ params, auth, now }) => {
    const message = await findMessage(db, params.id, auth.municipalityId);
    // Only the recipient marks a message read; to anyone else it does not exist.
    if (!message || message.toUserId !== auth.userId) throw notFound();
    await markMessageRead(db, message, { readerRole: auth.role, now });
    return null;
  });

  return router;
}
