// The assistant: safety first, then the LLM when configured, else (or on any LLM failure) the rules.

import { createLlmEngine } from "./model/llm";
import { emergencyReply, type Random } from "./conversation/rule-replies";
import { classifyMessage, createRuleEngine, offerFor, replyToOffer } from "./conversation/rules";
import { assessSafety } from "./safety";
import { safetyQuestion } from "./safety/question";
import { moodOfRisk } from "./session-insight";
import type { AssistantConfig, AssistantContext, AssistantLogger, AssistantReply, ChatTurn } from "./types";

export type {
  AssistantContext,
  AssistantLogger,
  AssistantReply,
  ChatTurn,
} from "./types";

export type Assistant = {
  reply(context: AssistantContext, message: string, history: readonly ChatTurn[]): Promise<AssistantReply>;
};

/**
 * config.llm set (ASSISTANT_API_URL + ASSISTANT_MODEL, optional key): replies come from that
 * chat-completions endpoint; otherwise from the offline rules. Either way the safety detector runs
 * first on every message and, on a hit, answers itself (the LLM is not called for that turn).
 */
export function createAssistant(
  config: AssistantConfig,
  logger?: AssistantLogger,
  options: { random?: Random } = {},
): Assistant {
  const random = options.random ?? Math.random;
  const rules = createRuleEngine({ random });
  const llm = config.llm ? createLlmEngine(config.llm) : null;

  return {
    async reply(context, message, history) {
      const safety = assessSafety(message);
      if (safety?.kind === "alert") {
        const { risk } = safety;
        return {
          response: emergencyReply(context, risk),
          healthAlert: { reason: risk.reason, severity: risk.severity, category: risk.category },
          provider: "rules",
          intent: "health_alert",
          emotionalState: moodOfRisk(risk.category),
        };
      }
      if (safety?.kind === "ask") {
        const question = safetyQuestion(context);
        return {
          response: question,
          healthAlert: null,
          safetyCheck: { question, category: safety.category },
          provider: "rules",
          intent: "safety_check",
        };
      }
      if (llm) {
        // A yes to the app's own offer gets the app's own button back (the rule engine reads it itself).
        const answered = replyToOffer(context, message, history, random);
        if (answered?.offer) return answered;
        try {
          const response = await llm.complete(context, message, history);
          const { intent, emotionalState } = classifyMessage(message);
          const offer = offerFor(intent, context);
          return {
            response,
            healthAlert: null,
            provider: "llm",
            intent,
            ...(emotionalState && { emotionalState }),
            ...(offer && { offer }),
          };
        } catch (err) {
          logger?.warn(
            { reason: err instanceof Error ? err.message : String(err) },
            "El asistente LLM no respondió; contesta el motor de reglas",
          );
        }
      }
      return rules.reply(context, message, history);
    },
  };
}
