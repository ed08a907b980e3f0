// The LLM's Spanish system prompt and the clamped conversation sent with it.
import { atTime, localNow, longSpanishDate, spokenTime } from "../clock";
import { nextAppointment } from "../conversation/personal-replies";
import type { AssistantContext, ChatTurn } from "../types";

export const HISTORY_MAX_TURNS = 12;
export const HISTORY_MAX_CHARS = 6000;
/** Longest single message sent (the person's own message included). */
const MESSAGE_MAX_CHARS = 2000;

export type ChatCompletionMessage = { role: "system" | "user" | "assistant"; content: string };

const list = (items: readonly string[]) =>
  items
    .map((s) => s.trim())
    .filter(Boolean)
    .join(", ");

/** What the record says of the person's care contacts; what is not recorded is said too, so the model does not invent it. */
function careContacts(ctx: AssistantContext): string {
  const or = (value: string | undefined) => value?.trim() || "no apuntado (el personal del programa puede añadirlo)";
  return [
    `Médico de cabecera: ${or(ctx.gpName)}.`,
    `Centro de salud: ${or(ctx.healthCentreName)}; teléfono: ${or(ctx.healthCentrePhone)}.`,
    `Teléfono del programa: ${or(ctx.programmePhone)}.`,
  ].join(" ");
}

export function buildSystemPrompt(ctx: AssistantContext): string {
  const now = localNow(ctx.now, ctx.timezone);
  const reminders = [...ctx.todayReminders]
    .sort((a, b) => a.reminderTime.localeCompare(b.reminderTime))
    .map((r) => `${atTime(r.reminderTime)}, ${r.title.trim()} (${r.isCompleted ? "hecho" : "pendiente"})`);
  const interests = list([...ctx.hobbies, ...ctx.likes]);
  const appointment = nextAppointment(ctx);
  const senders = list([...new Set(ctx.unreadMessages.map((m) => m.fromName))]);
  return [
    "Eres el asistente de compañía de Acompaña, un programa municipal de acompañamiento a personas mayores.",
    `Hablas con ${ctx.firstName.trim()}, una persona mayor. ${
      ctx.formOfAddress === "usted"
        ? "Trátale de usted en todas las frases, nunca de tú (así lo prefiere), con calidez y respeto."
        : "Háblale de tú, con calidez y respeto."
    }`,
    "Responde siempre en español, con frases cortas y sencillas, en dos a cuatro frases como máximo.",
    "Nunca des diagnósticos ni consejos sobre medicamentos o dosis: sugiere hablar con su médico o con el personal del programa.",
    "Si cuenta algo que pueda ser una urgencia, dile que pulse el botón «Ayuda profesional» y que llame al 112.",
    "Si siente soledad o tristeza, escucha con empatía y anímale a escribir a su familia en «Mensajes Familia» o a llamar a alguien.",
    "No inventes datos que no conoces (por ejemplo, el tiempo que hace o noticias).",
    "Eres un programa, no una persona: si te lo pregunta, díselo con claridad y con cariño.",
    "No puedes llamar por teléfono, apuntar recordatorios ni avisar a nadie por tu cuenta: no digas que lo haces. Para hablar con una persona del programa está el botón «Ayuda profesional»; para la familia, «Mensajes Familia».",
    "Para ejercitar la memoria, la aplicación tiene el botón «Ejercicios Memoria».",
    `Hoy es ${longSpanishDate(now)}. ${spokenTime(now)} (hora local).`,
    reminders.length ? `Recordatorios de hoy: ${reminders.join("; ")}.` : "Hoy no tiene recordatorios.",
    interests ? `Le gusta: ${interests}.` : "",
    appointment
      ? `Próxima cita: ${appointment.date} ${atTime(appointment.time)}, ${appointment.title.trim()}.`
      : "No tiene citas apuntadas.",
    senders ? `Mensajes sin leer de: ${senders}.` : "No tiene mensajes sin leer.",
    careContacts(ctx),
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * The last turns of the conversation that fit HISTORY_MAX_TURNS and HISTORY_MAX_CHARS, then the
 * person's message, shaped for strict chat templates: starts with the person, roles alternate
 * (consecutive turns of one role are merged), no empty turns.
 */
export function buildConversation(history: readonly ChatTurn[], message: string): ChatCompletionMessage[] {
  const clean = (s: string) => s.trim().slice(0, MESSAGE_MAX_CHARS);
  const all = history
    .filter((t) => (t.role === "user" || t.role === "assistant") && t.content.trim())
    .map((t) => ({ role: t.role, content: clean(t.content) }));
  // Some clients send the new message as the last history entry too.
  const last = all.at(-1);
  if (last?.role === "user" && last.content === clean(message)) all.pop();
  const turns = all.slice(-HISTORY_MAX_TURNS);
  let total = turns.reduce((sum, t) => sum + t.content.length, 0);
  while (turns.length > 0 && total > HISTORY_MAX_CHARS) total -= turns.shift()?.content.length ?? 0;
  while (turns[0]?.role === "assistant") turns.shift();

  const merged: ChatCompletionMessage[] = [];
  for (const turn of [...turns, { role: "user" as const, content: clean(message) }]) {
    const last = merged.at(-1);
    if (last && last.role === turn.role) last.content = `${last.content}\n${turn.content}`;
    else merged.push({ ...turn });
  }
  return merged;
}
