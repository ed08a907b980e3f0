// "Sí", "vale, le escribo", "no, gracias": the person answering what the assistant offered in its
// last turn. Read before the intent, so a yes to writing to the family is not answered with a
// question about the garden, and the offer's button comes back right under the answer.
import { foldSpanish } from "@shared/domain/chat-topics";
import type { Intent } from "./intent-patterns";
import { inForm } from "./address";
import { jokeReply, memoryExerciseReply, type Random } from "./rule-replies";
import type { AssistantContext, AssistantOffer, ChatTurn } from "../types";

type Offered = "write_family" | "memory" | "call_staff" | "joke";

/** What the assistant's last turn offered, read from its own fixed sentences. */
function offeredIn(reply: string): Offered | null {
  if (/escribir a (?:tu|su) familia/i.test(reply)) return "write_family";
  if (/(?:te|le) llamará para charlar|«Avisar al personal»|no (?:te|se) encuentre(?:s)? bien|(?:te|le) dejo el botón para avisarles/i.test(reply)) {
    return "call_staff";
  }
  if (/ejercicio de memoria/i.test(reply)) return "memory";
  if (/¿(?:Quieres|Quiere|Te cuento|Le cuento) otro\?/.test(reply)) return "joke";
  return null;
}

const YES =
  /^(?:si+|sip|vale|venga|bueno|claro|ok|okey|de acuerdo|dale|adelante|por favor|perfecto|estupendo|genial|muy bien|me parece bien|buena idea|a lo mejor|puede|quizas|por que no|eso|hazlo|hecho|avisa\w*|llama\w*|escribe\w*|escribo|otro|cuentame otro)\b/;
const NO = /^(?:no|nop|ahora no|mejor no|luego|despues|otro dia|otro rato|dejalo|ya esta|no hace falta|tal vez luego)\b/;
// A yes followed by a real request ("sí, ¿y qué tengo mañana?") is that request, not the answer.
const REQUESTS: ReadonlySet<Intent> = new Set([
  "weather",
  "date_time",
  "today_agenda",
  "tomorrow_agenda",
  "appointment",
  "medicines",
  "program_activities",
  "family_names",
  "goodbye",
  "add_reminder",
  "about_assistant",
]);
const MAX_WORDS = 8;

/** intent: the request's own when the answer is that request ("otro" after a joke), else "offer_answer". */
export type OfferAnswer = { response: string; intent: string; offer?: AssistantOffer };

export function answerToOffer(
  ctx: AssistantContext,
  message: string,
  intent: Intent,
  history: readonly ChatTurn[],
  options: { random: Random; familyNote: string; buttonShown?: AssistantOffer["kind"] },
): OfferAnswer | null {
  const last = history.at(-1);
  const text = foldSpanish(message).replace(/[^a-z0-9ñ ]+/g, " ").replace(/\s+/g, " ").trim();
  // "Mejor no, luego" declines the offer; it is not a goodbye.
  const isRequest = REQUESTS.has(intent) && !(intent === "goodbye" && NO.test(text));
  if (last?.role !== "assistant" || isRequest) return null;
  // A model's reply has its own words: then the button shown under it says what was offered.
  const offered = offeredIn(last.content) ?? options.buttonShown ?? null;
  if (!offered) return null;
  if (!text || text.split(" ").length > MAX_WORDS) return null;
  const name = ctx.firstName.trim();
  if (NO.test(text)) {
    return {
      response: inForm(
        ctx,
        `De acuerdo, ${name}, como tú prefieras. Aquí sigo para lo que necesites.`,
        `De acuerdo, ${name}, como usted prefiera. Aquí sigo para lo que necesite.`,
      ),
      intent: "offer_answer",
    };
  }
  // "Bueno, no sé": a yes-word with a no after it is not an answer the assistant can act on.
  if (!YES.test(text) || /\bno\b/.test(text)) return null;
  // "Sí, a lo mejor le escribo" after an offer of games: the words say which offer is taken. The family
  // comes first: "sí, llama a mi hija" is about the family, not the staff.
  const chosen = /\bescrib|\bmensaje|\b(?:hij|niet|famil)/.test(text)
    ? "write_family"
    : /\bavis|\bllam/.test(text)
      ? "call_staff"
      : offered;
  switch (chosen) {
    case "write_family":
      return {
        response: inForm(
          ctx,
          `¡Muy bien, ${name}! Pulsa «Escribir a mi familia», aquí debajo: el mensaje ya está escrito y puedes cambiarlo antes de enviarlo.`,
          `¡Muy bien, ${name}! Pulse «Escribir a mi familia», aquí debajo: el mensaje ya está escrito y puede cambiarlo antes de enviarlo.`,
        ),
        intent: "offer_answer",
        offer: { kind: "write_family", text: options.familyNote },
      };
    case "call_staff":
      return {
        response: inForm(
          ctx,
          `De acuerdo, ${name}. Pulsa «Avisar al personal», aquí debajo, y el personal del programa te llamará.`,
          `De acuerdo, ${name}. Pulse «Avisar al personal», aquí debajo, y el personal del programa le llamará.`,
        ),
        intent: "offer_answer",
        offer: { kind: "call_staff", text: "Avisar al personal" },
      };
    case "memory":
      return { response: memoryExerciseReply(ctx), intent: "memory_exercise" };
    case "joke":
      return { response: jokeReply(history, options.random, ctx), intent: "joke" };
  }
}
