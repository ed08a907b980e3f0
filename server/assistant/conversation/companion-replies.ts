// Replies for what a person asks of the assistant itself: who it is, a person to talk to, a call to
// the family, a reminder to note down. Honest about being a program and about what it cannot do, and
// always pointing to the thing in the app that can.
import { foldSpanish } from "@shared/domain/chat-topics";
import { inForm, yourRelative } from "./address";
import type { AssistantContext } from "../types";

const name = (ctx: AssistantContext) => ctx.firstName.trim();

export function aboutAssistantReply(ctx: AssistantContext, message: string): string {
  const text = foldSpanish(message);
  if (/\b(?:te quiero(?! \w+(?:ar|er|ir)\b)|me quieres|eres mi amiga?)\b/.test(text)) {
    return inForm(
      ctx,
      `¡Qué bonito, ${name(ctx)}! Yo también disfruto mucho de nuestras charlas. Aquí estaré siempre que quieras hablar.`,
      `¡Qué bonito, ${name(ctx)}! Yo también disfruto mucho de nuestras charlas. Aquí estaré siempre que quiera hablar.`,
    );
  }
  if (/\b(?:funciona|sirve|puedo hacer|sabes hacer|se usa)\b/.test(text)) {
    return inForm(
      ctx,
      `Escríbeme o díctame lo que quieras, ${name(ctx)}: te digo tus recordatorios y tus citas, te cuento un chiste o charlamos un rato. Si necesitas a una persona, el botón «Ayuda profesional» avisa al personal del programa.`,
      `Escríbame o dícteme lo que quiera, ${name(ctx)}: le digo sus recordatorios y sus citas, le cuento un chiste o charlamos un rato. Si necesita a una persona, el botón «Ayuda profesional» avisa al personal del programa.`,
    );
  }
  // Never pretend to be a person: older people must know who they are talking to.
  return inForm(
    ctx,
    `Soy el asistente de Acompaña, ${name(ctx)}: un programa de ordenador, no una persona, aunque me encanta charlar contigo. Si quieres hablar con alguien del programa, dímelo y te dejo el botón para avisarles.`,
    `Soy el asistente de Acompaña, ${name(ctx)}: un programa de ordenador, no una persona, aunque me encanta charlar con usted. Si quiere hablar con alguien del programa, dígamelo y le dejo el botón para avisarles.`,
  );
}

export function talkToPersonReply(ctx: AssistantContext): string {
  return inForm(
    ctx,
    `Claro, ${name(ctx)}. Pulsa «Avisar al personal», aquí debajo, y alguien del programa te llamará.`,
    `Claro, ${name(ctx)}. Pulse «Avisar al personal», aquí debajo, y alguien del programa le llamará.`,
  );
}

const NAMED_RELATIVE =
  /\b(?:mi|mis) (?:hij[oa]s?|niet[oa]s?|bisniet[oa]s?|herman[oa]s?|sobrin[oa]s?|yerno|nuera|marido|mujer|prim[oa]s?|cunad[oa]s?|familia)\b/;

export function callFamilyReply(ctx: AssistantContext, message: string): string {
  const text = foldSpanish(message);
  const button = inForm(
    ctx,
    "pulsa «Escribir a mi familia», aquí debajo; el mensaje ya está empezado y puedes cambiarlo.",
    "pulse «Escribir a mi familia», aquí debajo; el mensaje ya está empezado y puede cambiarlo.",
  );
  if (/\b(?:escribir|mandar|enviar)\b/.test(text)) return `Claro, ${name(ctx)}: ${button}`;
  // "Quiero hablar con mi hija": a note asking her to call is the way to her from here.
  const relative = NAMED_RELATIVE.exec(text)?.[0];
  if (/\b(?:hablar|charlar|ver)\b/.test(text) && relative) {
    const whom = yourRelative(ctx, relative);
    return inForm(
      ctx,
      `Claro, ${name(ctx)}: para hablar con ${whom}, pulsa «Escribir a mi familia», aquí debajo, y le pides que te llame. El mensaje ya está empezado.`,
      `Claro, ${name(ctx)}: para hablar con ${whom}, pulse «Escribir a mi familia», aquí debajo, y le pide que le llame. El mensaje ya está empezado.`,
    );
  }
  return inForm(
    ctx,
    `Yo no puedo llamar por teléfono, ${name(ctx)}, pero puedes mandar un mensaje ahora: ${button}`,
    `Yo no puedo llamar por teléfono, ${name(ctx)}, pero puede mandar un mensaje ahora: ${button}`,
  );
}

export function addReminderReply(ctx: AssistantContext): string {
  return inForm(
    ctx,
    `Yo no puedo apuntar recordatorios, ${name(ctx)}. Pídeselo a tu familia o al personal del programa: ellos pueden añadirlo y te aparecerá en «Recordatorios».`,
    `Yo no puedo apuntar recordatorios, ${name(ctx)}. Pídaselo a su familia o al personal del programa: ellos pueden añadirlo y le aparecerá en «Recordatorios».`,
  );
}

/** A loss is not a bad afternoon: the loneliness reply opens with this instead when someone has died. */
export const griefOpening = (ctx: AssistantContext) =>
  `Lo siento muchísimo, ${name(ctx)}. Perder a alguien querido duele mucho, y es normal echarle de menos.`;
// The same in both forms: it speaks of the loss, not to the person.

const TAKEN = /\b(?:me he tomado|ya me tome|ya me he tomado|acabo de tomar(?:me)?|me acabo de tomar|ya he tomado|me tome)\b/;

/** "Ya me he tomado la pastilla": an acknowledgement and where to mark it, not the list of medicines. */
export function medicineTakenReply(ctx: AssistantContext, message: string): string | null {
  const text = foldSpanish(message);
  // "¿Me he tomado la pastilla?", "no sé si me la he tomado": a question, answered from the reminders.
  if (!TAKEN.test(text) || /[?¿]/.test(message) || /\b(?:si|acuerdo|recuerdo|se)\b/.test(text)) return null;
  return inForm(
    ctx,
    `¡Muy bien, ${name(ctx)}! Si aún no lo has hecho, pulsa «Marcar como Completado» en «Recordatorios» para que quede apuntado.`,
    `¡Muy bien, ${name(ctx)}! Si aún no lo ha hecho, pulse «Marcar como Completado» en «Recordatorios» para que quede apuntado.`,
  );
}
