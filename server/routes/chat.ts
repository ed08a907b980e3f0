import { chatEndpoints as api, chatTurnList } from "@shared/api/chat";
import { Router } from "express";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
import { badRequest } from "../http/errors";
import { checkWrite, countWrite } from "../auth/write-limits";
import { replyToChat, saveChatSession } from "../services/chat";
import { getHelpService } from "../services/help-service";
import { answerSafetyCheck, getOpenSafetyCheck } from "../services/safety-checks/safety-checks";

// The assistant is the older person's own: only they talk to it and save their sessions.
export function chatRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;

  defineRoute(router, deps, api.reply, async ({ body, auth }) => {
    const reply = await replyToChat(db, deps.assistant, {
      userId: auth.userId,
      municipalityId: auth.municipalityId,
      timezone: auth.timezone,
      message: body.message,
      history: body.messageHistory,
      clock: deps.clock,
    });
    // A critical urgency reaches the relatives at once (the periodic sweep would, within a minute).
    if (reply.healthAlert?.severity === "critical") deps.familyNotifier?.notifyAbout(db, deps.clock, auth.userId);
    return reply;
  });

  defineRoute(router, deps, api.save, async ({ body, auth }) => {
    const turns = chatTurnList.parse(JSON.parse(body.messages));
    if (!turns.some((turn) => turn.role === "user")) {
      throw badRequest("Guarde la sesión después de hablar con el asistente");
    }
    return saveChatSession(db, {
      userId: auth.userId,
      municipalityId: auth.municipalityId,
      timezone: auth.timezone,
      messages: body.messages,
      turns,
      duration: body.duration,
      now: deps.clock(),
    });
  });

  defineRoute(router, deps, api.openSafetyCheck, ({ auth }) => getOpenSafetyCheck(db, auth.userId));

  // 'Sí, necesito ayuda' is a help request like the button's: relatives told, the person told who answers now.
  defineRoute(router, deps, api.answerSafetyCheck, async ({ params, body, auth }) => {
    const now = deps.clock();
    // The help button's budget: 'Sí' is a help request too (a script cannot use it to flood staff).
    if (body.answer === "help") await checkWrite(db, "write-help", auth.userId, now);
    const answered = await answerSafetyCheck(db, {
      id: params.id,
      userId: auth.userId,
      municipalityId: auth.municipalityId,
      answer: body.answer,
      now,
    });
    if (answered.hasRaisedHelp) {
      await countWrite(db, "write-help", auth.userId, now);
      deps.familyNotifier?.notifyAbout(db, deps.clock, auth.userId);
    }
    const service =
      answered.answer === "help"
        ? await getHelpService(db, { municipalityId: auth.municipalityId, now, escalation: deps.config.escalation })
        : null;
    return { id: answered.id, answer: answered.answer, answeredAt: answered.answeredAt, service };
  });

  return router;
}
