// The sentences of the rule engine, one builder per intent. Short, warm, never a diagnosis; each
// written in both forms of address ("tú" and "usted", ./address.ts).
import {
  atTime,
  dayGreeting,
  localNow,
  longSpanishDate,
  minutesOfDay,
  reminderMinutes,
  spokenTime,
} from "../clock";
import { inForm } from "./address";
import { griefOpening } from "./companion-replies";
import { JOKES } from "./jokes";
import type { HealthRisk } from "../safety";
import { safetyReply } from "../safety/replies";
import type { AssistantContext, ChatTurn } from "../types";

import { pick, pickFresh, type Random } from "./pick";
import { hobbyQuestion } from "./small-talk";

export type { Random };

const name = (ctx: AssistantContext) => ctx.firstName.trim();
const local = (ctx: AssistantContext) => localNow(ctx.now, ctx.timezone);

export function greetingReply(ctx: AssistantContext, askedHowIAm = false): string {
  if (askedHowIAm) {
    return inForm(
      ctx,
      `¡Muy bien, gracias por preguntar, ${name(ctx)}! ¿Y tú, cómo te encuentras hoy?`,
      `¡Muy bien, gracias por preguntar, ${name(ctx)}! ¿Y usted, cómo se encuentra hoy?`,
    );
  }
  return inForm(
    ctx,
    `¡${dayGreeting(local(ctx))}, ${name(ctx)}! ¿Cómo estás hoy? Estoy aquí para charlar contigo cuando quieras.`,
    `¡${dayGreeting(local(ctx))}, ${name(ctx)}! ¿Cómo está hoy? Estoy aquí para charlar con usted cuando quiera.`,
  );
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
  return `Lo siento, ${name(ctx)}, no puedo ver el parte del tiempo desde aquí. ${inForm(
    ctx,
    "Puedes asomarte a la ventana, escuchar la radio o preguntar a tu familia. Y si sales, abrígate según lo que veas.",
    "Puede asomarse a la ventana, escuchar la radio o preguntar a su familia. Y si sale, abríguese según lo que vea.",
  )}`;
}

/** A joke whose text does not appear in the recent history; the least recently told one if all have. */
export function jokeReply(
  history: readonly ChatTurn[],
  random: Random,
  ctx: Pick<AssistantContext, "formOfAddress"> = {},
  recentTurns = 60,
): string {
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
  const closings = inForm(
    ctx,
    "¿Quieres otro?|¿Te cuento otro?|¿Te ha gustado?|¿Sabes tú alguno?",
    "¿Quiere otro?|¿Le cuento otro?|¿Le ha gustado?|¿Sabe usted alguno?",
  ).split("|");
  const closing = closings.find(
    (q) => !recent.some((t) => t.content.includes(q)),
  );
  return `Ahí va uno: ${joke}${closing ? ` ${closing}` : ""}`;
}

export function memoryExerciseReply(ctx: AssistantContext): string {
  const games = "(Palabras, Números, Secuencias, Asociaciones, Historias y Empareja las Cartas)";
  return inForm(
    ctx,
    `¡Qué buena idea, ${name(ctx)}! Vuelve al inicio y pulsa «Ejercicios Memoria»: hay seis juegos ${games} y puedes empezar en el nivel Fácil.`,
    `¡Qué buena idea, ${name(ctx)}! Vuelva al inicio y pulse «Ejercicios Memoria»: hay seis juegos ${games} y puede empezar en el nivel Fácil.`,
  );
}

