import { chatAiRequest, chatTurnList, saveChatRequest } from "@shared/api/chat";
import { Router } from "express";
import { authorizeSubject } from "../auth/access";
import { requireRole, sessionOf } from "../auth/middleware";
import type { AppDeps } from "../deps";
import { badRequest } from "../http/errors";
import { parse } from "../http/validate";
import { replyToChat, saveChatSession } from "../services/chat";

// The assistant is the older person's own: only they talk to it and save their sessions.
export function chatRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;

  router.post("/chat/ai", requireRole("elderly"), async (req, res) => {
    const input = parse(chatAiRequest, req.body);
    const auth = sessionOf(req);
    await authorizeSubject(db, auth, input.userId, "self", deps.clock());
    res.json(
      await replyToChat(db, deps.assistant, {
        userId: auth.userId,
        municipalityId: auth.municipalityId,
        timezone: auth.timezone,
        message: input.message,
        history: input.messageHistory,
        clock: deps.clock,
      }),
    );
  });

  router.post("/chat", requireRole("elderly"), async (req, res) => {
    const input = parse(saveChatRequest, req.body);
    const auth = sessionOf(req);
    await authorizeSubject(db, auth, input.userId, "self", deps.clock());
    const turns = chatTurnList.parse(JSON.parse(input.messages));
    if (!turns.some((turn) => turn.role === "user")) {
      throw badRequest("Guarde la sesión después de hablar con el asistente");
    }
    const saved = await saveChatSession(db, {
      userId: auth.userId,
      municipalityId: auth.municipalityId,
      timezone: auth.timezone,
      messages: input.messages,
      turns,
      duration: input.duration,
      now: deps.clock(),
    });
    res.status(201).json(saved);
  });

  return router;
}
