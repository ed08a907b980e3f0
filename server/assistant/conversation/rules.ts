// The offline, rule-based engine (the default). Pure apart from the injectable random source.
import { ASKS_THE_ASSISTANT, classifyMessage, readClauses } from "./classify";
import { DATE_WORDS, GRIEF, HOW_ARE_YOU, type Intent, REQUEST_INTENTS, TIME_WORDS, TOMORROW } from "./intent-patterns";
import { careContactsReply, painReply, sleepReply, worryReply } from "./care-replies";
import { readTopic } from "./topic-patterns";
import { topicReply } from "./topic-replies";
import {
  dateTimeReply,
  goodbyeReply,
  greetingReply,
  healthComplaintReply,
  jokeReply,
  lonelinessReply,
  memoryExerciseReply,
  positiveReply,
  type Random,
  thanksReply,
  todayAgendaReply,
  unreadMessagesReply,
  weatherReply,
} from "./rule-replies";
import { programActivitiesReply } from "./activities";
import {
  aboutAssistantReply,
  addReminderReply,
  callFamilyReply,
  medicineTakenReply,
  talkToPersonReply,
} from "./companion-replies";
import { inForm } from "./address";
import { answerToOffer } from "./offer-answers";
import { smallTalkReply } from "./small-talk";
import { withPrefix } from "./sentences";
import {
  appointmentReply,
  appointmentTimeReply,
  familyNamesReply,
  medicinesReply,
  tomorrowAgendaReply,
} from "./personal-replies";
import type { AssistantContext, AssistantOffer, AssistantReply, ChatTurn } from "../types";

export type { Intent };
export { classifyMessage, readClauses };

function dateTimeWanted(message: string) {
  const text = readClauses(message).join(" ");
  const date = DATE_WORDS.test(text);
  const time = TIME_WORDS.test(text);
  return { date: date || !time, time, tomorrow: date && TOMORROW.test(text) };
}

type RuleEngine = {
  reply(context: AssistantContext, message: string, history: readonly ChatTurn[]): AssistantReply;
};

export function createRuleEngine(options: { random?: Random } = {}): RuleEngine {
  const random = options.random ?? Math.random;

  function respond(intent: Intent, ctx: AssistantContext, message: string, history: readonly ChatTurn[]) {
    switch (intent) {
      case "about_assistant":
        return aboutAssistantReply(ctx, message);
      case "talk_to_person":
        return talkToPersonReply(ctx);
      case "call_family":
        return callFamilyReply(ctx, message);
      case "add_reminder":
        return addReminderReply(ctx);
      case "joke":
        return jokeReply(history, random, ctx);
      case "weather":
        return weatherReply(ctx);
      case "today_agenda":
        return todayAgendaReply(ctx);
      case "program_activities":
        return programActivitiesReply(ctx);
      case "medicines":
        return medicineTakenReply(ctx, message) ?? medicinesReply(ctx);
      case "family_names":
        return familyNamesReply(ctx);
      case "tomorrow_agenda":
        return tomorrowAgendaReply(ctx);
      case "appointment":
        return appointmentReply(ctx);
      case "date_time":
        return dateTimeReply(ctx, dateTimeWanted(message));
      case "memory_exercise":
        return memoryExerciseReply(ctx);
      case "unread_messages":
        return unreadMessagesReply(ctx);
      case "loneliness":
        return lonelinessReply(ctx, random, history, GRIEF.test(readClauses(message).join(" ")));
      case "health_complaint":
        return healthComplaintReply(ctx);
      case "positive_mood":
        return positiveReply(ctx, history);
      case "thanks":
        return thanksReply(ctx);
      case "goodbye":
        return goodbyeReply(ctx);
      case "greeting":
        return greetingReply(ctx, HOW_ARE_YOU.test(readClauses(message).join(" ")));
      case "care_contacts":
        return careContactsReply(ctx, message);
      case "sleep":
        return sleepReply(ctx);
      case "pain":
        return painReply(ctx, message);
      case "worry":
        return worryReply(ctx, message);
      case "small_talk":
      case "topic:other": {
        const asks = ASKS_THE_ASSISTANT.test(readClauses(message).join(" "));
        return smallTalkReply(ctx, history, random, message, intent === "topic:other" ? "own" : asks ? "asks" : "nothing");
      }
      default: {
        const reading = readTopic(readClauses(message).join(" "), message);
        const said = readClauses(message).join(" ");
        return (reading && topicReply(ctx, reading, history, said)) ?? smallTalkReply(ctx, history, random, message, "own");
      }
    }
  }

  return {
    reply(ctx, message, history) {
      const answer = replyToOffer(ctx, message, history, random);
      if (answer) return answer;
      const classified = classifyMessage(message);
      const { emotionalState, greets } = classified;
      const intent = followUpIntent(message, history) ?? classified.intent;
      let response =
        intent === "appointment" && isAskingTime(message) ? appointmentTimeReply(ctx) : respond(intent, ctx, message, history);
      const offer = offerFor(intent, ctx);
      if (REQUEST_INTENTS.has(intent)) {
        if (emotionalState === "needs emotional support") {
          response = withPrefix(inForm(ctx, "Siento que estés pasando un mal rato.", "Siento que esté pasando un mal rato."), response);
        } else if (greets) {
          response = withPrefix(`¡Hola, ${ctx.firstName.trim()}!`, response);
        }
      }
      return {
        response,
        healthAlert: null,
        provider: "rules",
        intent,
        ...(emotionalState && { emotionalState }),
        ...(offer && { offer }),
      };
    },
  };
}

