// Replies for what a person asks of the assistant itself: who it is, a person to talk to, a call to
// the family, a reminder to note down. Honest about being a program and about what it cannot do, and
// always pointing to the thing in the app that can.
import { foldSpanish } from "@shared/domain/chat-topics";
import type { AssistantContext } from "./types";

const name = (ctx: AssistantContext) => ctx.firstName.trim();

export function aboutAssistantReply(ctx: AssistantContext, message: string): string {
  const text = foldSpanish(message);
  if (/\b(?:te quiero(?! \w+(?:ar|er|ir)\b)|me quieres|eres mi amiga?)\b/.test(text)) {
    return `¡Qué bonito, ${name(ctx)}! Yo también disfruto mucho de nuestras charlas. Aquí estaré siempre que quieras hablar.`;
  }
  if (/\b(?:funciona|sirve|puedo hacer|sabes hacer|se usa)\b/.test(text)) {
    return (
      `Escríbeme o díctame lo que quieras, ${name(ctx)}: te digo tus recordatorios y tus citas, te cuento un chiste ` +
      "o charlamos un rato. Si necesitas a una persona, el botón «Ayuda profesional» avisa al personal del programa."
    );
  }
  // Never pretend to be a person: older people must know who they are talking to.
  return (
    `Soy el asistente de Acompaña, ${name(ctx)}: un programa de ordenador, no una persona, aunque me encanta ` +
    "charlar contigo. Si quieres hablar con alguien del programa, dímelo y te dejo el botón para avisarles."
  );
}

export function talkToPersonReply(ctx: AssistantContext): string {
  return `Claro, ${name(ctx)}. Pulsa «Avisar al personal», aquí debajo, y alguien del programa te llamará.`;
}

export function callFamilyReply(ctx: AssistantContext, message: string): string {
  const button = "pulsa «Escribir a mi familia», aquí debajo; el mensaje ya está empezado y puedes cambiarlo.";
  if (/\b(?:escribir|mandar|enviar)\b/.test(foldSpanish(message))) return `Claro, ${name(ctx)}: ${button}`;
  return `Yo no puedo llamar por teléfono, ${name(ctx)}, pero puedes mandar un mensaje ahora: ${button}`;
}

export function addReminderReply(ctx: AssistantContext): string {
  return (
    `Yo no puedo apuntar recordatorios, ${name(ctx)}. Pídeselo a tu familia o al personal del programa: ` +
    "ellos pueden añadirlo y te aparecerá en «Recordatorios»."
  );
}

/** A loss is not a bad afternoon: the loneliness reply opens with this instead when someone has died. */
export const griefOpening = (ctx: AssistantContext) =>
  `Lo siento muchísimo, ${name(ctx)}. Perder a alguien querido duele mucho, y es normal echarle de menos.`;

const TAKEN = /\b(?:me he tomado|ya me tome|ya me he tomado|acabo de tomar(?:me)?|me acabo de tomar|ya he tomado|me tome)\b/;

/** "Ya me he tomado la pastilla": an acknowledgement and where to mark it, not the list of medicines. */
export function medicineTakenReply(ctx: AssistantContext, message: string): string | null {
  const text = foldSpanish(message);
  // "¿Me he tomado la pastilla?", "no sé si me la he tomado": a question, answered from the reminders.
  if (!TAKEN.test(text) || /[?¿]/.test(message) || /\b(?:si|acuerdo|recuerdo|se)\b/.test(text)) return null;
  return `¡Muy bien, ${name(ctx)}! Si aún no lo has hecho, pulsa «Marcar como Completado» en «Recordatorios» para que quede apuntado.`;
}
