// The sentences of the rule engine, one builder per intent. Short, warm, "tú", never a diagnosis.
import { foldSpanish } from "@shared/domain/chat-topics";
import {
  atTime,
  dayGreeting,
  localNow,
  longSpanishDate,
  minutesOfDay,
  reminderMinutes,
  spokenTime,
} from "./clock";
import { griefOpening } from "./companion-replies";
import { HOBBY_TOPICS } from "./hobby-topics";
import { JOKES } from "./jokes";
import type { HealthRisk } from "./safety";
import { safetyReply } from "./safety/replies";
import type { AssistantContext, ChatTurn } from "./types";

export type Random = () => number;

const pick = <T>(items: readonly T[], random: Random): T =>
  items[Math.min(items.length - 1, Math.floor(random() * items.length))];

/** A random one of `items` not said in the last turns, so two replies in a row never open alike. */
const pickFresh = (items: readonly string[], history: readonly ChatTurn[], random: Random): string => {
  const said = history.slice(-6).filter((t) => t.role === "assistant");
  const fresh = items.filter((item) => !said.some((t) => t.content.includes(item)));
  return pick(fresh.length > 0 ? fresh : items, random);
};

const name = (ctx: AssistantContext) => ctx.firstName.trim();
const local = (ctx: AssistantContext) => localNow(ctx.now, ctx.timezone);

export function greetingReply(ctx: AssistantContext, askedHowIAm = false): string {
  if (askedHowIAm) return `¡Muy bien, gracias por preguntar, ${name(ctx)}! ¿Y tú, cómo te encuentras hoy?`;
  return `¡${dayGreeting(local(ctx))}, ${name(ctx)}! ¿Cómo estás hoy? Estoy aquí para charlar contigo cuando quieras.`;
}

export function dateTimeReply(
  ctx: AssistantContext,
  want: { date: boolean; time: boolean; tomorrow: boolean },
) {
  const now = local(ctx);
  const parts: string[] = [];
  if (want.date && want.tomorrow) parts.push(`Mañana será ${longSpanishDate(now, 1)}.`);
  else if (want.date) parts.push(`Hoy es ${longSpanishDate(now)}.`);
  if (want.time) parts.push(`${spokenTime(now)}.`);
  return parts.join(" ");
}

export function weatherReply(ctx: AssistantContext): string {
  return (
    `Lo siento, ${name(ctx)}, no puedo ver el parte del tiempo desde aquí. ` +
    "Puedes asomarte a la ventana, escuchar la radio o preguntar a tu familia. Y si sales, abrígate según lo que veas."
  );
}

/** A joke whose text does not appear in the recent history; the least recently told one if all have. */
export function jokeReply(history: readonly ChatTurn[], random: Random, recentTurns = 60): string {
  const recent = history.slice(-recentTurns).filter((t) => t.role === "assistant");
  const told = (joke: string) => recent.some((t) => t.content.includes(joke));
  const fresh = JOKES.filter((joke) => !told(joke));
  let joke: string;
  if (fresh.length > 0) joke = pick(fresh, random);
  else {
    const lastSeen = (j: string) => recent.findLastIndex((t) => t.content.includes(j));
    joke = [...JOKES].sort((a, b) => lastSeen(a) - lastSeen(b))[0];
  }
  // A different closing question each time: never the same question twice in one conversation.
  const closing = ["¿Quieres otro?", "¿Te cuento otro?", "¿Te ha gustado?", "¿Sabes tú alguno?"].find(
    (q) => !recent.some((t) => t.content.includes(q)),
  );
  return `Ahí va uno: ${joke}${closing ? ` ${closing}` : ""}`;
}

export function memoryExerciseReply(ctx: AssistantContext): string {
  return (
    `¡Qué buena idea, ${name(ctx)}! Vuelve al inicio y pulsa «Ejercicios Memoria»: hay seis juegos ` +
    "(Palabras, Números, Secuencias, Asociaciones, Historias y Empareja las Cartas) y puedes empezar en el nivel Fácil."
  );
}

export function todayAgendaReply(ctx: AssistantContext): string {
  const reminders = [...ctx.todayReminders].sort(
    (a, b) => reminderMinutes(a.reminderTime) - reminderMinutes(b.reminderTime),
  );
  if (reminders.length === 0) {
    return `Hoy no tienes ningún recordatorio, ${name(ctx)}. Si quieres, podemos charlar o hacer un ejercicio de memoria.`;
  }
  const nowMinutes = minutesOfDay(local(ctx));
  const lines = reminders.map((r) => {
    const state = r.isCompleted
      ? " (ya hecho)"
      : reminderMinutes(r.reminderTime) <= nowMinutes
        ? " (pendiente)"
        : "";
    return `${atTime(r.reminderTime)}, ${r.title.trim()}${state}`;
  });
  const done = reminders.filter((r) => r.isCompleted).length;
  const left = reminders.length - done;
  const head =
    reminders.length === 1 ? "Hoy tienes 1 recordatorio" : `Hoy tienes ${reminders.length} recordatorios`;
  const tail =
    left === 0
      ? "¡Ya lo has hecho todo, enhorabuena!"
      : `Te ${left === 1 ? "queda 1" : `quedan ${left}`} por hacer. ${reminders.length === 1 ? "Lo" : "Los"} tienes en «Recordatorios».`;
  return `${head}: ${lines.join("; ")}. ${tail}`;
}

