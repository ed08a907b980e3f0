import { messageEndpoints as api } from "@shared/api/family-messages";
import { Router } from "express";
import { takeWrite } from "../auth/write-limits";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
import { countUnread, listConversation, listMessages, markMessageRead, sendMessage } from "../services/messages";

// Family messages are private between the older person and their approved relatives:
// staff do not read them, and nobody else can tell whether a thread exists.
export function messagesRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;

  defineRoute(router, deps, api.list, ({ query, auth, subject }) => {
    const page = { before: query.before ? new Date(query.before) : undefined, limit: query.limit };
    // The person's own messages (all, or the thread with `withUserId`); a relative reads their thread with them.
    const otherUserId = subject.id === auth.userId ? query.withUserId : subject.id;
    return otherUserId ? listConversation(db, auth, otherUserId, page) : listMessages(db, { userId: auth.userId, ...page });
  });

  defineRoute(router, deps, api.unreadCount, async ({ params }) => ({ count: await countUnread(db, params.userId) }));

  defineRoute(router, deps, api.send, async ({ body, auth }) => {
    await takeWrite(db, "write-message", auth.userId, deps.clock());
    return sendMessage(db, {
      fromUserId: auth.userId,
      toUserId: body.toUserId,
      municipalityId: auth.municipalityId,
      content: body.content,
      now: deps.clock(),
    });
  });

  // Only the recipient marks a message read; to anyone else it does not exist (the contract's isOwnOnly).
  defineRoute(router, deps, api.markRead, async ({ record: message, auth, now }) => {
    await markMessageRead(db, message, { readerRole: auth.role, now });
    return null;
  });

  return router;
}
