// Optional engine: any OpenAI-compatible chat-completions endpoint (OpenAI, Azure, Ollama, vLLM).
import { toMultiLine } from "@shared/domain/safe-text";
import { buildConversation, buildSystemPrompt, type ChatCompletionMessage } from "./prompt";
import type { AssistantContext, ChatTurn, LlmSettings } from "../types";

const LLM_TIMEOUT_MS = 15_000;

type ChatCompletionRequest = {
  model: string;
  messages: ChatCompletionMessage[];
  temperature: number;
  max_tokens: number;
};

class LlmError extends Error {
  override name = "LlmError";
}

type LlmEngine = {
  /** The model's reply text; throws LlmError on HTTP errors, timeouts and unusable answers. */
  complete(context: AssistantContext, message: string, history: readonly ChatTurn[]): Promise<string>;
};

function buildChatRequest(
  model: string,
  context: AssistantContext,
  message: string,
  history: readonly ChatTurn[],
): ChatCompletionRequest {
  return {
    model,
    messages: [
      { role: "system", content: buildSystemPrompt(context) },
      ...buildConversation(history, message),
    ],
    temperature: 0.6,
    max_tokens: 300,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** choices[0].message.content, without a reasoning model's <think> block; null when unusable. */
function replyText(body: unknown): string | null {
  if (!isRecord(body) || !Array.isArray(body.choices)) return null;
  const first: unknown = body.choices[0];
  if (!isRecord(first) || !isRecord(first.message)) return null;
  const content = first.message.content;
  if (typeof content !== "string") return null;
  // On the safe side of the chat's text rule: the client sends this reply back as history.
  const text = toMultiLine(content.replace(/<think>[\s\S]*?<\/think>/g, "")).trim();
  return text || null;
}

export function createLlmEngine(settings: LlmSettings): LlmEngine {
  const timeoutMs = settings.timeoutMs ?? LLM_TIMEOUT_MS;
  return {
    async complete(context, message, history) {
      const headers: Record<string, string> = {
        "content-type": "application/json",
        accept: "application/json",
      };
      if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        const res = await fetch(settings.url, {
          method: "POST",
          headers,
          body: JSON.stringify(buildChatRequest(settings.model, context, message, history)),
          signal: controller.signal,
        });
        const raw = await res.text();
        if (!res.ok) throw new LlmError(`HTTP ${res.status}`);
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          throw new LlmError("respuesta no es JSON");
        }
        const text = replyText(body);
        if (!text) throw new LlmError("respuesta sin texto");
        return text;
      } catch (err) {
        if (err instanceof LlmError) throw err;
        if (controller.signal.aborted) throw new LlmError(`sin respuesta en ${timeoutMs} ms`);
        throw new LlmError(err instanceof Error ? err.message : String(err));
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
