// Why a person is on 'Llamadas de hoy' and in which order staff see them
// (docs/behaviour/14-daily-routine.md#agenda). Pure: the server builds the items, the client shows the labels.

export const AGENDA_REASONS = [
  "call_request",
  "check_in_missed",
  "check_in_mal",
  "plan_overdue",
  "assistant_unanswered",
  "doses_unconfirmed",
  "notice_unconfirmed",
  "quiet_day",
  "check_in_regular",
  "plan",
] as const;
export type AgendaReason = (typeof AGENDA_REASONS)[number];

export const AGENDA_REASON_LABELS: Record<AgendaReason, string> = {
  call_request: "Pide que le llamen ('Mal')",
  check_in_missed: "Saludo sin respuesta",
  check_in_mal: "Hoy se encuentra mal",
  plan_overdue: "Llamada atrasada",
  assistant_unanswered: "No respondió al asistente",
  doses_unconfirmed: "Medicación sin confirmar dos días seguidos",
  notice_unconfirmed: "Aviso sin confirmar",
  quiet_day: "Día sin actividad",
  check_in_regular: "Hoy se encuentra regular",
  plan: "Llamada prevista",
};

/**
 * The order of the list: a request for a call first, then what may be an emergency (a missed greeting, 'Mal'),
 * overdue scheduled calls, the other signs, and last the calls simply due today. `AGENDA_REASONS` is that order.
 */
export const agendaRank = (reason: AgendaReason): number => AGENDA_REASONS.indexOf(reason);

export type AgendaEntry = { userId: string; reason: AgendaReason; since: Date };

/**
 * The day's list: an item is gone once a call to the person was logged after its time; the rest in rank order,
 * oldest first within a rank.
 */
export function agendaOrder<T extends AgendaEntry>(items: readonly T[], lastCallAt: ReadonlyMap<string, Date>): T[] {
  return items
    .filter((item) => {
      const last = lastCallAt.get(item.userId);
      return !last || last.getTime() < item.since.getTime();
    })
    .sort(
      (a, b) =>
        agendaRank(a.reason) - agendaRank(b.reason) ||
        a.since.getTime() - b.since.getTime() ||
        a.userId.localeCompare(b.userId),
    );
}
