// The programme's next social activities, from the activities of the person's municipality.
import { addLocalDays, daysBetween, localDate } from "@shared/domain/time";
import { format, parseISO } from "date-fns";
import { es } from "date-fns/locale";
import { atTime } from "../clock";
import { inForm } from "./address";
import type { AssistantContext, ProgramActivityInfo } from "../types";

/** The first date on or after `today` the activity happens, or null when it is over. */
export function nextActivityDate(a: ProgramActivityInfo, today: string): string | null {
  if (!a.scheduledDate) return a.recurrence === "once" ? null : today;
  const start = a.scheduledDate;
  if (start >= today) return start;
  const gap = daysBetween(start, today);
  if (a.recurrence === "daily") return today;
  if (a.recurrence === "weekly") return addLocalDays(start, Math.ceil(gap / 7) * 7);
  if (a.recurrence === "monthly") {
    const day = Number(start.slice(8, 10));
    for (let i = 0; i < 62; i++) {
      const d = addLocalDays(today, i);
      if (Number(d.slice(8, 10)) === day) return d;
    }
  }
  return null;
}

function upcomingActivities(ctx: AssistantContext, limit = 3) {
  const today = localDate(ctx.now, ctx.timezone);
  return (ctx.programActivities ?? [])
    .map((a) => ({ ...a, date: nextActivityDate(a, today) }))
    .filter((a): a is typeof a & { date: string } => a.date !== null)
    .sort((a, b) => (a.date + (a.scheduledTime ?? "")).localeCompare(b.date + (b.scheduledTime ?? "")))
    .slice(0, limit);
}

function spokenDay(today: string, date: string): string {
  const offset = daysBetween(today, date);
  if (offset === 0) return "hoy";
  if (offset === 1) return "mañana";
  return `el ${format(parseISO(date), "EEEE d", { locale: es })}`;
}

export function programActivitiesReply(ctx: AssistantContext): string {
  const name = ctx.firstName.trim();
  const next = upcomingActivities(ctx);
  if (next.length === 0) {
    return inForm(
      ctx,
      `Ahora no hay actividades del programa apuntadas, ${name}. El personal te avisará cuando haya alguna nueva.`,
      `Ahora no hay actividades del programa apuntadas, ${name}. El personal le avisará cuando haya alguna nueva.`,
    );
  }
  const today = localDate(ctx.now, ctx.timezone);
  const items = next.map(
    (a) => `${a.title.trim()} ${spokenDay(today, a.date)}${a.scheduledTime ? ` ${atTime(a.scheduledTime)}` : ""}`,
  );
  const question = inForm(ctx, `¿Te apetece apuntarte a alguna, ${name}?`, `¿Le apetece apuntarse a alguna, ${name}?`);
  return `Las próximas actividades del programa son: ${items.join("; ")}. ${question}`;
}
