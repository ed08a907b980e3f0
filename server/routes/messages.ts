import { idParams, userIdParams } from "@shared/api/common";
import { listMessagesQuery, sendMessageRequest } from "@shared/api/family-messages";
import { Router } from "express";
import { authorizeSubject } from "../auth/access";
import { sessionOf } from "../auth/middleware";
import { takeWrite } from "../auth/write-limits";
import type { AppDeps } from "../deps";
import { forbidden, notFound } from "../http/errors";
import { parse } from "../http/validate";
import { approvedLink } from "../services/family-links";
import { countUnread, findMessage, listMessages, markMessageRead, sendMessage } from "../services/messages";

// Family messages are private between the older person and their approved relatives:
// staff do not read them, and nobody else can tell whether a thread exists.
export function messagesRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;

  router.get("/messages/:userId", async (req, res) => {
    const { userId } = parse(userIdParams, req.params);
    const query = parse(listMessagesQuery, req.query);
    const auth = sessionOf(req);
    if (auth.role === "professional") throw forbidden();
    const before = query.before ? new Date(query.before) : undefined;
    if (userId === auth.userId) {
      if (query.withUserId && !(await linkedEitherWay(auth.userId, query.withUserId, auth.role)))
        throw notFound();
      res.json(await listMessages(db, { userId, otherUserId: query.withUserId, before, limit: query.limit }));
      return;
    }
    // A family member reading the thread with their relative: needs the approved link only.
    if (auth.role !== "family") throw notFound();
    await authorizeSubject(db, auth, userId, "identity", deps.clock());
    res.json(
      await listMessages(db, { userId: auth.userId, otherUserId: userId, before, limit: query.limit }),
    );
  });

  router.get("/messages/:userId/unread-count", async (req, res) => {
    const { userId } = parse(userIdParams, req.params);
    if (userId !== sessionOf(req).userId) throw notFound();
    res.json({ count: await countUnread(db, userId) });
  });

  async function linkedEitherWay(selfId: string, otherId: string, role: string) {
    return role === "elderly" ? approvedLink(db, otherId, selfId) : approvedLink(db, selfId, otherId);
  }

  router.post("/messages", async (req, res) => {
    const input = parse(sendMessageRequest, req.body);
    const auth = sessionOf(req);
    if (auth.role === "professional") throw forbidden();
    if (!(await linkedEitherWay(auth.userId, input.toUserId, auth.role)))
      throw notFound("No puede enviar mensajes a esta persona");
    await takeWrite(db, "write-message", auth.userId, deps.clock());
    const message = await sendMessage(db, {
      fromUserId: auth.userId,
      toUserId: input.toUserId,
      municipalityId: auth.municipalityId,
      content: input.content,
      now: deps.clock(),
    });
    res.status(201).json(message);
  });

  router.patch("/messages/:id/read", async (req, res) => {
    const { id } = parse(idParams, req.params);
    const auth = sessionOf(req);
    const message = await findMessage(db, id, auth.municipalityId);
    // Only the recipient marks a message read; to anyone else it does not exist.
    if (!message || message.toUserId !== auth.userId) throw notFound();
    await markMessageRead(db, message, { readerRole: auth.role, now: deps.clock() });
    res.status(204).end();
  });

  return router;
}