/** The reply when the message answers the offer of the assistant's last turn ("sí", "no, gracias"). */
export function replyToOffer(
  ctx: AssistantContext,
  message: string,
  history: readonly ChatTurn[],
  random: Random,
): AssistantReply | null {
  const { intent, emotionalState } = classifyMessage(message);
  // The button under the last reply came from the message before it (offerFor), whichever engine spoke.
  const previous = history.at(-2);
  const buttonShown = previous?.role === "user" ? offerFor(classifyMessage(previous.content).intent, ctx)?.kind : undefined;
  const answer = answerToOffer(ctx, message, intent, history, { random, familyNote: familyNote(ctx), buttonShown });
  if (!answer) return null;
  return {
    response: answer.response,
    healthAlert: null,
    provider: "rules",
    intent: answer.intent,
    ...(emotionalState && { emotionalState }),
    ...(answer.offer && { offer: answer.offer }),
  };
}

const FOLLOW_TOMORROW = /^(?:y )?(?:para |el dia de )?manana(?: que)?$/;
const FOLLOW_TIME = /^(?:y )?(?:a que hora|cuando|que hora|a que hora es|y la hora)$/;

/** The text prepared for the family when the person feels lonely (they can change it before sending). */
function familyNote(ctx: AssistantContext): string {
  return `Hola, soy ${ctx.firstName.trim()}. Hoy me acuerdo mucho de vosotros. ¿Me llamáis cuando podáis? Un beso.`;
}

const isAskingTime = (message: string) => /\b(?:a que hora|que hora)\b/.test(readClauses(message).join(" "));

/** "¿y mañana?", "¿a qué hora?": read from what was asked just before. */
/** The offer that follows the empathy of a reply: family for loneliness, staff for feeling unwell. */
export function offerFor(intent: string, ctx: AssistantContext): AssistantOffer | undefined {
  if (intent === "loneliness" || intent === "call_family") return { kind: "write_family", text: familyNote(ctx) };
  if (["health_complaint", "talk_to_person", "pain", "worry"].includes(intent)) {
    return { kind: "call_staff", text: "Avisar al personal" };
  }
  return undefined;
}

function followUpIntent(message: string, history: readonly ChatTurn[]): Intent | null {
  const text = readClauses(message).join(" ");
  const lastUser = [...history].reverse().find((t) => t.role === "user");
  if (!lastUser) return null;
  const previous = classifyMessage(lastUser.content).intent;
  if (FOLLOW_TOMORROW.test(text) && ["today_agenda", "tomorrow_agenda", "appointment", "date_time"].includes(previous)) {
    return previous === "date_time" ? "date_time" : "tomorrow_agenda";
  }
  if (FOLLOW_TIME.test(text) && previous === "appointment") return "appointment";
  if (/^y (?:la hora|el dia|la fecha)$/.test(text) && previous === "date_time") return "date_time";
  return null;
}
