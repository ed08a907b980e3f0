// When the person just talks: a question about the topic they named, or about something of their
// own they said, and only when they offered nothing, one about the hobbies on their profile.
import { foldSpanish } from "@shared/domain/chat-topics";
import { inForm } from "./address";
import { HOBBY_TOPICS } from "./hobby-topics";
import { pickFresh, type Random } from "./pick";
import type { AssistantContext, ChatTurn } from "../types";

const name = (ctx: AssistantContext) => ctx.firstName.trim();

const PAST = /\b(?:he|ha|hemos|han|fui|fue|fuimos|estuve|estuvo|vino|vinieron|hice|hizo|ayer|anoche|esta manana|antes de ayer)\b/;
const PLANS = /\b(?:voy a|vamos a|van a|va a|ire|iremos|manana|el domingo|el sabado|el lunes|la semana que viene|el mes que viene|esta tarde|pronto|pensando en|quiero|quisiera|me gustaria)\b/;

/** An open question about what the person just told, by its time: done, planned, or now. */
function ownTopicQuestion(ctx: AssistantContext, said: string, asked: string[]): string {
  const options = PAST.test(said)
    ? inForm(ctx, "¿Y qué tal fue? Cuéntame cómo te sentiste.|¿Y cómo salió al final?", "¿Y qué tal fue? Cuénteme cómo se sintió.|¿Y cómo salió al final?")
    : PLANS.test(said)
      ? inForm(ctx, "¿Y te hace ilusión? ¿Cómo lo vas a hacer?|¿Y qué es lo que más te apetece de eso?", "¿Y le hace ilusión? ¿Cómo lo va a hacer?|¿Y qué es lo que más le apetece de eso?")
      : inForm(ctx, "¿Y tú qué piensas de eso?|¿Y cómo lo llevas?", "¿Y usted qué piensa de eso?|¿Y cómo lo lleva?");
  const list = options.split("|");
  return list.find((q) => !asked.some((a) => a.includes(q))) ?? list[0];
}

/** A question about a hobby or like not asked in the recent history; a general one otherwise. */
export function hobbyQuestion(
  ctx: AssistantContext,
  history: readonly ChatTurn[],
  message = "",
  options: { isOwnTopic?: boolean } = {},
): string {
  const asked = history
    .slice(-12)
    .filter((t) => t.role === "assistant")
    .map((t) => t.content);
  // The topic the person just brought up comes before the ones on their profile.
  const said = foldSpanish(message);
  const question = (t: (typeof HOBBY_TOPICS)[number]) => inForm(ctx, t.question, t.usted);
  const namedTopic = HOBBY_TOPICS.find((t) => t.inMessage?.test(said));
  const named = namedTopic && question(namedTopic);
  if (named && !asked.some((a) => a.includes(named))) return named;
  // The person said something of their own: a question about it, never the garden on their profile.
  if (options.isOwnTopic) return ownTopicQuestion(ctx, said, asked);
  for (const interest of [...ctx.hobbies, ...ctx.likes]) {
    const folded = foldSpanish(interest);
    const topic = HOBBY_TOPICS.find((t) => t.match?.test(folded));
    const about = interest.trim().toLowerCase();
    const asking = topic
      ? question(topic)
      : inForm(ctx, `Me encantaría que me hablaras de ${about}.`, `Me encantaría que me hablara de ${about}.`);
    if (interest.trim() && !asked.some((a) => a.includes(asking))) return asking;
  }
  // Nothing left from the profile: a plain question about the day, never the same one twice in a row.
  const plain = inForm(
    ctx,
    "¿Qué tal va tu día? Si quieres, te cuento un chiste o te digo qué tienes hoy.|¿Y qué más has hecho hoy?|Me gusta mucho escucharte. ¿Qué es lo que más te ha gustado de hoy?|¿Qué planes tienes para mañana?",
    "¿Qué tal va su día? Si quiere, le cuento un chiste o le digo qué tiene hoy.|¿Y qué más ha hecho hoy?|Me gusta mucho escucharle. ¿Qué es lo que más le ha gustado de hoy?|¿Qué planes tiene para mañana?",
  ).split("|");
  return plain.find((q) => !asked.some((a) => a.includes(q))) ?? plain[0];
}

export function smallTalkReply(
  ctx: AssistantContext,
  history: readonly ChatTurn[],
  random: Random,
  message = "",
  said: "nothing" | "own" | "asks" = "nothing",
): string {
  const isOwnTopic = said === "own";
  // "¿Y tú qué haces hoy?": honest about being a program, then back to the person.
  if (said === "asks") {
    const honest = inForm(
      ctx,
      `Yo soy un programa y no tengo vida propia, ${name(ctx)}, pero lo que más me gusta es charlar contigo.`,
      `Yo soy un programa y no tengo vida propia, ${name(ctx)}, pero lo que más me gusta es charlar con usted.`,
    );
    return `${honest} ${hobbyQuestion(ctx, history, message)}`;
  }
  const opening = pickFresh(
    inForm(
      ctx,
      `Cuéntame más, ${name(ctx)}.|Te escucho, ${name(ctx)}.|Gracias por contármelo, ${name(ctx)}.`,
      `Cuénteme más, ${name(ctx)}.|Le escucho, ${name(ctx)}.|Gracias por contármelo, ${name(ctx)}.`,
    ).split("|"),
    history,
    random,
  );
  return `${opening} ${hobbyQuestion(ctx, history, message, { isOwnTopic })}`;
}
