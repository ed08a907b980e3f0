// Replies about the person's own data beyond today: next appointment and tomorrow's reminders.
import { daysBetween, localDate } from "@shared/domain/time";
import { format } from "date-fns";
import { es } from "date-fns/locale";
import { atTime, minutesOfDay, localNow, reminderMinutes } from "../clock";
import { inForm } from "./address";
import type { AssistantContext } from "../types";

const name = (ctx: AssistantContext) => ctx.firstName.trim();

/** "hoy", "mañana" or "el jueves 26 de noviembre". */
function spokenDay(ctx: AssistantContext, date: string): string {
  const today = localDate(ctx.now, ctx.timezone);
  const offset = daysBetween(today, date);
  if (offset === 0) return "hoy";
  if (offset === 1) return "mañana";
  const [y, m, d] = date.split("-").map(Number);
  return `el ${format(new Date(y, m - 1, d), "EEEE d 'de' MMMM", { locale: es })}`;
}

/** The first appointment that has not happened yet (today's counts until its time). */
export function nextAppointment(ctx: AssistantContext) {
  const today = localDate(ctx.now, ctx.timezone);
  const nowMinutes = minutesOfDay(localNow(ctx.now, ctx.timezone));
  return (ctx.appointments ?? [])
    .filter((a) => a.date > today || (a.date === today && reminderMinutes(a.time) >= nowMinutes))
    .sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time))[0];
}

export function appointmentReply(ctx: AssistantContext): string {
  const next = nextAppointment(ctx);
  if (!next) {
    return inForm(
      ctx,
      `No tengo ninguna cita apuntada para ti en los próximos días, ${name(ctx)}. Si tienes una, pide a tu familia o al personal que la añadan a tus recordatorios.`,
      `No tengo ninguna cita apuntada para usted en los próximos días, ${name(ctx)}. Si tiene una, pida a su familia o al personal que la añadan a sus recordatorios.`,
    );
  }
  const when = `${spokenDay(ctx, next.date)} ${atTime(next.time)}: ${next.title.trim()}, ${name(ctx)}`;
  return inForm(
    ctx,
    `Tu próxima cita es ${when}. Te la recordaré en «Recordatorios».`,
    `Su próxima cita es ${when}. Se la recordaré en «Recordatorios».`,
  );
}

export function appointmentTimeReply(ctx: AssistantContext): string {
  const next = nextAppointment(ctx);
  if (!next) return appointmentReply(ctx);
  return `Es ${atTime(next.time)}, ${spokenDay(ctx, next.date)}. Conviene salir con tiempo, ${name(ctx)}.`;
}

export function tomorrowAgendaReply(ctx: AssistantContext): string {
  const items = [...(ctx.tomorrowReminders ?? [])].sort(
    (a, b) => reminderMinutes(a.reminderTime) - reminderMinutes(b.reminderTime),
  );
  if (items.length === 0) {
    return inForm(ctx, `Mañana no tienes ningún recordatorio, ${name(ctx)}.`, `Mañana no tiene ningún recordatorio, ${name(ctx)}.`);
  }
  const list = items.map((r) => `${atTime(r.reminderTime)}, ${r.title.trim()}`).join("; ");
  const count = items.length === 1 ? "1 recordatorio" : `${items.length} recordatorios`;
  return inForm(ctx, `Mañana tienes ${count}: ${list}.`, `Mañana tiene ${count}: ${list}.`);
}

const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} y ${items[items.length - 1]}`;

/** Today's medicines from the person's own reminders: which are marked taken, which remain. */
export function medicinesReply(ctx: AssistantContext): string {
  const meds = ctx.todayReminders
    .filter((r) => r.type === "medicine")
    .sort((a, b) => reminderMinutes(a.reminderTime) - reminderMinutes(b.reminderTime));
  if (meds.length === 0) {
    return inForm(
      ctx,
      `Hoy no tienes ninguna medicina apuntada en tus recordatorios, ${name(ctx)}. Si debes tomar alguna, pide a tu familia o al personal que la añadan.`,
      `Hoy no tiene ninguna medicina apuntada en sus recordatorios, ${name(ctx)}. Si debe tomar alguna, pida a su familia o al personal que la añadan.`,
    );
  }
  const taken = meds.filter((m) => m.isCompleted).map((m) => m.title.trim());
  const pending = meds.filter((m) => !m.isCompleted).map((m) => `${m.title.trim()} ${atTime(m.reminderTime)}`);
  if (pending.length === 0) {
    return inForm(
      ctx,
      `Ya has tomado todas las medicinas de hoy, ${name(ctx)}: ${listed(taken)}. ¡Muy bien!`,
      `Ya ha tomado todas las medicinas de hoy, ${name(ctx)}: ${listed(taken)}. ¡Muy bien!`,
    );
  }
  const done =
    taken.length === 0
      ? inForm(ctx, "Todavía no has marcado ninguna medicina de hoy como tomada.", "Todavía no ha marcado ninguna medicina de hoy como tomada.")
      : inForm(ctx, `Hoy ya has tomado: ${listed(taken)}.`, `Hoy ya ha tomado: ${listed(taken)}.`);
  return `${done} ${inForm(ctx, "Te queda", "Le queda")}: ${listed(pending)}, ${name(ctx)}.`;
}

/** The names of the person's linked family, from their own account. */
export function familyNamesReply(ctx: AssistantContext): string {
  const names = ctx.familyNames ?? [];
  if (names.length === 0) {
    return inForm(
      ctx,
      `Todavía no tienes familiares enlazados en Acompaña, ${name(ctx)}. El personal del programa puede ayudarte a añadirlos.`,
      `Todavía no tiene familiares enlazados en Acompaña, ${name(ctx)}. El personal del programa puede ayudarle a añadirlos.`,
    );
  }
  return inForm(
    ctx,
    `En Acompaña está tu familia: ${listed(names)}, ${name(ctx)}. Puedes escribirles desde «Mensajes».`,
    `En Acompaña está su familia: ${listed(names)}, ${name(ctx)}. Puede escribirles desde «Mensajes».`,
  );
}