export function todayAgendaReply(ctx: AssistantContext): string {
  const reminders = [...ctx.todayReminders].sort(
    (a, b) => reminderMinutes(a.reminderTime) - reminderMinutes(b.reminderTime),
  );
  if (reminders.length === 0) {
    return inForm(
      ctx,
      `Hoy no tienes ningún recordatorio, ${name(ctx)}. Si quieres, podemos charlar o hacer un ejercicio de memoria.`,
      `Hoy no tiene ningún recordatorio, ${name(ctx)}. Si quiere, podemos charlar o hacer un ejercicio de memoria.`,
    );
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
  const count = reminders.length === 1 ? "1 recordatorio" : `${reminders.length} recordatorios`;
  const head = inForm(ctx, `Hoy tienes ${count}`, `Hoy tiene ${count}`);
  const remaining = left === 1 ? "queda 1" : `quedan ${left}`;
  const them = reminders.length === 1 ? "Lo" : "Los";
  const tail =
    left === 0
      ? inForm(ctx, "¡Ya lo has hecho todo, enhorabuena!", "¡Ya lo ha hecho todo, enhorabuena!")
      : inForm(
          ctx,
          `Te ${remaining} por hacer. ${them} tienes en «Recordatorios».`,
          `Le ${remaining} por hacer. ${them} tiene en «Recordatorios».`,
        );
  return `${head}: ${lines.join("; ")}. ${tail}`;
}

export function unreadMessagesReply(ctx: AssistantContext): string {
  const count = ctx.unreadMessages.length;
  if (count === 0) {
    return inForm(
      ctx,
      "No tienes mensajes nuevos. Si quieres escribir a tu familia, entra en «Mensajes Familia».",
      "No tiene mensajes nuevos. Si quiere escribir a su familia, entre en «Mensajes Familia».",
    );
  }
  const bySender = new Map<string, number>();
  for (const m of ctx.unreadMessages) {
    const from = m.fromName.trim() || inForm(ctx, "tu familia", "su familia");
    bySender.set(from, (bySender.get(from) ?? 0) + 1);
  }
  const senders = [...bySender].map(([from, n]) => (bySender.size === 1 ? from : `${n} de ${from}`));
  const list = senders.length < 2 ? senders[0] : `${senders.slice(0, -1).join(", ")} y ${senders.at(-1)}`;
  const unread = count === 1 ? "1 mensaje sin leer" : `${count} mensajes sin leer`;
  const read = count === 1 ? "leerlo" : "leerlos";
  const from = bySender.size === 1 ? ` de ${list}` : `: ${list}`;
  return inForm(
    ctx,
    `Tienes ${unread}${from}. Puedes ${read} en «Mensajes Familia».`,
    `Tiene ${unread}${from}. Puede ${read} en «Mensajes Familia».`,
  );
}

export function lonelinessReply(
  ctx: AssistantContext,
  random: Random,
  history: readonly ChatTurn[] = [],
  isGrief = false,
): string {
  const opening = isGrief ? griefOpening(ctx) : pickFresh(
    inForm(
      ctx,
      `Siento mucho que te sientas así, ${name(ctx)}; es normal tener días más difíciles.|Gracias por contármelo, ${name(ctx)}: no tienes que pasar esto sin compañía, aquí estoy.|Te entiendo, ${name(ctx)}; a veces las horas se hacen largas.`,
      `Siento mucho que se sienta así, ${name(ctx)}; es normal tener días más difíciles.|Gracias por contármelo, ${name(ctx)}: no tiene que pasar esto sin compañía, aquí estoy.|Le entiendo, ${name(ctx)}; a veces las horas se hacen largas.`,
    ).split("|"),
    history,
    random,
  );
  const hobby = [...ctx.hobbies, ...ctx.likes].find((h) => h.trim());
  // After a death, no invitation to talk about the garden.
  const extra =
    hobby && !isGrief
      ? ` ${inForm(ctx, "Y si te apetece", "Y si le apetece")}, charlamos un rato sobre ${hobby.trim().toLowerCase()}.`
      : "";
  // One concrete offer, a different one if it was already made in this conversation.
  const said = history.filter((t) => t.role === "assistant").map((t) => t.content);
  const offer = [
    inForm(
      ctx,
      "¿Te apetece escribir a tu familia con el mensaje que te dejo preparado en el botón de abajo?",
      "¿Le apetece escribir a su familia con el mensaje que le dejo preparado en el botón de abajo?",
    ),
    "¿Hacemos juntos un ejercicio de memoria para distraernos un rato?",
    inForm(
      ctx,
      "Si quieres, pulsa «Ayuda profesional» y el personal del programa te llamará para charlar.",
      "Si quiere, pulse «Ayuda profesional» y el personal del programa le llamará para charlar.",
    ),
  ].find((o) => !said.some((s) => s.includes(o)));
  return `${opening}${offer ? ` ${offer}` : ""}${extra}`;
}

export function healthComplaintReply(ctx: AssistantContext): string {
  return inForm(
    ctx,
    `Siento que no te encuentres bien, ${name(ctx)}. Yo no puedo valorar lo que te pasa, pero es buena idea contárselo a tu médico o al personal del programa. Si empeora o te preocupa, pulsa «Ayuda profesional» o llama al 112.`,
    `Siento que no se encuentre bien, ${name(ctx)}. Yo no puedo valorar lo que le pasa, pero es buena idea contárselo a su médico o al personal del programa. Si empeora o le preocupa, pulse «Ayuda profesional» o llame al 112.`,
  );
}

export function positiveReply(ctx: AssistantContext, history: readonly ChatTurn[]): string {
  return `¡Cuánto me alegro, ${name(ctx)}! ${hobbyQuestion(ctx, history)}`;
}

export function thanksReply(ctx: AssistantContext): string {
  return inForm(
    ctx,
    `De nada, ${name(ctx)}. Es un placer acompañarte. ¿Hay algo más en lo que te pueda ayudar?`,
    `De nada, ${name(ctx)}. Es un placer acompañarle. ¿Hay algo más en lo que le pueda ayudar?`,
  );
}

export function goodbyeReply(ctx: AssistantContext): string {
  return inForm(
    ctx,
    `¡Hasta pronto, ${name(ctx)}! Ha sido un gusto charlar contigo. Aquí estaré cuando quieras.`,
    `¡Hasta pronto, ${name(ctx)}! Ha sido un gusto charlar con usted. Aquí estaré cuando quiera.`,
  );
}

/** The reply to a safety hit: its category's own calm, practical answer (safety/replies.ts). */
export function emergencyReply(ctx: AssistantContext, risk: HealthRisk): string {
  return safetyReply(risk.category, name(ctx), ctx.formOfAddress);
}