export function unreadMessagesReply(ctx: AssistantContext): string {
  const count = ctx.unreadMessages.length;
  if (count === 0) {
    return "No tienes mensajes nuevos. Si quieres escribir a tu familia, entra en «Mensajes Familia».";
  }
  const bySender = new Map<string, number>();
  for (const m of ctx.unreadMessages) {
    const from = m.fromName.trim() || "tu familia";
    bySender.set(from, (bySender.get(from) ?? 0) + 1);
  }
  const senders = [...bySender].map(([from, n]) => (bySender.size === 1 ? from : `${n} de ${from}`));
  const list = senders.length < 2 ? senders[0] : `${senders.slice(0, -1).join(", ")} y ${senders.at(-1)}`;
  const head = count === 1 ? "Tienes 1 mensaje sin leer" : `Tienes ${count} mensajes sin leer`;
  const read = count === 1 ? "leerlo" : "leerlos";
  return `${head}${bySender.size === 1 ? ` de ${list}` : `: ${list}`}. Puedes ${read} en «Mensajes Familia».`;
}

export function lonelinessReply(
  ctx: AssistantContext,
  random: Random,
  history: readonly ChatTurn[] = [],
  isGrief = false,
): string {
  const opening = isGrief ? griefOpening(ctx) : pickFresh(
    [
      `Siento mucho que te sientas así, ${name(ctx)}; es normal tener días más difíciles.`,
      `Gracias por contármelo, ${name(ctx)}: no tienes que pasar esto sin compañía, aquí estoy.`,
      `Te entiendo, ${name(ctx)}; a veces las horas se hacen largas.`,
    ],
    history,
    random,
  );
  const hobby = [...ctx.hobbies, ...ctx.likes].find((h) => h.trim());
  // After a death, no invitation to talk about the garden.
  const extra = hobby && !isGrief ? ` Y si te apetece, charlamos un rato sobre ${hobby.trim().toLowerCase()}.` : "";
  // One concrete offer, a different one if it was already made in this conversation.
  const said = history.filter((t) => t.role === "assistant").map((t) => t.content);
  const offer = [
    "¿Te apetece escribir a tu familia con el mensaje que te dejo preparado en el botón de abajo?",
    "¿Hacemos juntos un ejercicio de memoria para distraernos un rato?",
    "Si quieres, pulsa «Ayuda profesional» y el personal del programa te llamará para charlar.",
  ].find((o) => !said.some((s) => s.includes(o)));
  return `${opening}${offer ? ` ${offer}` : ""}${extra}`;
}

export function healthComplaintReply(ctx: AssistantContext): string {
  return (
    `Siento que no te encuentres bien, ${name(ctx)}. Yo no puedo valorar lo que te pasa, ` +
    "pero es buena idea contárselo a tu médico o al personal del programa. " +
    "Si empeora o te preocupa, pulsa «Ayuda profesional» o llama al 112."
  );
}

export function positiveReply(ctx: AssistantContext, history: readonly ChatTurn[]): string {
  return `¡Cuánto me alegro, ${name(ctx)}! ${hobbyQuestion(ctx, history)}`;
}

export function thanksReply(ctx: AssistantContext): string {
  return `De nada, ${name(ctx)}. Es un placer acompañarte. ¿Hay algo más en lo que te pueda ayudar?`;
}

export function goodbyeReply(ctx: AssistantContext): string {
  return `¡Hasta pronto, ${name(ctx)}! Ha sido un gusto charlar contigo. Aquí estaré cuando quieras.`;
}

/** A question about a hobby or like not asked in the recent history; a general one otherwise. */
export function hobbyQuestion(ctx: AssistantContext, history: readonly ChatTurn[], message = ""): string {
  const asked = history
    .slice(-12)
    .filter((t) => t.role === "assistant")
    .map((t) => t.content);
  // The topic the person just brought up comes before the ones on their profile.
  const said = foldSpanish(message);
  const named = HOBBY_TOPICS.find((t) => t.inMessage?.test(said))?.question;
  if (named && !asked.some((a) => a.includes(named))) return named;
  for (const interest of [...ctx.hobbies, ...ctx.likes]) {
    const folded = foldSpanish(interest);
    const topic = HOBBY_TOPICS.find((t) => t.match?.test(folded));
    const question = topic?.question ?? `Me encantaría que me hablaras de ${interest.trim().toLowerCase()}.`;
    if (interest.trim() && !asked.some((a) => a.includes(question))) return question;
  }
  // Nothing left from the profile: a plain question about the day, never the same one twice in a row.
  const plain = [
    "¿Qué tal va tu día? Si quieres, te cuento un chiste o te digo qué tienes hoy.",
    "¿Y qué más has hecho hoy?",
    "Me gusta mucho escucharte. ¿Qué es lo que más te ha gustado de hoy?",
    "¿Qué planes tienes para mañana?",
  ];
  return plain.find((q) => !asked.some((a) => a.includes(q))) ?? plain[0];
}

export function smallTalkReply(
  ctx: AssistantContext,
  history: readonly ChatTurn[],
  random: Random,
  message = "",
): string {
  const opening = pickFresh(
    [`Cuéntame más, ${name(ctx)}.`, `Te escucho, ${name(ctx)}.`, `Gracias por contármelo, ${name(ctx)}.`],
    history,
    random,
  );
  return `${opening} ${hobbyQuestion(ctx, history, message)}`;
}

/** The reply to a safety hit: its category's own calm, practical answer (safety/replies.ts). */
export function emergencyReply(ctx: AssistantContext, risk: HealthRisk): string {
  return safetyReply(risk.category, name(ctx), ctx.formOfAddress);
}
